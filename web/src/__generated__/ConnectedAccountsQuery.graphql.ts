/**
 * @generated SignedSource<<10bb9fa6923134f0d7bdb7720c37cb4f>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PublishingPlatform = "bluesky" | "linkedin" | "mastodon" | "threads" | "x";
export type ConnectedAccountsQuery$variables = Record<PropertyKey, never>;
export type ConnectedAccountsQuery$data = {
  readonly connectedAccounts: ReadonlyArray<{
    readonly platform: PublishingPlatform;
    readonly " $fragmentSpreads": FragmentRefs<"PlatformConnectionCard_connection">;
  }>;
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"AutoPublishSettings_viewer">;
  };
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
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AutoPublishSettings_viewer"
          }
        ],
        "storageKey": null
      },
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
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 50
              }
            ],
            "concreteType": "SynthConnection",
            "kind": "LinkedField",
            "name": "synths",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SynthEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Synth",
                    "kind": "LinkedField",
                    "name": "node",
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
                        "name": "name",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "autoPublishMinutes",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "autoPublishBestTime",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "autoPublishPreview",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "synths(first:50)"
          }
        ],
        "storageKey": null
      },
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
    "cacheID": "5aecd9be21b5603f33b7b9ebed6b57df",
    "id": null,
    "metadata": {},
    "name": "ConnectedAccountsQuery",
    "operationKind": "query",
    "text": "query ConnectedAccountsQuery {\n  viewer {\n    ...AutoPublishSettings_viewer\n  }\n  connectedAccounts {\n    platform\n    ...PlatformConnectionCard_connection\n  }\n}\n\nfragment AutoPublishSettings_viewer on Viewer {\n  synths(first: 50) {\n    edges {\n      node {\n        id\n        name\n        autoPublishMinutes\n        autoPublishBestTime\n        autoPublishPreview\n      }\n    }\n  }\n}\n\nfragment PlatformConnectionCard_connection on PlatformConnection {\n  platform\n  label\n  signIn\n  perInstance\n  instance\n  available\n  connected\n  displayName\n  handle\n  expiresAt\n  remindDaysBeforeExpiry\n  ...ReconnectNotice_connection\n}\n\nfragment ReconnectNotice_connection on PlatformConnection {\n  platform\n  label\n  connected\n  needsReconnect\n  expiresAt\n  reconnectLabel\n}\n"
  }
};
})();

(node as any).hash = "44e30309b68e6ac3cb4d1509f79163ea";

export default node;
