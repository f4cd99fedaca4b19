/**
 * @generated SignedSource<<deae505fa1747c0e4dff0660a3e9c86a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PublishingPlatform = "bluesky" | "linkedin" | "mastodon" | "threads" | "x";
import { FragmentRefs } from "relay-runtime";
export type ReconnectNotice_connection$data = {
  readonly connected: boolean;
  readonly expiresAt: string | null | undefined;
  readonly label: string;
  readonly needsReconnect: boolean;
  readonly platform: PublishingPlatform;
  readonly reconnectLabel: string;
  readonly " $fragmentType": "ReconnectNotice_connection";
};
export type ReconnectNotice_connection$key = {
  readonly " $data"?: ReconnectNotice_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReconnectNotice_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReconnectNotice_connection",
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
  "type": "PlatformConnection",
  "abstractKey": null
};

(node as any).hash = "85f4836e756696b16c68082b90b30cbb";

export default node;
