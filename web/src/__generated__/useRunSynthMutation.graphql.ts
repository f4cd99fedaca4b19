/**
 * @generated SignedSource<<6c402d67fdf8263439f073e870714c67>>
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
    readonly id: string;
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
v3 = [
  (v2/*: any*/),
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
    "kind": "ScalarField",
    "name": "error",
    "storageKey": null
  },
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
];
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
          (v2/*: any*/),
          {
            "kind": "InlineDataFragmentSpread",
            "name": "followedRun_run",
            "selections": (v3/*: any*/),
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
        "selections": (v3/*: any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "aea5bed0013fe498e939f6cf7d2ad8ef",
    "id": null,
    "metadata": {},
    "name": "useRunSynthMutation",
    "operationKind": "mutation",
    "text": "mutation useRunSynthMutation(\n  $id: ID!\n) {\n  runSynth(id: $id) {\n    id\n    ...followedRun_run\n  }\n}\n\nfragment followedRun_run on SynthRun {\n  id\n  status\n  error\n  articlesFetched\n  articlesFiltered\n  articlesProcessed\n  finishedAt\n  progress {\n    current\n    total\n    percent\n  }\n}\n"
  }
};
})();

(node as any).hash = "e69be8b6613212f3d5c00bb1db74abd3";

export default node;
