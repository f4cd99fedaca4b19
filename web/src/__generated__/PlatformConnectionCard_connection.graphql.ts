/**
 * @generated SignedSource<<4953213379de0e23d9e89f379b2dd1fc>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PublishingPlatform = "bluesky" | "linkedin" | "mastodon" | "threads" | "x";
import { FragmentRefs } from "relay-runtime";
export type PlatformConnectionCard_connection$data = {
  readonly available: boolean;
  readonly connected: boolean;
  readonly displayName: string | null | undefined;
  readonly expiresAt: string | null | undefined;
  readonly handle: string | null | undefined;
  readonly instance: string | null | undefined;
  readonly label: string;
  readonly perInstance: boolean;
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "ReconnectNotice_connection"
    }
  ],
  "type": "PlatformConnection",
  "abstractKey": null
};

(node as any).hash = "b607425002bdfaf47ea8fe3e24e4115d";

export default node;
