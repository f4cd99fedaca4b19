/**
 * @generated SignedSource<<3f801706f18fe2ffc9384e9020f79bef>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSetAutoPublishMutation$variables = {
  minutes?: number | null | undefined;
  synthId: string;
};
export type useSetAutoPublishMutation$data = {
  readonly setAutoPublish: {
    readonly autoPublishMinutes: number | null | undefined;
    readonly id: string;
  };
};
export type useSetAutoPublishMutation = {
  response: useSetAutoPublishMutation$data;
  variables: useSetAutoPublishMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "minutes"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "synthId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "minutes",
        "variableName": "minutes"
      },
      {
        "kind": "Variable",
        "name": "synthId",
        "variableName": "synthId"
      }
    ],
    "concreteType": "Synth",
    "kind": "LinkedField",
    "name": "setAutoPublish",
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
        "name": "autoPublishMinutes",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetAutoPublishMutation",
    "selections": (v2/*: any*/),
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
    "name": "useSetAutoPublishMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "c6e4bc2a0e8778bfb4317145a8d89454",
    "id": null,
    "metadata": {},
    "name": "useSetAutoPublishMutation",
    "operationKind": "mutation",
    "text": "mutation useSetAutoPublishMutation(\n  $synthId: ID!\n  $minutes: Int\n) {\n  setAutoPublish(synthId: $synthId, minutes: $minutes) {\n    id\n    autoPublishMinutes\n  }\n}\n"
  }
};
})();

(node as any).hash = "bfcf8d99bff527e28cce4b56172baf21";

export default node;
