/**
 * @generated SignedSource<<f350ddc26b6ab8357918a3e94e0648ce>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PublishingPlatform = "bluesky" | "linkedin" | "x";
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
  readonly signIn: string;
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
      "name": "signIn",
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

(node as any).hash = "9af80becd7f5bdda06d03f546f7f2f01";

export default node;
