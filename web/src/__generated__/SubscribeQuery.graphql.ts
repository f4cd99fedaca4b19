/**
 * @generated SignedSource<<556426e6d34a11f1f12f610e9818e82d>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscribeQuery$variables = Record<PropertyKey, never>;
export type SubscribeQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly subscriptionStatus: string;
      readonly trialDaysLeft: number;
      readonly " $fragmentSpreads": FragmentRefs<"SubscriptionStatusPanel_user">;
    } | null | undefined;
  };
};
export type SubscribeQuery = {
  response: SubscribeQuery$data;
  variables: SubscribeQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subscriptionStatus",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "trialDaysLeft",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SubscribeQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*: any*/),
              (v1/*: any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SubscriptionStatusPanel_user"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SubscribeQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v0/*: any*/),
              (v1/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "b4fb32c3d1f74916649e5b57ba36872a",
    "id": null,
    "metadata": {},
    "name": "SubscribeQuery",
    "operationKind": "query",
    "text": "query SubscribeQuery {\n  viewer {\n    user {\n      subscriptionStatus\n      trialDaysLeft\n      ...SubscriptionStatusPanel_user\n      id\n    }\n  }\n}\n\nfragment SubscriptionStatusPanel_user on User {\n  subscriptionStatus\n  id\n}\n"
  }
};
})();

(node as any).hash = "6adb315c070cafa9db88ad9171bf5534";

export default node;
