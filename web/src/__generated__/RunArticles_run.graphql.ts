/**
 * @generated SignedSource<<c840e0435d872aa44d5bc52d62f39be8>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RunArticles_run$data = {
  readonly articles: ReadonlyArray<{
    readonly link: string | null | undefined;
    readonly source: string | null | undefined;
    readonly summary: string | null | undefined;
    readonly title: string;
  }>;
  readonly " $fragmentType": "RunArticles_run";
};
export type RunArticles_run$key = {
  readonly " $data"?: RunArticles_run$data;
  readonly " $fragmentSpreads": FragmentRefs<"RunArticles_run">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RunArticles_run",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "RunArticle",
      "kind": "LinkedField",
      "name": "articles",
      "plural": true,
      "selections": [
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
          "name": "link",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "source",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "summary",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SynthRun",
  "abstractKey": null
};

(node as any).hash = "86dc2ab296e12b4dd175ec4fe7356617";

export default node;
