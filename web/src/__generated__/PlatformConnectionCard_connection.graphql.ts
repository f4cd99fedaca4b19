/**
 * @generated SignedSource<<6b8b49a0b1bb43ca1431920d80872d29>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PublishingPlatform = "linkedin" | "x";
import { FragmentRefs } from "relay-runtime";
export type PlatformConnectionCard_connection$data = {
  readonly available: boolean;
  readonly connected: boolean;
  readonly displayName: string | null | undefined;
  readonly expiresAt: string | null | undefined;
  readonly handle: string | null | undefined;
  readonly label: string;
  readonly platform: PublishingPlatform;
  readonly remindDaysBeforeExpiry: number | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"ReconnectNotice_connection">;
  readonly " $fragmentType": "PlatformConnectionCard_connection";
};
export type PlatformConnectionCard_connection$key = {
  readonly " $data"?: PlatformConnectionCard_connection$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlatformConnectionCard_connection">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlatformConnectionCard_connection",
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReconnectNotice_connection"
    }
  ],
  "type": "PlatformConnection",
  "abstractKey": null
};

(node as any).hash = "413214ad7af8d35abab3322928f1eb16";

export default node;
