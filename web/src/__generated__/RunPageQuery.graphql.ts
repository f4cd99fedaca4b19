/**
 * @generated SignedSource<<0709c6e5061b801620aea976b18cc4cb>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RunStatus = "canceled" | "failed" | "queued" | "running" | "succeeded";
export type RunPageQuery$variables = {
  id: string;
};
export type RunPageQuery$data = {
  readonly node: {
    readonly __typename: "SynthRun";
    readonly articles: ReadonlyArray<{
      readonly link: string | null | undefined;
    }>;
    readonly id: string;
    readonly posts: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"PostEditor_post">;
    }>;
    readonly status: RunStatus;
    readonly synth: {
      readonly " $fragmentSpreads": FragmentRefs<"FeedHealthList_synth" | "SynthFeedbackPanel_synth">;
    } | null | undefined;
    readonly synthName: string;
    readonly " $fragmentSpreads": FragmentRefs<"ChannelOutcomes_run" | "DigestFrame_run" | "PublicArchiveControl_run" | "RunArticles_run" | "RunCarousel_run" | "RunFacts_run" | "RunLeftOut_run" | "RunLog_run">;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PublishPost_connections">;
};
export type RunPageQuery = {
  response: RunPageQuery$data;
  variables: RunPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "synthName",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "link",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "platform",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articleId",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "feedback",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "source",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "publishLabel",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "parts",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lengths",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "limit",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstComment",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "problem",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "costUsd",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "livePartCount",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "error",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "RunPageQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PublishPost_connections"
      },
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v3/*: any*/),
              (v4/*: any*/),
              (v5/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "RunArticle",
                "kind": "LinkedField",
                "name": "articles",
                "plural": true,
                "selections": [
                  (v6/*: any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RunPost",
                "kind": "LinkedField",
                "name": "posts",
                "plural": true,
                "selections": [
                  (v3/*: any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "PostEditor_post"
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Synth",
                "kind": "LinkedField",
                "name": "synth",
                "plural": false,
                "selections": [
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "FeedHealthList_synth"
                  },
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "SynthFeedbackPanel_synth"
                  }
                ],
                "storageKey": null
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RunFacts_run"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "RunLog_run"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DigestFrame_run"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "PublicArchiveControl_run"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ChannelOutcomes_run"
              },
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
                "args": null,
                "kind": "FragmentSpread",
                "name": "RunCarousel_run"
              }
            ],
            "type": "SynthRun",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "RunPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PlatformConnection",
        "kind": "LinkedField",
        "name": "connectedAccounts",
        "plural": true,
        "selections": [
          (v7/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "label",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "connected",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "needsReconnect",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reconnectLabel",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v3/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              (v4/*: any*/),
              (v5/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "RunArticle",
                "kind": "LinkedField",
                "name": "articles",
                "plural": true,
                "selections": [
                  (v6/*: any*/),
                  (v8/*: any*/),
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
                  (v9/*: any*/),
                  (v10/*: any*/),
                  (v11/*: any*/),
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
                      (v10/*: any*/),
                      (v6/*: any*/),
                      (v11/*: any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RunPost",
                "kind": "LinkedField",
                "name": "posts",
                "plural": true,
                "selections": [
                  (v3/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "contentType",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "edited",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "PublishPreview",
                    "kind": "LinkedField",
                    "name": "publishPreview",
                    "plural": false,
                    "selections": [
                      (v7/*: any*/),
                      (v12/*: any*/),
                      (v13/*: any*/),
                      (v14/*: any*/),
                      (v15/*: any*/),
                      (v16/*: any*/),
                      (v17/*: any*/),
                      (v18/*: any*/),
                      (v19/*: any*/)
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": "withComment",
                    "args": [
                      {
                        "kind": "Literal",
                        "name": "linkAsFirstComment",
                        "value": true
                      }
                    ],
                    "concreteType": "PublishPreview",
                    "kind": "LinkedField",
                    "name": "publishPreview",
                    "plural": false,
                    "selections": [
                      (v16/*: any*/),
                      (v12/*: any*/),
                      (v13/*: any*/),
                      (v14/*: any*/),
                      (v15/*: any*/),
                      (v17/*: any*/),
                      (v18/*: any*/),
                      (v19/*: any*/)
                    ],
                    "storageKey": "publishPreview(linkAsFirstComment:true)"
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Publication",
                    "kind": "LinkedField",
                    "name": "publications",
                    "plural": true,
                    "selections": [
                      (v3/*: any*/),
                      (v7/*: any*/),
                      (v4/*: any*/),
                      (v20/*: any*/),
                      (v21/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "publishAt",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "publishNote",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "partCount",
                        "storageKey": null
                      },
                      (v19/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "commentMissing",
                        "storageKey": null
                      },
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
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Synth",
                "kind": "LinkedField",
                "name": "synth",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FeedHealth",
                    "kind": "LinkedField",
                    "name": "feedHealth",
                    "plural": true,
                    "selections": [
                      (v20/*: any*/),
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
                      (v22/*: any*/),
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
                          (v3/*: any*/),
                          (v10/*: any*/),
                          (v20/*: any*/)
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  (v3/*: any*/),
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
                      (v23/*: any*/),
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
                "kind": "ScalarField",
                "name": "trigger",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "startedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "finishedAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timezone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "articlesFetched",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "articlesFiltered",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "articlesProcessed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "tokensUsed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "estimatedCostUsd",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RunPostCompliance",
                "kind": "LinkedField",
                "name": "postCompliance",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "passed",
                    "storageKey": null
                  },
                  (v23/*: any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "storiesSkippedAsSent",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RunSummaryChecks",
                "kind": "LinkedField",
                "name": "summaryChecks",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "checked",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "rewritten",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "replaced",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v21/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "feedFailureSummary",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RunEmailOutcome",
                "kind": "LinkedField",
                "name": "email",
                "plural": false,
                "selections": [
                  (v4/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "recipient",
                    "storageKey": null
                  },
                  (v22/*: any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": [
                  {
                    "kind": "Literal",
                    "name": "first",
                    "value": 100
                  }
                ],
                "concreteType": "RunLogConnection",
                "kind": "LinkedField",
                "name": "logs",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "RunLogEdge",
                    "kind": "LinkedField",
                    "name": "edges",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "RunLog",
                        "kind": "LinkedField",
                        "name": "node",
                        "plural": false,
                        "selections": [
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
                            "name": "level",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "step",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "message",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": "logs(first:100)"
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "digestHtml",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "inPublicArchive",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RunChannelOutcome",
                "kind": "LinkedField",
                "name": "channelOutcomes",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "kind",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "name",
                    "storageKey": null
                  },
                  (v4/*: any*/),
                  (v22/*: any*/)
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
                  (v8/*: any*/),
                  (v10/*: any*/),
                  (v6/*: any*/),
                  (v11/*: any*/),
                  (v22/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "explanation",
                    "storageKey": null
                  },
                  (v9/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sentRunId",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Carousel",
                "kind": "LinkedField",
                "name": "carousel",
                "plural": false,
                "selections": [
                  (v3/*: any*/),
                  (v10/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pageCount",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "pdfUrl",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "CarouselSlide",
                    "kind": "LinkedField",
                    "name": "slides",
                    "plural": true,
                    "selections": [
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "number",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "svg",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Publication",
                    "kind": "LinkedField",
                    "name": "publication",
                    "plural": false,
                    "selections": [
                      (v4/*: any*/),
                      (v20/*: any*/),
                      (v21/*: any*/),
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "058647c08b4cd5473f78927ebc37c555",
    "id": null,
    "metadata": {},
    "name": "RunPageQuery",
    "operationKind": "query",
    "text": "query RunPageQuery(\n  $id: ID!\n) {\n  ...PublishPost_connections\n  node(id: $id) {\n    __typename\n    ... on SynthRun {\n      id\n      status\n      synthName\n      articles {\n        link\n      }\n      posts {\n        id\n        ...PostEditor_post\n      }\n      synth {\n        ...FeedHealthList_synth\n        ...SynthFeedbackPanel_synth\n        id\n      }\n      ...RunFacts_run\n      ...RunLog_run\n      ...DigestFrame_run\n      ...PublicArchiveControl_run\n      ...ChannelOutcomes_run\n      ...RunArticles_run\n      ...RunLeftOut_run\n      ...RunCarousel_run\n    }\n    id\n  }\n}\n\nfragment ChannelOutcomes_run on SynthRun {\n  channelOutcomes {\n    kind\n    name\n    status\n    reason\n  }\n}\n\nfragment DigestFrame_run on SynthRun {\n  digestHtml\n}\n\nfragment FeedHealthList_synth on Synth {\n  feedHealth {\n    url\n    ...FeedHealthNote_feedHealth\n  }\n}\n\nfragment FeedHealthNote_feedHealth on FeedHealth {\n  lastFetchedAt\n  outcome\n  itemCount\n  reason\n  httpStatus\n  consecutiveFailures\n  failingRepeatedly\n  suggestions {\n    id\n    title\n    url\n  }\n}\n\nfragment PostEditor_post on RunPost {\n  id\n  contentType\n  text\n  edited\n  ...PublishPost_post\n}\n\nfragment PublicArchiveControl_run on SynthRun {\n  id\n  inPublicArchive\n}\n\nfragment PublicationFigures_publication on Publication {\n  figuresRead\n  figures {\n    reading\n    shared\n    reactions\n    replies\n    reposts\n    impressions\n  }\n}\n\nfragment PublishPost_connections on Query {\n  connectedAccounts {\n    platform\n    label\n    connected\n    ...ReconnectNotice_connection\n  }\n}\n\nfragment PublishPost_post on RunPost {\n  id\n  publishPreview {\n    platform\n    publishLabel\n    ...PublishPreviewDialog_preview\n  }\n  withComment: publishPreview(linkAsFirstComment: true) {\n    firstComment\n    ...PublishPreviewDialog_preview\n  }\n  publications {\n    id\n    platform\n    status\n    url\n    error\n    publishAt\n    publishNote\n    partCount\n    livePartCount\n    commentMissing\n    ...PublicationFigures_publication\n  }\n}\n\nfragment PublishPreviewDialog_preview on PublishPreview {\n  publishLabel\n  parts\n  lengths\n  limit\n  firstComment\n  problem\n  costUsd\n  livePartCount\n}\n\nfragment ReconnectNotice_connection on PlatformConnection {\n  platform\n  label\n  connected\n  needsReconnect\n  expiresAt\n  reconnectLabel\n}\n\nfragment RunArticles_run on SynthRun {\n  id\n  synth {\n    id\n  }\n  articles {\n    articleId\n    because\n    likedTitles\n    feedback\n    title\n    link\n    source\n    summary\n    textSource\n    alsoCoveredBy {\n      title\n      link\n      source\n    }\n  }\n}\n\nfragment RunCarousel_carousel on Carousel {\n  id\n  title\n  pageCount\n  pdfUrl\n  slides {\n    number\n    svg\n  }\n  publication {\n    status\n    url\n    error\n    id\n  }\n}\n\nfragment RunCarousel_run on SynthRun {\n  id\n  status\n  carousel {\n    ...RunCarousel_carousel\n    id\n  }\n}\n\nfragment RunFacts_run on SynthRun {\n  status\n  trigger\n  createdAt\n  startedAt\n  finishedAt\n  timezone\n  articlesFetched\n  articlesFiltered\n  articlesProcessed\n  tokensUsed\n  estimatedCostUsd\n  postCompliance {\n    passed\n    total\n  }\n  storiesSkippedAsSent\n  summaryChecks {\n    checked\n    rewritten\n    replaced\n  }\n  error\n  feedFailureSummary\n  email {\n    status\n    recipient\n    reason\n  }\n}\n\nfragment RunLeftOut_run on SynthRun {\n  id\n  synth {\n    id\n  }\n  leftOut {\n    articleId\n    title\n    link\n    source\n    reason\n    explanation\n    feedback\n    sentRunId\n  }\n}\n\nfragment RunLog_run on SynthRun {\n  timezone\n  logs(first: 100) {\n    edges {\n      node {\n        at\n        level\n        step\n        message\n      }\n    }\n  }\n}\n\nfragment SynthFeedbackPanel_synth on Synth {\n  id\n  feedback {\n    liked\n    disliked\n    total\n    neededToLearn\n  }\n}\n"
  }
};
})();

(node as any).hash = "2a6d0752bcc6121cba1562eacef63c08";

export default node;
