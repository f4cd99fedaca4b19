/**
 * @generated SignedSource<<02f9d3e218a1e464f5dd208a3af059b7>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DashboardHeader_user$data = {
  readonly displayName: string | null | undefined;
  readonly email: string | null | undefined;
  readonly photoUrl: string | null | undefined;
  readonly subscriptionStatus: string;
  readonly " $fragmentType": "DashboardHeader_user";
};
export type DashboardHeader_user$key = {
  readonly " $data"?: DashboardHeader_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"DashboardHeader_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DashboardHeader_user",
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
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "subscriptionStatus",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "a8a38ca5061566c041449a87fc202672";

export default node;
