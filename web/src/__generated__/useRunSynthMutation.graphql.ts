/**
 * @generated SignedSource<<ea9c0fb1b00a117b145c2589e2eb8fdf>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useRunSynthMutation$variables = {
  id: string;
};
export type useRunSynthMutation$data = {
  readonly runSynth: {
    readonly " $fragmentSpreads": FragmentRefs<"followedRun_run">;
  };
};
export type useRunSynthMutation = {
  response: useRunSynthMutation$data;
  variables: useRunSynthMutation$variables;
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
    "name": "useRunSynthMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "SynthRun",
        "kind": "LinkedField",
        "name": "runSynth",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "followedRun_run",
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
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useRunSynthMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "SynthRun",
        "kind": "LinkedField",
        "name": "runSynth",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v3/*: any*/),
          (v4/*: any*/),
          (v5/*: any*/),
          (v6/*: any*/),
          (v7/*: any*/),
          (v8/*: any*/),
          (v9/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "35b713fff285f2e12a22df2fc58f63cb",
    "id": null,
    "metadata": {},
    "name": "useRunSynthMutation",
    "operationKind": "mutation",
    "text": "mutation useRunSynthMutation(\n  $id: ID!\n) {\n  runSynth(id: $id) {\n    ...followedRun_run\n    id\n  }\n}\n\nfragment ExecutionSummary_run on SynthRun {\n  articlesFetched\n  articlesProcessed\n  finishedAt\n  progress {\n    current\n    total\n    percent\n  }\n}\n\nfragment SynthStatusPanel_run on SynthRun {\n  articlesFetched\n  articlesFiltered\n  articlesProcessed\n  finishedAt\n}\n\nfragment followedRun_run on SynthRun {\n  id\n  status\n  error\n  articlesFetched\n  articlesFiltered\n  articlesProcessed\n  finishedAt\n  progress {\n    current\n    total\n    percent\n  }\n  ...ExecutionSummary_run\n  ...SynthStatusPanel_run\n}\n"
  }
};
})();

(node as any).hash = "1d75cace54f5f6e2118eea5cee91aa4c";

export default node;
