/**
 * @generated SignedSource<<616497def19aedf199fc110c5a11d3f7>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SynthStatusPanel_run$data = {
  readonly articlesFetched: number;
  readonly articlesFiltered: number;
  readonly articlesProcessed: number;
  readonly finishedAt: string | null | undefined;
  readonly " $fragmentType": "SynthStatusPanel_run";
};
export type SynthStatusPanel_run$key = {
  readonly " $data"?: SynthStatusPanel_run$data;
  readonly " $fragmentSpreads": FragmentRefs<"SynthStatusPanel_run">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SynthStatusPanel_run",
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
      "name": "finishedAt",
      "storageKey": null
    }
  ],
  "type": "SynthRun",
  "abstractKey": null
};

(node as any).hash = "6b18d66420ecf94564c2e0996de64583";

export default node;
