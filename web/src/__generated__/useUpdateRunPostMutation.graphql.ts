/**
 * @generated SignedSource<<e7c1ba08d18dfa77c44fd21a499a9707>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useUpdateRunPostMutation$variables = {
  id: string;
  text: string;
};
export type useUpdateRunPostMutation$data = {
  readonly updateRunPost: {
    readonly edited: boolean;
    readonly id: string;
    readonly text: string;
  };
};
export type useUpdateRunPostMutation = {
  response: useUpdateRunPostMutation$data;
  variables: useUpdateRunPostMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "text"
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
      },
      {
        "kind": "Variable",
        "name": "text",
        "variableName": "text"
      }
    ],
    "concreteType": "RunPost",
    "kind": "LinkedField",
    "name": "updateRunPost",
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
        "name": "text",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "edited",
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
    "name": "useUpdateRunPostMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useUpdateRunPostMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "d792fee22343b1dc3f211501ae0fa929",
    "id": null,
    "metadata": {},
    "name": "useUpdateRunPostMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateRunPostMutation(\n  $id: ID!\n  $text: String!\n) {\n  updateRunPost(id: $id, text: $text) {\n    id\n    text\n    edited\n  }\n}\n"
  }
};
})();

(node as any).hash = "3e45629d982c9958384a1e1088797655";

export default node;
