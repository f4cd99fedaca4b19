/**
 * @generated SignedSource<<78e9334f81bd36e841e22bc274f7e405>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoiceSamplesForm_user$data = {
  readonly voiceProfile: {
    readonly samples: ReadonlyArray<string>;
  } | null | undefined;
  readonly " $fragmentType": "VoiceSamplesForm_user";
};
export type VoiceSamplesForm_user$key = {
  readonly " $data"?: VoiceSamplesForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"VoiceSamplesForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VoiceSamplesForm_user",
  "selections": [
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
          "name": "samples",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "e103e1c7c7cb0c6057156ebb5751fe57";

export default node;
