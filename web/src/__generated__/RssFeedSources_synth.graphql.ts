/**
 * @generated SignedSource<<707f0e2bd8750888ce758d5433bb8948>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RssFeedSources_synth$data = {
  readonly feedHealth: ReadonlyArray<{
    readonly url: string;
    readonly " $fragmentSpreads": FragmentRefs<"FeedHealthNote_feedHealth">;
  }>;
  readonly " $fragmentType": "RssFeedSources_synth";
};
export type RssFeedSources_synth$key = {
  readonly " $data"?: RssFeedSources_synth$data;
  readonly " $fragmentSpreads": FragmentRefs<"RssFeedSources_synth">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RssFeedSources_synth",
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

(node as any).hash = "bb7ff09e725dbbeccdb1c615edb38457";

export default node;
