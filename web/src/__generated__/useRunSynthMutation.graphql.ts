/**
 * @generated SignedSource<<38a056f8865f00131be46072d2dcfcfa>>
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
v2 = [
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
          {
            "kind": "InlineDataFragmentSpread",
            "name": "followedRun_run",
            "selections": (v2/*: any*/),
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
        "selections": (v2/*: any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e086715592dfe217a959f8e6d2ded490",
    "id": null,
    "metadata": {},
    "name": "useRunSynthMutation",
    "operationKind": "mutation",
    "text": "mutation useRunSynthMutation(\n  $id: ID!\n) {\n  runSynth(id: $id) {\n    ...followedRun_run\n    id\n  }\n}\n\nfragment followedRun_run on SynthRun {\n  id\n  status\n  error\n  articlesFetched\n  articlesFiltered\n  articlesProcessed\n  finishedAt\n  progress {\n    current\n    total\n    percent\n  }\n}\n"
  }
};
})();

(node as any).hash = "1d75cace54f5f6e2118eea5cee91aa4c";

export default node;
