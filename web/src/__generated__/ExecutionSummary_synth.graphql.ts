/**
 * @generated SignedSource<<8237fee77e9a16fbb02dab71fa47580a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExecutionSummary_synth$data = {
  readonly latestRun: {
    readonly feedFailureSummary: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "ExecutionSummary_synth";
};
export type ExecutionSummary_synth$key = {
  readonly " $data"?: ExecutionSummary_synth$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExecutionSummary_synth">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExecutionSummary_synth",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "SynthRun",
      "kind": "LinkedField",
      "name": "latestRun",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "feedFailureSummary",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Synth",
  "abstractKey": null
};

(node as any).hash = "a22fb02776482c91358f844637b32838";

export default node;
