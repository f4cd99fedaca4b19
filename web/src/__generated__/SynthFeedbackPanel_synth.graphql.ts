/**
 * @generated SignedSource<<ba7e8c15295361aa5835f002cd9ac7d0>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SynthFeedbackPanel_synth$data = {
  readonly feedback: {
    readonly disliked: number;
    readonly liked: number;
    readonly neededToLearn: number;
    readonly total: number;
  };
  readonly id: string;
  readonly " $fragmentType": "SynthFeedbackPanel_synth";
};
export type SynthFeedbackPanel_synth$key = {
  readonly " $data"?: SynthFeedbackPanel_synth$data;
  readonly " $fragmentSpreads": FragmentRefs<"SynthFeedbackPanel_synth">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SynthFeedbackPanel_synth",
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
      "concreteType": "SynthFeedback",
      "kind": "LinkedField",
      "name": "feedback",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "liked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "disliked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "neededToLearn",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Synth",
  "abstractKey": null
};

(node as any).hash = "bce8dc4a51d7bca83b624a08e6108df0";

export default node;
