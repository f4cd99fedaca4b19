/**
 * @generated SignedSource<<06d1f48012a249028d415f1172ae7d6d>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RunHistory_viewer$data = {
  readonly runs: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly synthName: string;
        readonly " $fragmentSpreads": FragmentRefs<"RunFacts_run" | "RunPublishedLinks_run">;
      };
    }>;
  };
  readonly " $fragmentType": "RunHistory_viewer";
};
export type RunHistory_viewer$key = {
  readonly " $data"?: RunHistory_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"RunHistory_viewer">;
};

import RunHistoryPaginationQuery_graphql from './RunHistoryPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "runs"
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*: any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*: any*/)
      },
      "fragmentPathInResult": [
        "viewer"
      ],
      "operation": RunHistoryPaginationQuery_graphql
    }
  },
  "name": "RunHistory_viewer",
  "selections": [
    {
      "alias": "runs",
      "args": null,
      "concreteType": "SynthRunConnection",
      "kind": "LinkedField",
      "name": "__RunHistory_runs_connection",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SynthRunEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "SynthRun",
              "kind": "LinkedField",
              "name": "node",
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
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "synthName",
                  "storageKey": null
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "RunFacts_run"
                },
                {
                  "args": null,
                  "kind": "FragmentSpread",
                  "name": "RunPublishedLinks_run"
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "__typename",
                  "storageKey": null
                }
              ],
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "cursor",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PageInfo",
          "kind": "LinkedField",
          "name": "pageInfo",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "endCursor",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hasNextPage",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};
})();

(node as any).hash = "94ca3b41b6bec1d270d202ee4e4665b0";

export default node;
