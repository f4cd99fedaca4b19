/**
 * @generated SignedSource<<398ca6c47306debeb7683d9a131a044b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArticleFeedback = "less" | "more";
export type RunArticleTextSource = "feed" | "full" | "teaser" | "teaserOnly";
import { FragmentRefs } from "relay-runtime";
export type RunArticles_run$data = {
  readonly articles: ReadonlyArray<{
    readonly alsoCoveredBy: ReadonlyArray<{
      readonly link: string | null | undefined;
      readonly source: string | null | undefined;
      readonly title: string;
    }>;
    readonly articleId: string;
    readonly because: ReadonlyArray<string>;
    readonly feedback: ArticleFeedback | null | undefined;
    readonly likedTitles: ReadonlyArray<string>;
    readonly link: string | null | undefined;
    readonly source: string | null | undefined;
    readonly summary: string | null | undefined;
    readonly textSource: RunArticleTextSource | null | undefined;
    readonly title: string;
  }>;
  readonly id: string;
  readonly synth: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "RunArticles_run";
};
export type RunArticles_run$key = {
  readonly " $data"?: RunArticles_run$data;
  readonly " $fragmentSpreads": FragmentRefs<"RunArticles_run">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "link",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "source",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RunArticles_run",
  "selections": [
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Synth",
      "kind": "LinkedField",
      "name": "synth",
      "plural": false,
      "selections": [
        (v0/*: any*/)
      ],
      "storageKey": null
    },
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
          "name": "articleId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "because",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "likedTitles",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "feedback",
          "storageKey": null
        },
        (v1/*: any*/),
        (v2/*: any*/),
        (v3/*: any*/),
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
          "kind": "ScalarField",
          "name": "textSource",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "RunArticleCoverage",
          "kind": "LinkedField",
          "name": "alsoCoveredBy",
          "plural": true,
          "selections": [
            (v1/*: any*/),
            (v2/*: any*/),
            (v3/*: any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SynthRun",
  "abstractKey": null
};
})();

(node as any).hash = "14678f09ff223d6699738b6a34e77407";

export default node;
