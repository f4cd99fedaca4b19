/**
 * @generated SignedSource<<fe5bb9e6c5bdf6abaa1fb4590c0266bb>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedHealthNote_feedHealth$data = {
  readonly consecutiveFailures: number;
  readonly failingRepeatedly: boolean;
  readonly httpStatus: number | null | undefined;
  readonly itemCount: number | null | undefined;
  readonly lastFetchedAt: string | null | undefined;
  readonly outcome: string | null | undefined;
  readonly reason: string | null | undefined;
  readonly suggestions: ReadonlyArray<{
    readonly id: string;
    readonly title: string;
    readonly url: string;
  }>;
  readonly " $fragmentType": "FeedHealthNote_feedHealth";
};
export type FeedHealthNote_feedHealth$key = {
  readonly " $data"?: FeedHealthNote_feedHealth$data;
  readonly " $fragmentSpreads": FragmentRefs<"FeedHealthNote_feedHealth">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FeedHealthNote_feedHealth",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastFetchedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "outcome",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "itemCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "reason",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "httpStatus",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "consecutiveFailures",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "failingRepeatedly",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CatalogFeed",
      "kind": "LinkedField",
      "name": "suggestions",
      "plural": true,
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
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FeedHealth",
  "abstractKey": null
};

(node as any).hash = "db21b951ba86f156af07f859bfa492b9";

export default node;
