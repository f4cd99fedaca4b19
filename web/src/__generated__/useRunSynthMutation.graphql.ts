/**
 * @generated SignedSource<<7ec848246cce05bff226c0582fed76dd>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RunStatus = "canceled" | "failed" | "queued" | "running" | "succeeded";
export type useRunSynthMutation$variables = {
  id: string;
};
export type useRunSynthMutation$data = {
  readonly runSynth: {
    readonly id: string;
    readonly progress: {
      readonly current: number;
      readonly percent: number;
      readonly total: number;
    };
    readonly status: RunStatus;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "SynthRun",
    "kind": "LinkedField",
    "name": "runSynth",
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
        "name": "status",
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
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRunSynthMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useRunSynthMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "7dade557a1d894276de9a8b41cb3dc02",
    "id": null,
    "metadata": {},
    "name": "useRunSynthMutation",
    "operationKind": "mutation",
    "text": "mutation useRunSynthMutation(\n  $id: ID!\n) {\n  runSynth(id: $id) {\n    id\n    status\n    progress {\n      current\n      total\n      percent\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "1d59220ebe6a99b6b5768d581bf747f0";

export default node;
