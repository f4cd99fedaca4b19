/**
 * @generated SignedSource<<53cccf9654827a9da60986409e803c92>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SynthStatus = "active" | "inactive";
export type DashboardQuery$variables = Record<PropertyKey, never>;
export type DashboardQuery$data = {
  readonly viewer: {
    readonly synths: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
          readonly name: string;
          readonly stats: {
            readonly articlesFetched: number;
            readonly articlesFiltered: number;
            readonly articlesProcessed: number;
            readonly lastRun: string | null | undefined;
          };
          readonly status: SynthStatus;
          readonly " $fragmentSpreads": FragmentRefs<"SynthStatusPanel_synth" | "readSynthForm_synth">;
        };
      }>;
    };
    readonly user: {
      readonly email: string | null | undefined;
      readonly executionsUsed: number;
      readonly features: {
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
  readonly " $fragmentSpreads": FragmentRefs<"SpecializationPicker_query" | "useContentTemplates_query">;
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
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "email",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "subscriptionStatus",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "executionsUsed",
  "storageKey": null
},
v4 = {
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
    }
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "concreteType": "SynthStats",
  "kind": "LinkedField",
  "name": "stats",
  "plural": false,
  "selections": [
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
      "name": "lastRun",
      "storageKey": null
    }
  ],
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
  "name": "topics",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summaryLength",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summaryStyle",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summaryCustomPrompt",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recipientEmail",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emailScheduleTime",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emailFrequency",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userTimezone",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sendWhenNothingNew",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentType",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentTemplate",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentCustomPrompt",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "autoSelectTemplate",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "linkedInEnabled",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "linkedInPostStyle",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "linkedInCustomPrompt",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "includeHashtags",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enableRealWorldExamples",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cursor",
  "storageKey": null
},
v30 = {
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
v31 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v32 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
},
v33 = [
  (v0/*: any*/),
  (v5/*: any*/),
  (v31/*: any*/),
  (v32/*: any*/)
],
v34 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DashboardQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SpecializationPicker_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "useContentTemplates_query"
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
              (v0/*: any*/),
              (v1/*: any*/),
              (v2/*: any*/),
              (v3/*: any*/),
              (v4/*: any*/),
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
                      (v0/*: any*/),
                      (v5/*: any*/),
                      (v6/*: any*/),
                      (v7/*: any*/),
                      {
                        "kind": "InlineDataFragmentSpread",
                        "name": "readSynthForm_synth",
                        "selections": [
                          (v0/*: any*/),
                          (v5/*: any*/),
                          (v6/*: any*/),
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
                          (v27/*: any*/)
                        ],
                        "args": null,
                        "argumentDefinitions": []
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "SynthStatusPanel_synth"
                      },
                      (v28/*: any*/)
                    ],
                    "storageKey": null
                  },
                  (v29/*: any*/)
                ],
                "storageKey": null
              },
              (v30/*: any*/)
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
        "concreteType": "ProfessionalCategory",
        "kind": "LinkedField",
        "name": "professionalCategories",
        "plural": true,
        "selections": [
          (v0/*: any*/),
          (v5/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Specialization",
            "kind": "LinkedField",
            "name": "specializations",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "_id",
                "storageKey": null
              },
              (v5/*: any*/),
              (v31/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "keywords",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": "linkedin",
        "args": [
          {
            "kind": "Literal",
            "name": "contentType",
            "value": "linkedin"
          }
        ],
        "concreteType": "PostTemplateType",
        "kind": "LinkedField",
        "name": "contentTemplates",
        "plural": true,
        "selections": (v33/*: any*/),
        "storageKey": "contentTemplates(contentType:\"linkedin\")"
      },
      {
        "alias": "twitter",
        "args": [
          {
            "kind": "Literal",
            "name": "contentType",
            "value": "twitter"
          }
        ],
        "concreteType": "PostTemplateType",
        "kind": "LinkedField",
        "name": "contentTemplates",
        "plural": true,
        "selections": (v33/*: any*/),
        "storageKey": "contentTemplates(contentType:\"twitter\")"
      },
      {
        "alias": "facebook",
        "args": [
          {
            "kind": "Literal",
            "name": "contentType",
            "value": "facebook"
          }
        ],
        "concreteType": "PostTemplateType",
        "kind": "LinkedField",
        "name": "contentTemplates",
        "plural": true,
        "selections": (v33/*: any*/),
        "storageKey": "contentTemplates(contentType:\"facebook\")"
      },
      {
        "alias": "instagram",
        "args": [
          {
            "kind": "Literal",
            "name": "contentType",
            "value": "instagram"
          }
        ],
        "concreteType": "PostTemplateType",
        "kind": "LinkedField",
        "name": "contentTemplates",
        "plural": true,
        "selections": (v33/*: any*/),
        "storageKey": "contentTemplates(contentType:\"instagram\")"
      },
      {
        "alias": "email",
        "args": [
          {
            "kind": "Literal",
            "name": "contentType",
            "value": "email"
          }
        ],
        "concreteType": "PostTemplateType",
        "kind": "LinkedField",
        "name": "contentTemplates",
        "plural": true,
        "selections": (v33/*: any*/),
        "storageKey": "contentTemplates(contentType:\"email\")"
      },
      {
        "alias": "blog",
        "args": [
          {
            "kind": "Literal",
            "name": "contentType",
            "value": "blog"
          }
        ],
        "concreteType": "PostTemplateType",
        "kind": "LinkedField",
        "name": "contentTemplates",
        "plural": true,
        "selections": (v33/*: any*/),
        "storageKey": "contentTemplates(contentType:\"blog\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PlatformInstruction",
        "kind": "LinkedField",
        "name": "platformInstructions",
        "plural": true,
        "selections": [
          (v19/*: any*/),
          (v32/*: any*/)
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
              (v0/*: any*/),
              (v1/*: any*/),
              (v2/*: any*/),
              (v3/*: any*/),
              (v4/*: any*/),
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
            "args": (v34/*: any*/),
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
                      (v0/*: any*/),
                      (v5/*: any*/),
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
                      (v28/*: any*/)
                    ],
                    "storageKey": null
                  },
                  (v29/*: any*/)
                ],
                "storageKey": null
              },
              (v30/*: any*/)
            ],
            "storageKey": "synths(first:10)"
          },
          {
            "alias": null,
            "args": (v34/*: any*/),
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
    "cacheID": "6541780df40edd809bbc725eb9cd5963",
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
    "text": "query DashboardQuery {\n  ...SpecializationPicker_query\n  ...useContentTemplates_query\n  viewer {\n    user {\n      id\n      email\n      subscriptionStatus\n      executionsUsed\n      features {\n        maxRssFeeds\n        canUseEmail\n        canUseRealWorldExamples\n        canUseInternetSearch\n        canUseLinkedIn\n        canUseCustomPrompts\n        canUseAISummaries\n        canUseAIPosts\n      }\n      ...DashboardHeader_user\n    }\n    synths(first: 10) {\n      edges {\n        node {\n          id\n          name\n          status\n          stats {\n            articlesFetched\n            articlesFiltered\n            articlesProcessed\n            lastRun\n          }\n          ...readSynthForm_synth\n          ...SynthStatusPanel_synth\n          __typename\n        }\n        cursor\n      }\n      pageInfo {\n        endCursor\n        hasNextPage\n      }\n    }\n  }\n}\n\nfragment DashboardHeader_user on User {\n  displayName\n  email\n  photoUrl\n  subscriptionStatus\n}\n\nfragment SpecializationPicker_query on Query {\n  professionalCategories {\n    id\n    name\n    specializations {\n      _id\n      name\n      description\n      keywords\n    }\n  }\n}\n\nfragment SynthStatusPanel_synth on Synth {\n  stats {\n    articlesFetched\n    articlesFiltered\n    articlesProcessed\n    lastRun\n  }\n}\n\nfragment readSynthForm_synth on Synth {\n  id\n  name\n  status\n  rssFeedUrls\n  fetchLatestOnly\n  topics\n  summaryLength\n  summaryStyle\n  summaryCustomPrompt\n  recipientEmail\n  emailScheduleTime\n  emailFrequency\n  userTimezone\n  sendWhenNothingNew\n  contentType\n  contentTemplate\n  contentCustomPrompt\n  autoSelectTemplate\n  linkedInEnabled\n  linkedInPostStyle\n  linkedInCustomPrompt\n  includeHashtags\n  enableRealWorldExamples\n}\n\nfragment useContentTemplates_query on Query {\n  linkedin: contentTemplates(contentType: linkedin) {\n    id\n    name\n    description\n    text\n  }\n  twitter: contentTemplates(contentType: twitter) {\n    id\n    name\n    description\n    text\n  }\n  facebook: contentTemplates(contentType: facebook) {\n    id\n    name\n    description\n    text\n  }\n  instagram: contentTemplates(contentType: instagram) {\n    id\n    name\n    description\n    text\n  }\n  email: contentTemplates(contentType: email) {\n    id\n    name\n    description\n    text\n  }\n  blog: contentTemplates(contentType: blog) {\n    id\n    name\n    description\n    text\n  }\n  platformInstructions {\n    contentType\n    text\n  }\n}\n"
  }
};
})();

(node as any).hash = "72ecc50908eedb4d8cb865e60506d96d";

export default node;
