/**
 * @generated SignedSource<<c40e18326edd9182e0994011adbf5a6c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LatestRunCard_synth$data = {
  readonly latestRun: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"RunFacts_run">;
  } | null | undefined;
  readonly " $fragmentType": "LatestRunCard_synth";
};
export type LatestRunCard_synth$key = {
  readonly " $data"?: LatestRunCard_synth$data;
  readonly " $fragmentSpreads": FragmentRefs<"LatestRunCard_synth">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "LatestRunCard_synth",
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
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "RunFacts_run"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Synth",
  "abstractKey": null
};

(node as any).hash = "cc4d17688ed597552f6be5ea0d69655d";

export default node;
