/**
 * @generated SignedSource<<5bec32378a3df9e33c938db084560fda>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NextDigestLine_synth$data = {
  readonly nextDigest: {
    readonly at: string | null | undefined;
    readonly pausedReason: string | null | undefined;
    readonly state: string;
    readonly timeZone: string;
  };
  readonly " $fragmentType": "NextDigestLine_synth";
};
export type NextDigestLine_synth$key = {
  readonly " $data"?: NextDigestLine_synth$data;
  readonly " $fragmentSpreads": FragmentRefs<"NextDigestLine_synth">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NextDigestLine_synth",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "NextDigest",
      "kind": "LinkedField",
      "name": "nextDigest",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "timeZone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pausedReason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Synth",
  "abstractKey": null
};

(node as any).hash = "79cfbc3bc1036b4822b089c56ece7d85";

export default node;
