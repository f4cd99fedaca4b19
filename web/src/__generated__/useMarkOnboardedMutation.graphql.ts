/**
 * @generated SignedSource<<6313f5f5cce7825b5f577cc67de1aca8>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useMarkOnboardedMutation$variables = Record<PropertyKey, never>;
export type useMarkOnboardedMutation$data = {
  readonly markOnboarded: {
    readonly id: string;
    readonly onboarded: boolean;
  };
};
export type useMarkOnboardedMutation = {
  response: useMarkOnboardedMutation$data;
  variables: useMarkOnboardedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "markOnboarded",
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
        "name": "onboarded",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkOnboardedMutation",
    "selections": (v0/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useMarkOnboardedMutation",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "acb29c0820a6cc5ea6f5db5965715145",
    "id": null,
    "metadata": {},
    "name": "useMarkOnboardedMutation",
    "operationKind": "mutation",
    "text": "mutation useMarkOnboardedMutation {\n  markOnboarded {\n    id\n    onboarded\n  }\n}\n"
  }
};
})();

(node as any).hash = "84d25618aa4318ecd6376c5a5f61cf04";

export default node;
