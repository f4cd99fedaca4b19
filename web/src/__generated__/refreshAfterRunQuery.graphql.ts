/**
 * @generated SignedSource<<874660bcb88953601aef7bbf98ad3104>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type refreshAfterRunQuery$variables = {
  hasSynth: boolean;
  synthId: string;
};
export type refreshAfterRunQuery$data = {
  readonly node?: {
    readonly " $fragmentSpreads": FragmentRefs<"ExecutionSummary_synth" | "RssFeedSources_synth" | "SynthStatusPanel_synth">;
  } | null | undefined;
  readonly viewer: {
    readonly user: {
      readonly executionsUsed: number;
      readonly id: string;
      readonly subscriptionStatus: string;
      readonly trialDaysLeft: number;
    } | null | undefined;
  };
};
export type refreshAfterRunQuery = {
  response: refreshAfterRunQuery$data;
  variables: refreshAfterRunQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "hasSynth"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "synthId"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
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
        (v2/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "executionsUsed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trialDaysLeft",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subscriptionStatus",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v4 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "synthId"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "refreshAfterRunQuery",
    "selections": [
      (v3/*: any*/),
      {
        "condition": "hasSynth",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v4/*: any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SynthStatusPanel_synth"
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
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "refreshAfterRunQuery",
    "selections": [
      (v3/*: any*/),
      {
        "condition": "hasSynth",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v4/*: any*/),
            "concreteType": null,
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "__typename",
                "storageKey": null
              },
              {
                "kind": "InlineFragment",
                "selections": [
                  {
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
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "FeedHealth",
                    "kind": "LinkedField",
                    "name": "feedHealth",
                    "plural": true,
                    "selections": [
                      (v5/*: any*/),
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
                          (v2/*: any*/),
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "title",
                            "storageKey": null
                          },
                          (v5/*: any*/)
                        ],
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
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "feedFailureSummary",
                        "storageKey": null
                      },
                      (v2/*: any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "type": "Synth",
                "abstractKey": null
              },
              (v2/*: any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "e0a044f1ead02a80c8bcf975c17df036",
    "id": null,
    "metadata": {},
    "name": "refreshAfterRunQuery",
    "operationKind": "query",
    "text": "query refreshAfterRunQuery(\n  $synthId: ID!\n  $hasSynth: Boolean!\n) {\n  viewer {\n    user {\n      id\n      executionsUsed\n      trialDaysLeft\n      subscriptionStatus\n    }\n  }\n  node(id: $synthId) @include(if: $hasSynth) {\n    __typename\n    ...SynthStatusPanel_synth\n    ...RssFeedSources_synth\n    ...ExecutionSummary_synth\n    id\n  }\n}\n\nfragment ExecutionSummary_synth on Synth {\n  stats {\n    articlesFetched\n    articlesProcessed\n    lastRun\n  }\n  latestRun {\n    feedFailureSummary\n    id\n  }\n}\n\nfragment FeedHealthNote_feedHealth on FeedHealth {\n  lastFetchedAt\n  outcome\n  itemCount\n  reason\n  httpStatus\n  consecutiveFailures\n  failingRepeatedly\n  suggestions {\n    id\n    title\n    url\n  }\n}\n\nfragment RssFeedSources_synth on Synth {\n  feedHealth {\n    url\n    ...FeedHealthNote_feedHealth\n  }\n}\n\nfragment SynthStatusPanel_synth on Synth {\n  stats {\n    articlesFetched\n    articlesFiltered\n    articlesProcessed\n    lastRun\n  }\n}\n"
  }
};
})();

(node as any).hash = "9e3d4d03e28600e8858d5f1509150e18";

export default node;
