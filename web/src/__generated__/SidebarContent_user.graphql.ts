/**
 * @generated SignedSource<<9b3839de23c4a0cf6564ee0d62a2083f>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SidebarContent_user$data = {
  readonly displayName: string | null | undefined;
  readonly email: string | null | undefined;
  readonly photoUrl: string | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionStatusPanel_user" | "TrialPanel_user">;
  readonly " $fragmentType": "SidebarContent_user";
};
export type SidebarContent_user$key = {
  readonly " $data"?: SidebarContent_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SidebarContent_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SidebarContent_user",
  "selections": [
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
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "photoUrl",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "TrialPanel_user"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "SubscriptionStatusPanel_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "da21312f62de67c9af25dfa8bdc22a49";

export default node;
