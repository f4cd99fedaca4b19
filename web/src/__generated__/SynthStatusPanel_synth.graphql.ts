/**
 * @generated SignedSource<<6133ace8cb61c45f15aefadfe5e52c01>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SynthStatus = "active" | "inactive";
import { FragmentRefs } from "relay-runtime";
export type SynthStatusPanel_synth$data = {
  readonly stats: {
    readonly articlesFetched: number;
    readonly articlesFiltered: number;
    readonly articlesProcessed: number;
    readonly lastRun: string | null | undefined;
  };
  readonly status: SynthStatus;
  readonly " $fragmentType": "SynthStatusPanel_synth";
};
export type SynthStatusPanel_synth$key = {
  readonly " $data"?: SynthStatusPanel_synth$data;
  readonly " $fragmentSpreads": FragmentRefs<"SynthStatusPanel_synth">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SynthStatusPanel_synth",
  "selections": [
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
          "name": "articlesFiltered",
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
    }
  ],
  "type": "Synth",
  "abstractKey": null
};

(node as any).hash = "6fe8ceab3b60da87ada8f4dbb330ebf3";

export default node;
