/**
 * @generated SignedSource<<652e3c4dd7f2deb0776581259ea52da7>>
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
  readonly stats: {
    readonly articlesFetched: number;
    readonly articlesProcessed: number;
    readonly lastRun: string | null | undefined;
  };
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
      "concreteType": "SynthStats",
      "kind": "LinkedField",
      "name": "stats",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "articlesFetched",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "articlesProcessed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastRun",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
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

(node as any).hash = "e467b9fe8474947c892161a007d5a1e2";

export default node;
