/**
 * @generated SignedSource<<942cf5139108436cc58d668437ee7d11>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TrialPanel_user$data = {
  readonly executionsUsed: number;
  readonly subscriptionStatus: string;
  readonly trialDaysLeft: number;
  readonly trialStartedAt: string;
  readonly " $fragmentType": "TrialPanel_user";
};
export type TrialPanel_user$key = {
  readonly " $data"?: TrialPanel_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"TrialPanel_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TrialPanel_user",
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
      "name": "trialDaysLeft",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trialStartedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "executionsUsed",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "134dcc2b9f900d7d6c3a3ac9b7e69051";

export default node;
