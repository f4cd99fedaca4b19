/**
 * @generated SignedSource<<c42cf506221a8b02f839c35b3f0f2ba4>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ExecutionSummary_run$data = {
  readonly articlesFetched: number;
  readonly articlesProcessed: number;
  readonly finishedAt: string | null | undefined;
  readonly progress: {
    readonly current: number;
    readonly percent: number;
    readonly total: number;
  };
  readonly " $fragmentType": "ExecutionSummary_run";
};
export type ExecutionSummary_run$key = {
  readonly " $data"?: ExecutionSummary_run$data;
  readonly " $fragmentSpreads": FragmentRefs<"ExecutionSummary_run">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ExecutionSummary_run",
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
      "name": "finishedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Progress",
      "kind": "LinkedField",
      "name": "progress",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "current",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "percent",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SynthRun",
  "abstractKey": null
};

(node as any).hash = "b1b2101d70d0a70e3dccea2cf7e62cf0";

export default node;
