/**
 * @generated SignedSource<<797d93ccf2b9cf86ad64c7e9334adbf2>>
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
    readonly post: {
      readonly edited: boolean;
      readonly id: string;
      readonly templateId: string;
      readonly text: string;
    };
    readonly user: {
      readonly executionsUsed: number;
      readonly id: string;
    };
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
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "RegenerateRunPostPayload",
    "kind": "LinkedField",
    "name": "regenerateRunPost",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RunPost",
        "kind": "LinkedField",
        "name": "post",
        "plural": false,
        "selections": [
          (v1/*: any*/),
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v1/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "executionsUsed",
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
    "name": "useRegenerateRunPostMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useRegenerateRunPostMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "8933c8295a60ec39a2d14251c916a5f4",
    "id": null,
    "metadata": {},
    "name": "useRegenerateRunPostMutation",
    "operationKind": "mutation",
    "text": "mutation useRegenerateRunPostMutation(\n  $id: ID!\n) {\n  regenerateRunPost(id: $id) {\n    post {\n      id\n      text\n      edited\n      templateId\n    }\n    user {\n      id\n      executionsUsed\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "0f7b329a0d89e92236f0601ad53c19d0";

export default node;
