/**
 * @generated SignedSource<<c8ff6c97ece1080b9a6f474911e677b6>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRegenerateRunPostMutation$variables = {
  id: string;
};
export type useRegenerateRunPostMutation$data = {
  readonly regenerateRunPost: {
    readonly edited: boolean;
    readonly id: string;
    readonly templateId: string;
    readonly text: string;
  };
};
export type useRegenerateRunPostMutation = {
  response: useRegenerateRunPostMutation$data;
  variables: useRegenerateRunPostMutation$variables;
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
    "concreteType": "RunPost",
    "kind": "LinkedField",
    "name": "regenerateRunPost",
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
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "templateId",
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
    "name": "useRegenerateRunPostMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useRegenerateRunPostMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "e13613eba4e7a0181b28df28e3a39bfa",
    "id": null,
    "metadata": {},
    "name": "useRegenerateRunPostMutation",
    "operationKind": "mutation",
    "text": "mutation useRegenerateRunPostMutation(\n  $id: ID!\n) {\n  regenerateRunPost(id: $id) {\n    id\n    text\n    edited\n    templateId\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ee19123d63463eb799cd7a860d54372";

export default node;
