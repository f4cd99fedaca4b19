/**
 * @generated SignedSource<<0b70fb1f3b5e8d3f64e08e7b8c6c8664>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PublicEditionSettings_synth$data = {
  readonly id: string;
  readonly publicEdition: {
    readonly archiveUrl: string | null | undefined;
    readonly feedUrl: string | null | undefined;
    readonly isPublic: boolean;
    readonly subscribers: number;
  };
  readonly " $fragmentType": "PublicEditionSettings_synth";
};
export type PublicEditionSettings_synth$key = {
  readonly " $data"?: PublicEditionSettings_synth$data;
  readonly " $fragmentSpreads": FragmentRefs<"PublicEditionSettings_synth">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PublicEditionSettings_synth",
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
      "concreteType": "SynthPublicEdition",
      "kind": "LinkedField",
      "name": "publicEdition",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isPublic",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "archiveUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "feedUrl",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subscribers",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Synth",
  "abstractKey": null
};

(node as any).hash = "7e985f537eb223bd07948c69afbf034f";

export default node;
