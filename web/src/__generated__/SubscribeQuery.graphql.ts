/**
 * @generated SignedSource<<ec9f5af64593ae5da1867596d6f9eea5>>
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
  readonly pricing: {
    readonly " $fragmentSpreads": FragmentRefs<"PlanCards_pricing">;
  };
  readonly viewer: {
    readonly user: {
      readonly subscription: {
        readonly billingCycle: string | null | undefined;
        readonly daysLeft: number;
        readonly status: string;
      };
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
  "name": "trialDaysLeft",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "SubscriptionState",
  "kind": "LinkedField",
  "name": "subscription",
  "plural": false,
  "selections": [
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
      "name": "billingCycle",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "daysLeft",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Pricing",
        "kind": "LinkedField",
        "name": "pricing",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PlanCards_pricing"
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
                "name": "subscriptionStatus",
                "storageKey": null
              },
              (v2/*: any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Pricing",
        "kind": "LinkedField",
        "name": "pricing",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "TierPrice",
            "kind": "LinkedField",
            "name": "tiers",
            "plural": true,
            "selections": [
              (v2/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "monthly",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "yearly",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "discountPercent",
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
    "cacheID": "1caccc9baa472d12093b7765789551ca",
    "id": null,
    "metadata": {},
    "name": "SubscribeQuery",
    "operationKind": "query",
    "text": "query SubscribeQuery {\n  viewer {\n    user {\n      trialDaysLeft\n      subscription {\n        status\n        billingCycle\n        daysLeft\n      }\n      ...SubscriptionStatusPanel_user\n      id\n    }\n  }\n  pricing {\n    ...PlanCards_pricing\n  }\n}\n\nfragment PlanCards_pricing on Pricing {\n  tiers {\n    id\n    name\n    monthly\n    yearly\n    discountPercent\n  }\n}\n\nfragment SubscriptionStatusPanel_user on User {\n  subscriptionStatus\n  id\n}\n"
  }
};
})();

(node as any).hash = "0a3c82d0ffc9a9f036913155608c9a11";

export default node;
