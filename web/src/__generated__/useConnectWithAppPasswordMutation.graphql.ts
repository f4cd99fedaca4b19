/**
 * @generated SignedSource<<cb5343eadb0ab29824592be86af81865>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PublishingPlatform = "bluesky" | "linkedin" | "mastodon" | "threads" | "x";
export type useConnectWithAppPasswordMutation$variables = {
  appPassword: string;
  identifier: string;
  platform: PublishingPlatform;
};
export type useConnectWithAppPasswordMutation$data = {
  readonly connectPlatformWithAppPassword: ReadonlyArray<{
    readonly platform: PublishingPlatform;
    readonly " $fragmentSpreads": FragmentRefs<"PlatformConnectionCard_connection">;
  }>;
};
export type useConnectWithAppPasswordMutation = {
  response: useConnectWithAppPasswordMutation$data;
  variables: useConnectWithAppPasswordMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "appPassword"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "identifier"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "platform"
},
v3 = [
  {
    "kind": "Variable",
    "name": "appPassword",
    "variableName": "appPassword"
  },
  {
    "kind": "Variable",
    "name": "identifier",
    "variableName": "identifier"
  },
  {
    "kind": "Variable",
    "name": "platform",
    "variableName": "platform"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "platform",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useConnectWithAppPasswordMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*: any*/),
        "concreteType": "PlatformConnection",
        "kind": "LinkedField",
        "name": "connectPlatformWithAppPassword",
        "plural": true,
        "selections": [
          (v4/*: any*/),
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
    "argumentDefinitions": [
      (v2/*: any*/),
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "useConnectWithAppPasswordMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*: any*/),
        "concreteType": "PlatformConnection",
        "kind": "LinkedField",
        "name": "connectPlatformWithAppPassword",
        "plural": true,
        "selections": [
          (v4/*: any*/),
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
    "cacheID": "3fbe53d4d3129d7f2ffc2d5f874e4f08",
    "id": null,
    "metadata": {},
    "name": "useConnectWithAppPasswordMutation",
    "operationKind": "mutation",
    "text": "mutation useConnectWithAppPasswordMutation(\n  $platform: PublishingPlatform!\n  $identifier: String!\n  $appPassword: String!\n) {\n  connectPlatformWithAppPassword(platform: $platform, identifier: $identifier, appPassword: $appPassword) {\n    platform\n    ...PlatformConnectionCard_connection\n  }\n}\n\nfragment PlatformConnectionCard_connection on PlatformConnection {\n  platform\n  label\n  signIn\n  perInstance\n  instance\n  available\n  connected\n  displayName\n  handle\n  expiresAt\n  remindDaysBeforeExpiry\n  ...ReconnectNotice_connection\n}\n\nfragment ReconnectNotice_connection on PlatformConnection {\n  platform\n  label\n  connected\n  needsReconnect\n  expiresAt\n  reconnectLabel\n}\n"
  }
};
})();

(node as any).hash = "a5aeceda02e711dc555d7a73ccbc6eaa";

export default node;
