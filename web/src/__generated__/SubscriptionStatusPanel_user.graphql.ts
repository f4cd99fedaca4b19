/**
 * @generated SignedSource<<1211624dd194b64164c92793cd201349>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubscriptionStatusPanel_user$data = {
  readonly id: string;
  readonly subscriptionStatus: string;
  readonly " $fragmentType": "SubscriptionStatusPanel_user";
};
export type SubscriptionStatusPanel_user$key = {
  readonly " $data"?: SubscriptionStatusPanel_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubscriptionStatusPanel_user">;
};

import SubscriptionStatusPanelRefetchQuery_graphql from './SubscriptionStatusPanelRefetchQuery.graphql';

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": SubscriptionStatusPanelRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "SubscriptionStatusPanel_user",
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
      "name": "subscriptionStatus",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b30fd6dd36cda17bdb346e7525b9631e";

export default node;
