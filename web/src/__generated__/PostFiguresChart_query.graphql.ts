/**
 * @generated SignedSource<<2b266afd4ea46e16bcfd3d8bada59b31>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostFiguresChart_query$data = {
  readonly earnedPreferenceNote: string | null | undefined;
  readonly measuredPosts: ReadonlyArray<{
    readonly engagement: number;
    readonly excerpt: string;
    readonly latest: {
      readonly impressions: number | null | undefined;
      readonly reactions: number;
      readonly replies: number;
      readonly reposts: number | null | undefined;
    };
    readonly platformLabel: string;
    readonly publicationId: string;
    readonly url: string | null | undefined;
  }>;
  readonly " $fragmentType": "PostFiguresChart_query";
};
export type PostFiguresChart_query$key = {
  readonly " $data"?: PostFiguresChart_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostFiguresChart_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostFiguresChart_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "earnedPreferenceNote",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "MeasuredPost",
      "kind": "LinkedField",
      "name": "measuredPosts",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "publicationId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "platformLabel",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "excerpt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "engagement",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PostFiguresReading",
          "kind": "LinkedField",
          "name": "latest",
          "plural": false,
          "selections": [
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
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "32a565af15d5c0c0e68c760d4846b3b2";

export default node;
