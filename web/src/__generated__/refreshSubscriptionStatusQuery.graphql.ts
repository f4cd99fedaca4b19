/**
 * @generated SignedSource<<c2107fd778dd187afc6810ccceadae80>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type refreshSubscriptionStatusQuery$variables = Record<PropertyKey, never>;
export type refreshSubscriptionStatusQuery$data = {
  readonly subscriptionStatus: {
    readonly status: string;
  };
};
export type refreshSubscriptionStatusQuery = {
  response: refreshSubscriptionStatusQuery$data;
  variables: refreshSubscriptionStatusQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "force",
        "value": true
      }
    ],
    "concreteType": "SubscriptionState",
    "kind": "LinkedField",
    "name": "subscriptionStatus",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      }
    ],
    "storageKey": "subscriptionStatus(force:true)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "refreshSubscriptionStatusQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "refreshSubscriptionStatusQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "ca62dcaf6ee2860c521e44f1899b707f",
    "id": null,
    "metadata": {},
    "name": "refreshSubscriptionStatusQuery",
    "operationKind": "query",
    "text": "query refreshSubscriptionStatusQuery {\n  subscriptionStatus(force: true) {\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "559e8c8111d22080f850e9053b29ae83";

export default node;
