/**
 * @generated SignedSource<<64c35d7590353fa5b752966775317aaa>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ArticleFeedback = "less" | "more";
export type LeftOutReasonKind = "alreadySent" | "belowThreshold" | "noTopicMatched" | "sameStoryAs";
import { FragmentRefs } from "relay-runtime";
export type RunLeftOut_run$data = {
  readonly id: string;
  readonly leftOut: ReadonlyArray<{
    readonly articleId: string;
    readonly explanation: string;
    readonly feedback: ArticleFeedback | null | undefined;
    readonly link: string | null | undefined;
    readonly reason: LeftOutReasonKind;
    readonly sentRunId: string | null | undefined;
    readonly source: string | null | undefined;
    readonly title: string;
  }>;
  readonly synth: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "RunLeftOut_run";
};
export type RunLeftOut_run$key = {
  readonly " $data"?: RunLeftOut_run$data;
  readonly " $fragmentSpreads": FragmentRefs<"RunLeftOut_run">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RunLeftOut_run",
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
      "concreteType": "RunLeftOutArticle",
      "kind": "LinkedField",
      "name": "leftOut",
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
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "explanation",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "feedback",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sentRunId",
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

(node as any).hash = "eabcc2a6a6ae83390105dcd655d7dfa7";

export default node;
