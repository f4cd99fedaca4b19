/**
 * @generated SignedSource<<33c449b36a19582fbc703af2c6453f6e>>
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
      "name": "subscriptionStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "2267aed32a87f3ffee89718773d33e03";

export default node;
