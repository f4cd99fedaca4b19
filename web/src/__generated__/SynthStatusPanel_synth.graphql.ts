/**
 * @generated SignedSource<<e1e53fe317d04cb959bc0abf9e5e2a90>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SynthStatusPanel_synth$data = {
  readonly stats: {
    readonly articlesFetched: number;
    readonly articlesFiltered: number;
    readonly articlesProcessed: number;
    readonly lastRun: string | null | undefined;
  };
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

(node as any).hash = "df5e4f78c589c31d77c2834a88b8f073";

export default node;
