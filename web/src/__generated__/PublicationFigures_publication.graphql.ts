/**
 * @generated SignedSource<<37724f14747a57e8f6253ed5866cc911>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PublicationFigures_publication$data = {
  readonly figures: ReadonlyArray<{
    readonly impressions: number | null | undefined;
    readonly reactions: number;
    readonly reading: string;
    readonly replies: number;
    readonly reposts: number | null | undefined;
    readonly shared: boolean;
  }>;
  readonly figuresRead: boolean;
  readonly " $fragmentType": "PublicationFigures_publication";
};
export type PublicationFigures_publication$key = {
  readonly " $data"?: PublicationFigures_publication$data;
  readonly " $fragmentSpreads": FragmentRefs<"PublicationFigures_publication">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PublicationFigures_publication",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "figuresRead",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PostFiguresReading",
      "kind": "LinkedField",
      "name": "figures",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reading",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "shared",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reactions",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "replies",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reposts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "impressions",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Publication",
  "abstractKey": null
};

(node as any).hash = "68d36cdadb01531649dbefa379085525";

export default node;
