/**
 * @generated SignedSource<<1f7e391ff33976c679d36030dda73423>>
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
    readonly alsoCoveredBy: ReadonlyArray<{
      readonly link: string | null | undefined;
      readonly source: string | null | undefined;
      readonly title: string;
    }>;
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

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "link",
  "storageKey": null
},
v2 = {
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
    {
      "alias": null,
      "args": null,
      "concreteType": "RunArticle",
      "kind": "LinkedField",
      "name": "articles",
      "plural": true,
      "selections": [
        (v0/*: any*/),
        (v1/*: any*/),
        (v2/*: any*/),
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
          "concreteType": "RunArticleCoverage",
          "kind": "LinkedField",
          "name": "alsoCoveredBy",
          "plural": true,
          "selections": [
            (v0/*: any*/),
            (v1/*: any*/),
            (v2/*: any*/)
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

(node as any).hash = "7155d94a3acf68d5498834a42346236f";

export default node;
