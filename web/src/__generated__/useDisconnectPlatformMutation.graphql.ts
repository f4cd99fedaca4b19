/**
 * @generated SignedSource<<f6507964c854c5d9f8ea89c2a6b32e35>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PublishingPlatform = "bluesky" | "linkedin" | "mastodon" | "threads" | "x";
export type useDisconnectPlatformMutation$variables = {
  platform: PublishingPlatform;
};
export type useDisconnectPlatformMutation$data = {
  readonly disconnectPlatform: ReadonlyArray<{
    readonly platform: PublishingPlatform;
    readonly " $fragmentSpreads": FragmentRefs<"PlatformConnectionCard_connection">;
  }>;
};
export type useDisconnectPlatformMutation = {
  response: useDisconnectPlatformMutation$data;
  variables: useDisconnectPlatformMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "platform"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "platform",
    "variableName": "platform"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "platform",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useDisconnectPlatformMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "PlatformConnection",
        "kind": "LinkedField",
        "name": "disconnectPlatform",
        "plural": true,
        "selections": [
          (v2/*: any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PlatformConnectionCard_connection"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useDisconnectPlatformMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "PlatformConnection",
        "kind": "LinkedField",
        "name": "disconnectPlatform",
        "plural": true,
        "selections": [
          (v2/*: any*/),
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
            "name": "signIn",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "perInstance",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "instance",
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
            "name": "remindDaysBeforeExpiry",
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
    "cacheID": "fbdfd4ea976dda54dc6059deff24c6dc",
    "id": null,
    "metadata": {},
    "name": "useDisconnectPlatformMutation",
    "operationKind": "mutation",
    "text": "mutation useDisconnectPlatformMutation(\n  $platform: PublishingPlatform!\n) {\n  disconnectPlatform(platform: $platform) {\n    platform\n    ...PlatformConnectionCard_connection\n  }\n}\n\nfragment PlatformConnectionCard_connection on PlatformConnection {\n  platform\n  label\n  signIn\n  perInstance\n  instance\n  available\n  connected\n  displayName\n  handle\n  expiresAt\n  remindDaysBeforeExpiry\n  ...ReconnectNotice_connection\n}\n\nfragment ReconnectNotice_connection on PlatformConnection {\n  platform\n  label\n  connected\n  needsReconnect\n  expiresAt\n  reconnectLabel\n}\n"
  }
};
})();

(node as any).hash = "b1be9d9d55c8c17efb3f0ddc2e1ef3aa";

export default node;
