/**
 * @generated SignedSource<<8cb003ed498abe578b1acccc92b804b7>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PublishPostConnectionsQuery$variables = Record<PropertyKey, never>;
export type PublishPostConnectionsQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PublishPost_connections">;
};
export type PublishPostConnectionsQuery = {
  response: PublishPostConnectionsQuery$data;
  variables: PublishPostConnectionsQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PublishPostConnectionsQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PublishPost_connections"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PublishPostConnectionsQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PlatformConnection",
        "kind": "LinkedField",
        "name": "connectedAccounts",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "platform",
            "storageKey": null
          },
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
            "name": "connected",
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
            "name": "expiresAt",
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
    "cacheID": "7a3e982f8ece26399c2ea349e0add642",
    "id": null,
    "metadata": {},
    "name": "PublishPostConnectionsQuery",
    "operationKind": "query",
    "text": "query PublishPostConnectionsQuery {\n  ...PublishPost_connections\n}\n\nfragment PublishPost_connections on Query {\n  connectedAccounts {\n    platform\n    label\n    connected\n    ...ReconnectNotice_connection\n  }\n}\n\nfragment ReconnectNotice_connection on PlatformConnection {\n  platform\n  label\n  connected\n  needsReconnect\n  expiresAt\n  reconnectLabel\n}\n"
  }
};

(node as any).hash = "040a57b182153c1645efbde86a4302b5";

export default node;
