/**
 * @generated SignedSource<<cbdf9e7d11b269772fa4e9f8b218b0d4>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PublishingPlatform = "bluesky" | "linkedin" | "mastodon" | "threads" | "x";
import { FragmentRefs } from "relay-runtime";
export type PublishPost_connections$data = {
  readonly connectedAccounts: ReadonlyArray<{
    readonly connected: boolean;
    readonly label: string;
    readonly platform: PublishingPlatform;
    readonly " $fragmentSpreads": FragmentRefs<"ReconnectNotice_connection">;
  }>;
  readonly " $fragmentType": "PublishPost_connections";
};
export type PublishPost_connections$key = {
  readonly " $data"?: PublishPost_connections$data;
  readonly " $fragmentSpreads": FragmentRefs<"PublishPost_connections">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PublishPost_connections",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "ReconnectNotice_connection"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "28c931ae071972fa859fffcaa4ab0cb3";

export default node;
