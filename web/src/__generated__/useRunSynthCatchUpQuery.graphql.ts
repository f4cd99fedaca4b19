/**
 * @generated SignedSource<<6a34f8d9a779bc58b9f1b3ed57574bd0>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useRunSynthCatchUpQuery$variables = {
  id: string;
};
export type useRunSynthCatchUpQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"followedRun_run">;
  } | null | undefined;
};
export type useRunSynthCatchUpQuery = {
  response: useRunSynthCatchUpQuery$data;
  variables: useRunSynthCatchUpQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "error",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articlesFetched",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articlesFiltered",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articlesProcessed",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "finishedAt",
  "storageKey": null
},
v9 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRunSynthCatchUpQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "followedRun_run",
            "selections": [
              {
                "kind": "InlineFragment",
                "selections": [
                  (v2/*: any*/),
                  (v3/*: any*/),
                  (v4/*: any*/),
                  (v5/*: any*/),
                  (v6/*: any*/),
                  (v7/*: any*/),
                  (v8/*: any*/),
                  (v9/*: any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "ExecutionSummary_run"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SynthStatusPanel_run"
                  }
                ],
                "type": "SynthRun",
                "abstractKey": null
              }
            ],
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useRunSynthCatchUpQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*: any*/),
              (v4/*: any*/),
              (v5/*: any*/),
              (v6/*: any*/),
              (v7/*: any*/),
              (v8/*: any*/),
              (v9/*: any*/)
            ],
            "type": "SynthRun",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "c681ef9314dc6f9abc608146ccfcc21e",
    "id": null,
    "metadata": {},
    "name": "useRunSynthCatchUpQuery",
    "operationKind": "query",
    "text": "query useRunSynthCatchUpQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...followedRun_run\n    id\n  }\n}\n\nfragment ExecutionSummary_run on SynthRun {\n  articlesFetched\n  articlesProcessed\n  finishedAt\n  progress {\n    current\n    total\n    percent\n  }\n}\n\nfragment SynthStatusPanel_run on SynthRun {\n  articlesFetched\n  articlesFiltered\n  articlesProcessed\n  finishedAt\n}\n\nfragment followedRun_run on SynthRun {\n  id\n  status\n  error\n  articlesFetched\n  articlesFiltered\n  articlesProcessed\n  finishedAt\n  progress {\n    current\n    total\n    percent\n  }\n  ...ExecutionSummary_run\n  ...SynthStatusPanel_run\n}\n"
  }
};
})();

(node as any).hash = "8601f1529480c99356114848b8d775f4";

export default node;
