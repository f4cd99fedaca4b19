/**
 * @generated SignedSource<<47789615ae79ca206aec2192236836ff>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ViewerUserHostQuery$variables = Record<PropertyKey, never>;
export type ViewerUserHostQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"SubscriptionStatusPanel_user" | "TrialPanel_user">;
    } | null | undefined;
  };
};
export type ViewerUserHostQuery = {
  response: ViewerUserHostQuery$data;
  variables: ViewerUserHostQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ViewerUserHostQuery",
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
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TrialPanel_user"
              },
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
    "name": "ViewerUserHostQuery",
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subscriptionStatus",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "trialDaysLeft",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "trialStartedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "executionsUsed",
                "storageKey": null
              },
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
    "cacheID": "cf95d6cfda092cea524667bdbdfc9d9b",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.user": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "User"
        },
        "viewer.user.executionsUsed": (v0/*: any*/),
        "viewer.user.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.user.subscriptionStatus": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "String"
        },
        "viewer.user.trialDaysLeft": (v0/*: any*/),
        "viewer.user.trialStartedAt": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "DateTimeISO"
        }
      }
    },
    "name": "ViewerUserHostQuery",
    "operationKind": "query",
    "text": "query ViewerUserHostQuery {\n  viewer {\n    user {\n      ...TrialPanel_user\n      ...SubscriptionStatusPanel_user\n      id\n    }\n  }\n}\n\nfragment SubscriptionStatusPanel_user on User {\n  subscriptionStatus\n  id\n}\n\nfragment TrialPanel_user on User {\n  subscriptionStatus\n  trialDaysLeft\n  trialStartedAt\n  executionsUsed\n}\n"
  }
};
})();

(node as any).hash = "2999987ee31dab2812cf3f137ec3f9dc";

export default node;
