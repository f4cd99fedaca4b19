/**
 * @generated SignedSource<<06f4128a63456bed3a38bce6ae38671b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscriptionStatusPanelRefetchQuery$variables = {
  id: string;
};
export type SubscriptionStatusPanelRefetchQuery$data = {
  readonly node: {
    readonly " $fragmentSpreads": FragmentRefs<"SubscriptionStatusPanel_user">;
  } | null | undefined;
};
export type SubscriptionStatusPanelRefetchQuery = {
  response: SubscriptionStatusPanelRefetchQuery$data;
  variables: SubscriptionStatusPanelRefetchQuery$variables;
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
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SubscriptionStatusPanelRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SubscriptionStatusPanel_user"
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
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "SubscriptionStatusPanelRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "subscriptionStatus",
                "storageKey": null
              }
            ],
            "type": "User",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ed42bb23f4afcfe5526cb45b7efdebea",
    "id": null,
    "metadata": {},
    "name": "SubscriptionStatusPanelRefetchQuery",
    "operationKind": "query",
    "text": "query SubscriptionStatusPanelRefetchQuery(\n  $id: ID!\n) {\n  node(id: $id) {\n    __typename\n    ...SubscriptionStatusPanel_user\n    id\n  }\n}\n\nfragment SubscriptionStatusPanel_user on User {\n  subscriptionStatus\n  id\n}\n"
  }
};
})();

(node as any).hash = "2267aed32a87f3ffee89718773d33e03";

export default node;
