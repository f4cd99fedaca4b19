/**
 * @generated SignedSource<<e357f992268880683afdfd0ba4b023b3>>
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
    }
  ],
  "type": "Synth",
  "abstractKey": null
};

(node as any).hash = "67e1920cf6c11044c4a9ce294871349a";

export default node;
