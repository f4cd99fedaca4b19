/**
 * @generated SignedSource<<ec32f7fa02e1fb7028e5b6dca0195479>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PublishingPlatform = "bluesky" | "linkedin" | "mastodon" | "threads" | "x";
export type DashboardQuery$variables = Record<PropertyKey, never>;
export type DashboardQuery$data = {
  readonly connectedAccounts: ReadonlyArray<{
    readonly platform: PublishingPlatform;
    readonly " $fragmentSpreads": FragmentRefs<"ReconnectNotice_connection">;
  }>;
  readonly viewer: {
    readonly synths: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"DeliveryChannelsSettings_synth" | "ExecutionSummary_synth" | "LatestRunCard_synth" | "NextDigestLine_synth" | "PublicEditionSettings_synth" | "RecipientConfirmationNote_synth" | "RssFeedSources_synth" | "SynthStatusPanel_synth" | "readSynthForm_synth">;
        };
      }>;
    };
    readonly user: {
      readonly email: string | null | undefined;
      readonly executionsUsed: number;
      readonly features: {
        readonly canPublish: boolean;
        readonly canUseAIPosts: boolean;
        readonly canUseAISummaries: boolean;
        readonly canUseCustomPrompts: boolean;
        readonly canUseEmail: boolean;
        readonly canUseInternetSearch: boolean;
        readonly canUseLinkedIn: boolean;
        readonly canUseRealWorldExamples: boolean;
        readonly maxRssFeeds: number;
      };
      readonly id: string;
      readonly subscriptionStatus: string;
      readonly " $fragmentSpreads": FragmentRefs<"DashboardHeader_user">;
    } | null | undefined;
  };
  readonly " $fragmentSpreads": FragmentRefs<"PostFiguresChart_query">;
};
export type DashboardQuery = {
  response: DashboardQuery$data;
  variables: DashboardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "platform",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subscriptionStatus",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "executionsUsed",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "Features",
  "kind": "LinkedField",
  "name": "features",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "maxRssFeeds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canUseEmail",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canUseRealWorldExamples",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canUseInternetSearch",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canUseLinkedIn",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canUseCustomPrompts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canUseAISummaries",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canUseAIPosts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canPublish",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rssFeedUrls",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fetchLatestOnly",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "readFullArticle",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "digestLanguage",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "digestItemLimit",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "topics",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summaryLength",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summaryStyle",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summaryCustomPrompt",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recipientEmail",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emailScheduleTime",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emailFrequency",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userTimezone",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sendWhenNothingNew",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentType",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentTemplate",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentCustomPrompt",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "autoSelectTemplate",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "linkedInEnabled",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "linkedInPostStyle",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "linkedInCustomPrompt",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "includeHashtags",
  "storageKey": null
},
v30 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enableRealWorldExamples",
  "storageKey": null
},
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v33 = {
  "alias": null,
  "args": null,
  "concreteType": "PageInfo",
  "kind": "LinkedField",
  "name": "pageInfo",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endCursor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "hasNextPage",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v34 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v35 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v36 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articlesFetched",
  "storageKey": null
},
v37 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articlesFiltered",
  "storageKey": null
},
v38 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articlesProcessed",
  "storageKey": null
},
v39 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reason",
  "storageKey": null
},
v40 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "feedUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PlatformConnection",
        "kind": "LinkedField",
        "name": "connectedAccounts",
        "plural": true,
        "selections": [
          (v0/*: any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ReconnectNotice_connection"
          }
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PostFiguresChart_query"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*: any*/),
              (v2/*: any*/),
              (v3/*: any*/),
              (v4/*: any*/),
              (v5/*: any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DashboardHeader_user"
              }
            ],
            "storageKey": null
          },
          {
            "alias": "synths",
            "args": null,
            "concreteType": "SynthConnection",
            "kind": "LinkedField",
            "name": "__Dashboard_synths_connection",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SynthEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Synth",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*: any*/),
                      {
                        "kind": "InlineDataFragmentSpread",
                        "name": "readSynthForm_synth",
                        "selections": [
                          (v1/*: any*/),
                          (v6/*: any*/),
                          (v7/*: any*/),
                          (v8/*: any*/),
                          (v9/*: any*/),
                          (v10/*: any*/),
                          (v11/*: any*/),
                          (v12/*: any*/),
                          (v13/*: any*/),
                          (v14/*: any*/),
                          (v15/*: any*/),
                          (v16/*: any*/),
                          (v17/*: any*/),
                          (v18/*: any*/),
                          (v19/*: any*/),
                          (v20/*: any*/),
                          (v21/*: any*/),
                          (v22/*: any*/),
                          (v23/*: any*/),
                          (v24/*: any*/),
                          (v25/*: any*/),
                          (v26/*: any*/),
                          (v27/*: any*/),
                          (v28/*: any*/),
                          (v29/*: any*/),
                          (v30/*: any*/)
                        ],
                        "args": null,
                        "argumentDefinitions": []
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "SynthStatusPanel_synth"
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "LatestRunCard_synth"
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "RssFeedSources_synth"
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "ExecutionSummary_synth"
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "NextDigestLine_synth"
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "RecipientConfirmationNote_synth"
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "PublicEditionSettings_synth"
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "DeliveryChannelsSettings_synth"
                      },
                      (v31/*: any*/)
                    ],
                    "storageKey": null
                  },
                  (v32/*: any*/)
                ],
                "storageKey": null
              },
              (v33/*: any*/)
            ],
            "storageKey": null
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
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DashboardQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PlatformConnection",
        "kind": "LinkedField",
        "name": "connectedAccounts",
        "plural": true,
        "selections": [
          (v0/*: any*/),
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
          (v34/*: any*/),
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
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*: any*/),
              (v2/*: any*/),
              (v3/*: any*/),
              (v4/*: any*/),
              (v5/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "displayName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "photoUrl",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": (v35/*: any*/),
            "concreteType": "SynthConnection",
            "kind": "LinkedField",
            "name": "synths",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "SynthEdge",
                "kind": "LinkedField",
                "name": "edges",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Synth",
                    "kind": "LinkedField",
                    "name": "node",
                    "plural": false,
                    "selections": [
                      (v1/*: any*/),
                      (v6/*: any*/),
                      (v7/*: any*/),
                      (v8/*: any*/),
                      (v9/*: any*/),
                      (v10/*: any*/),
                      (v11/*: any*/),
                      (v12/*: any*/),
                      (v13/*: any*/),
                      (v14/*: any*/),
                      (v15/*: any*/),
                      (v16/*: any*/),
                      (v17/*: any*/),
                      (v18/*: any*/),
                      (v19/*: any*/),
                      (v20/*: any*/),
                      (v21/*: any*/),
                      (v22/*: any*/),
                      (v23/*: any*/),
                      (v24/*: any*/),
                      (v25/*: any*/),
                      (v26/*: any*/),
                      (v27/*: any*/),
                      (v28/*: any*/),
                      (v29/*: any*/),
                      (v30/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SynthStats",
                        "kind": "LinkedField",
                        "name": "stats",
                        "plural": false,
                        "selections": [
                          (v36/*: any*/),
                          (v37/*: any*/),
                          (v38/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "lastRun",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SynthRun",
                        "kind": "LinkedField",
                        "name": "latestRun",
                        "plural": false,
                        "selections": [
                          (v1/*: any*/),
                          (v7/*: any*/),
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
                          (v36/*: any*/),
                          (v37/*: any*/),
                          (v38/*: any*/),
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
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "total",
                                "storageKey": null
                              }
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
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "error",
                            "storageKey": null
                          },
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
                              (v7/*: any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "recipient",
                                "storageKey": null
                              },
                              (v39/*: any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FeedHealth",
                        "kind": "LinkedField",
                        "name": "feedHealth",
                        "plural": true,
                        "selections": [
                          (v34/*: any*/),
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
                          (v39/*: any*/),
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
                              (v1/*: any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "title",
                                "storageKey": null
                              },
                              (v34/*: any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "NextDigest",
                        "kind": "LinkedField",
                        "name": "nextDigest",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "state",
                            "storageKey": null
                          },
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
                            "name": "timeZone",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "pausedReason",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "recipientStatus",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "recipientConfirmationSentAt",
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
                          (v40/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "subscribers",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SynthDeliveryChannels",
                        "kind": "LinkedField",
                        "name": "deliveryChannels",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "limit",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "DeliveryChannelView",
                            "kind": "LinkedField",
                            "name": "channels",
                            "plural": true,
                            "selections": [
                              (v1/*: any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "kind",
                                "storageKey": null
                              },
                              (v6/*: any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "hint",
                                "storageKey": null
                              },
                              (v40/*: any*/)
                            ],
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      },
                      (v31/*: any*/)
                    ],
                    "storageKey": null
                  },
                  (v32/*: any*/)
                ],
                "storageKey": null
              },
              (v33/*: any*/)
            ],
            "storageKey": "synths(first:1)"
          },
          {
            "alias": null,
            "args": (v35/*: any*/),
            "filters": null,
            "handle": "connection",
            "key": "Dashboard_synths",
            "kind": "LinkedHandle",
            "name": "synths"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4879552a985b90b8f9b147ad5211cbd1",
    "id": null,
    "metadata": {
      "connection": [
        {
          "count": null,
          "cursor": null,
          "direction": "forward",
          "path": [
            "viewer",
            "synths"
          ]
        }
      ]
    },
    "name": "DashboardQuery",
    "operationKind": "query",
    "text": "query DashboardQuery {\n  connectedAccounts {\n    platform\n    ...ReconnectNotice_connection\n  }\n  ...PostFiguresChart_query\n  viewer {\n    user {\n      id\n      email\n      subscriptionStatus\n      executionsUsed\n      features {\n        maxRssFeeds\n        canUseEmail\n        canUseRealWorldExamples\n        canUseInternetSearch\n        canUseLinkedIn\n        canUseCustomPrompts\n        canUseAISummaries\n        canUseAIPosts\n        canPublish\n      }\n      ...DashboardHeader_user\n    }\n    synths(first: 1) {\n      edges {\n        node {\n          id\n          ...readSynthForm_synth\n          ...SynthStatusPanel_synth\n          ...LatestRunCard_synth\n          ...RssFeedSources_synth\n          ...ExecutionSummary_synth\n          ...NextDigestLine_synth\n          ...RecipientConfirmationNote_synth\n          ...PublicEditionSettings_synth\n          ...DeliveryChannelsSettings_synth\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n\nfragment DashboardHeader_user on User {\n  displayName\n  email\n  photoUrl\n  subscriptionStatus\n}\n\nfragment DeliveryChannelsSettings_synth on Synth {\n  id\n  deliveryChannels {\n    limit\n    channels {\n      id\n      kind\n      name\n      hint\n      feedUrl\n    }\n  }\n}\n\nfragment ExecutionSummary_synth on Synth {\n  stats {\n    articlesFetched\n    articlesProcessed\n    lastRun\n  }\n  latestRun {\n    feedFailureSummary\n    id\n  }\n}\n\nfragment FeedHealthNote_feedHealth on FeedHealth {\n  lastFetchedAt\n  outcome\n  itemCount\n  reason\n  httpStatus\n  consecutiveFailures\n  failingRepeatedly\n  suggestions {\n    id\n    title\n    url\n  }\n}\n\nfragment LatestRunCard_synth on Synth {\n  latestRun {\n    id\n    ...RunFacts_run\n  }\n}\n\nfragment NextDigestLine_synth on Synth {\n  nextDigest {\n    state\n    at\n    timeZone\n    pausedReason\n  }\n}\n\nfragment PostFiguresChart_query on Query {\n  earnedPreferenceNote\n  measuredPosts {\n    publicationId\n    platformLabel\n    url\n    excerpt\n    engagement\n    latest {\n      reactions\n      replies\n      reposts\n      impressions\n    }\n  }\n}\n\nfragment PublicEditionSettings_synth on Synth {\n  id\n  publicEdition {\n    isPublic\n    archiveUrl\n    feedUrl\n    subscribers\n  }\n}\n\nfragment RecipientConfirmationNote_synth on Synth {\n  id\n  recipientEmail\n  recipientStatus\n  recipientConfirmationSentAt\n}\n\nfragment ReconnectNotice_connection on PlatformConnection {\n  platform\n  label\n  connected\n  needsReconnect\n  expiresAt\n  reconnectLabel\n}\n\nfragment RssFeedSources_synth on Synth {\n  feedHealth {\n    url\n    ...FeedHealthNote_feedHealth\n  }\n}\n\nfragment RunFacts_run on SynthRun {\n  status\n  trigger\n  createdAt\n  startedAt\n  finishedAt\n  timezone\n  articlesFetched\n  articlesFiltered\n  articlesProcessed\n  tokensUsed\n  estimatedCostUsd\n  postCompliance {\n    passed\n    total\n  }\n  storiesSkippedAsSent\n  summaryChecks {\n    checked\n    rewritten\n    replaced\n  }\n  error\n  feedFailureSummary\n  email {\n    status\n    recipient\n    reason\n  }\n}\n\nfragment SynthStatusPanel_synth on Synth {\n  stats {\n    articlesFetched\n    articlesFiltered\n    articlesProcessed\n    lastRun\n  }\n}\n\nfragment readSynthForm_synth on Synth {\n  id\n  name\n  status\n  rssFeedUrls\n  fetchLatestOnly\n  readFullArticle\n  digestLanguage\n  digestItemLimit\n  topics\n  summaryLength\n  summaryStyle\n  summaryCustomPrompt\n  recipientEmail\n  emailScheduleTime\n  emailFrequency\n  userTimezone\n  sendWhenNothingNew\n  contentType\n  contentTemplate\n  contentCustomPrompt\n  autoSelectTemplate\n  linkedInEnabled\n  linkedInPostStyle\n  linkedInCustomPrompt\n  includeHashtags\n  enableRealWorldExamples\n}\n"
  }
};
})();

(node as any).hash = "bf5adddb6cc3ac25e503371b8f09a4c2";

export default node;
