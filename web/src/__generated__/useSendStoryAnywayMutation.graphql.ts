/**
 * @generated SignedSource<<3203770948390422c9fcc366140305f2>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useSendStoryAnywayMutation$variables = {
  articleId: string;
  runId: string;
};
export type useSendStoryAnywayMutation$data = {
  readonly sendStoryAnyway: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"followedRun_run">;
  };
};
export type useSendStoryAnywayMutation = {
  response: useSendStoryAnywayMutation$data;
  variables: useSendStoryAnywayMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "articleId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "runId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "articleId",
    "variableName": "articleId"
  },
  {
    "kind": "Variable",
    "name": "runId",
    "variableName": "runId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "error",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articlesFetched",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articlesFiltered",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articlesProcessed",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "finishedAt",
  "storageKey": null
},
v10 = {
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
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSendStoryAnywayMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": "SynthRun",
        "kind": "LinkedField",
        "name": "sendStoryAnyway",
        "plural": false,
        "selections": [
          (v3/*: any*/),
          {
            "kind": "InlineDataFragmentSpread",
            "name": "followedRun_run",
            "selections": [
              (v3/*: any*/),
              (v4/*: any*/),
              (v5/*: any*/),
              (v6/*: any*/),
              (v7/*: any*/),
              (v8/*: any*/),
              (v9/*: any*/),
              (v10/*: any*/),
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
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "useSendStoryAnywayMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": "SynthRun",
        "kind": "LinkedField",
        "name": "sendStoryAnyway",
        "plural": false,
        "selections": [
          (v3/*: any*/),
          (v4/*: any*/),
          (v5/*: any*/),
          (v6/*: any*/),
          (v7/*: any*/),
          (v8/*: any*/),
          (v9/*: any*/),
          (v10/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "008d4bc10c05d864cacc2ae1ec809c8a",
    "id": null,
    "metadata": {},
    "name": "useSendStoryAnywayMutation",
    "operationKind": "mutation",
    "text": "mutation useSendStoryAnywayMutation(\n  $runId: ID!\n  $articleId: String!\n) {\n  sendStoryAnyway(runId: $runId, articleId: $articleId) {\n    id\n    ...followedRun_run\n  }\n}\n\nfragment ExecutionSummary_run on SynthRun {\n  articlesFetched\n  articlesProcessed\n  finishedAt\n  progress {\n    current\n    total\n    percent\n  }\n}\n\nfragment SynthStatusPanel_run on SynthRun {\n  articlesFetched\n  articlesFiltered\n  articlesProcessed\n  finishedAt\n}\n\nfragment followedRun_run on SynthRun {\n  id\n  status\n  error\n  articlesFetched\n  articlesFiltered\n  articlesProcessed\n  finishedAt\n  progress {\n    current\n    total\n    percent\n  }\n  ...ExecutionSummary_run\n  ...SynthStatusPanel_run\n}\n"
  }
};
})();

(node as any).hash = "92648d19be205b49a44e06e69c7c9471";

export default node;
