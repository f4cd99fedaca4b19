/**
 * @generated SignedSource<<fb2f4b5c96ace3d71bc9c7ecf8e3a8f4>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ChannelOutcomes_run$data = {
  readonly channelOutcomes: ReadonlyArray<{
    readonly kind: string;
    readonly name: string;
    readonly reason: string | null | undefined;
    readonly status: string;
  }>;
  readonly " $fragmentType": "ChannelOutcomes_run";
};
export type ChannelOutcomes_run$key = {
  readonly " $data"?: ChannelOutcomes_run$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChannelOutcomes_run">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChannelOutcomes_run",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RunChannelOutcome",
      "kind": "LinkedField",
      "name": "channelOutcomes",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SynthRun",
  "abstractKey": null
};

(node as any).hash = "4845f9e89b0ebaf856ad8cd7bcd0e73e";

export default node;
