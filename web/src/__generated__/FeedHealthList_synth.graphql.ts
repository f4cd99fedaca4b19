/**
 * @generated SignedSource<<eb400341c22cffd0dbb34bbd3f1bfcd6>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedHealthList_synth$data = {
  readonly feedHealth: ReadonlyArray<{
    readonly url: string;
    readonly " $fragmentSpreads": FragmentRefs<"FeedHealthNote_feedHealth">;
  }>;
  readonly " $fragmentType": "FeedHealthList_synth";
};
export type FeedHealthList_synth$key = {
  readonly " $data"?: FeedHealthList_synth$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedHealthList_synth">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeedHealthList_synth",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "FeedHealth",
      "kind": "LinkedField",
      "name": "feedHealth",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "FeedHealthNote_feedHealth"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Synth",
  "abstractKey": null
};

(node as any).hash = "6d77533622e6481099f824a1fb2e8dc2";

export default node;
