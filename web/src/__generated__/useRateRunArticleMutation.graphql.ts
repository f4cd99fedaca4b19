/**
 * @generated SignedSource<<1b1aaa01749b8baa5567b51bdcbf026c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ArticleFeedback = "less" | "more";
export type useRateRunArticleMutation$variables = {
  articleId: string;
  feedback: ArticleFeedback;
  runId: string;
};
export type useRateRunArticleMutation$data = {
  readonly rateRunArticle: {
    readonly id: string;
    readonly synth: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"SynthFeedbackPanel_synth">;
    } | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"RunArticles_run" | "RunLeftOut_run">;
  };
};
export type useRateRunArticleMutation = {
  response: useRateRunArticleMutation$data;
  variables: useRateRunArticleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "articleId"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "feedback"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "runId"
},
v3 = [
  {
    "kind": "Variable",
    "name": "articleId",
    "variableName": "articleId"
  },
  {
    "kind": "Variable",
    "name": "feedback",
    "variableName": "feedback"
  },
  {
    "kind": "Variable",
    "name": "runId",
    "variableName": "runId"
  }
],
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articleId",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "feedback",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "link",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "source",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRateRunArticleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*: any*/),
        "concreteType": "SynthRun",
        "kind": "LinkedField",
        "name": "rateRunArticle",
        "plural": false,
        "selections": [
          (v4/*: any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RunArticles_run"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RunLeftOut_run"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Synth",
            "kind": "LinkedField",
            "name": "synth",
            "plural": false,
            "selections": [
              (v4/*: any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SynthFeedbackPanel_synth"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*: any*/),
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Operation",
    "name": "useRateRunArticleMutation",
    "selections": [
      {
        "alias": null,
        "args": (v3/*: any*/),
        "concreteType": "SynthRun",
        "kind": "LinkedField",
        "name": "rateRunArticle",
        "plural": false,
        "selections": [
          (v4/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Synth",
            "kind": "LinkedField",
            "name": "synth",
            "plural": false,
            "selections": [
              (v4/*: any*/),
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
              (v5/*: any*/),
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
              (v6/*: any*/),
              (v7/*: any*/),
              (v8/*: any*/),
              (v9/*: any*/),
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
                  (v7/*: any*/),
                  (v8/*: any*/),
                  (v9/*: any*/)
                ],
                "storageKey": null
              }
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
              (v5/*: any*/),
              (v7/*: any*/),
              (v8/*: any*/),
              (v9/*: any*/),
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
              (v6/*: any*/),
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "a519ffa2c06ea2abc51daed40bcc7246",
    "id": null,
    "metadata": {},
    "name": "useRateRunArticleMutation",
    "operationKind": "mutation",
    "text": "mutation useRateRunArticleMutation(\n  $runId: ID!\n  $articleId: String!\n  $feedback: ArticleFeedback!\n) {\n  rateRunArticle(runId: $runId, articleId: $articleId, feedback: $feedback) {\n    id\n    ...RunArticles_run\n    ...RunLeftOut_run\n    synth {\n      id\n      ...SynthFeedbackPanel_synth\n    }\n  }\n}\n\nfragment RunArticles_run on SynthRun {\n  id\n  synth {\n    id\n  }\n  articles {\n    articleId\n    because\n    likedTitles\n    feedback\n    title\n    link\n    source\n    summary\n    textSource\n    alsoCoveredBy {\n      title\n      link\n      source\n    }\n  }\n}\n\nfragment RunLeftOut_run on SynthRun {\n  id\n  synth {\n    id\n  }\n  leftOut {\n    articleId\n    title\n    link\n    source\n    reason\n    explanation\n    feedback\n    sentRunId\n  }\n}\n\nfragment SynthFeedbackPanel_synth on Synth {\n  id\n  feedback {\n    liked\n    disliked\n    total\n    neededToLearn\n  }\n}\n"
  }
};
})();

(node as any).hash = "4b96dc98a3940ed92732a27049cbd52e";

export default node;
