/**
 * @generated SignedSource<<dd80897a5861a45a37dd7b0dc8965f57>>
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
      readonly id: string;
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
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subscriptionStatus",
  "storageKey": null
},
v2 = {
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
              (v2/*: any*/),
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
              (v2/*: any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1d35cae03f7ad41ad1b63bfb4f24bf4f",
    "id": null,
    "metadata": {},
    "name": "SubscribeQuery",
    "operationKind": "query",
    "text": "query SubscribeQuery {\n  viewer {\n    user {\n      id\n      subscriptionStatus\n      trialDaysLeft\n      ...SubscriptionStatusPanel_user\n    }\n  }\n}\n\nfragment SubscriptionStatusPanel_user on User {\n  id\n  subscriptionStatus\n}\n"
  }
};
})();

(node as any).hash = "e520f74dfe4d730d10948ae7e29fe72c";

export default node;
