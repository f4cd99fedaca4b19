/**
 * @generated SignedSource<<6b19081646352f85b6cf1b723abbbc02>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoiceProfileCard_user$data = {
  readonly id: string;
  readonly voiceProfile: {
    readonly habits: ReadonlyArray<{
      readonly label: string;
      readonly text: string;
    }>;
    readonly learnedAt: string;
    readonly summary: string;
  } | null | undefined;
  readonly " $fragmentType": "VoiceProfileCard_user";
};
export type VoiceProfileCard_user$key = {
  readonly " $data"?: VoiceProfileCard_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoiceProfileCard_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoiceProfileCard_user",
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
      "concreteType": "VoiceProfile",
      "kind": "LinkedField",
      "name": "voiceProfile",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "summary",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "VoiceHabit",
          "kind": "LinkedField",
          "name": "habits",
          "plural": true,
          "selections": [
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
              "name": "text",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "learnedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "cad47c31b3f4a8b7cefb09719fdc16b7";

export default node;
