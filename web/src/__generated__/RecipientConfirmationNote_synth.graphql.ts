/**
 * @generated SignedSource<<08e932acde3f7eb6a7d0907933c1681a>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RecipientStatus = "confirmed" | "pending";
import { FragmentRefs } from "relay-runtime";
export type RecipientConfirmationNote_synth$data = {
  readonly id: string;
  readonly recipientConfirmationSentAt: string | null | undefined;
  readonly recipientEmail: string | null | undefined;
  readonly recipientStatus: RecipientStatus | null | undefined;
  readonly " $fragmentType": "RecipientConfirmationNote_synth";
};
export type RecipientConfirmationNote_synth$key = {
  readonly " $data"?: RecipientConfirmationNote_synth$data;
  readonly " $fragmentSpreads": FragmentRefs<"RecipientConfirmationNote_synth">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RecipientConfirmationNote_synth",
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
      "name": "recipientEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recipientStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "recipientConfirmationSentAt",
      "storageKey": null
    }
  ],
  "type": "Synth",
  "abstractKey": null
};

(node as any).hash = "d6aabd25d795606da970e6b371628897";

export default node;
