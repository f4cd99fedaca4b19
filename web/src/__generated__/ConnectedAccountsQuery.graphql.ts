/**
 * @generated SignedSource<<99a8226f69aa37508550ee51e667512c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PublishingPlatform = "linkedin" | "x";
export type ConnectedAccountsQuery$variables = Record<PropertyKey, never>;
export type ConnectedAccountsQuery$data = {
  readonly connectedAccounts: ReadonlyArray<{
    readonly platform: PublishingPlatform;
    readonly " $fragmentSpreads": FragmentRefs<"PlatformConnectionCard_connection">;
  }>;
};
export type ConnectedAccountsQuery = {
  response: ConnectedAccountsQuery$data;
  variables: ConnectedAccountsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "platform",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ConnectedAccountsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PlatformConnection",
        "kind": "LinkedField",
        "name": "connectedAccounts",
        "plural": true,
        "selections": [
          (v0/*: any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PlatformConnectionCard_connection"
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
    "name": "ConnectedAccountsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PlatformConnection",
        "kind": "LinkedField",
        "name": "connectedAccounts",
        "plural": true,
        "selections": [
          (v0/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "available",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "connected",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "handle",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "needsReconnect",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reconnectLabel",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "246365d11c509f3a8aba0e9da81dd3fa",
    "id": null,
    "metadata": {},
    "name": "ConnectedAccountsQuery",
    "operationKind": "query",
    "text": "query ConnectedAccountsQuery {\n  connectedAccounts {\n    platform\n    ...PlatformConnectionCard_connection\n  }\n}\n\nfragment PlatformConnectionCard_connection on PlatformConnection {\n  platform\n  label\n  available\n  connected\n  displayName\n  handle\n  expiresAt\n  ...ReconnectNotice_connection\n}\n\nfragment ReconnectNotice_connection on PlatformConnection {\n  platform\n  label\n  connected\n  needsReconnect\n  expiresAt\n  reconnectLabel\n}\n"
  }
};
})();

(node as any).hash = "55d46d71c23922e8c4e68bbda7084e1b";

export default node;
