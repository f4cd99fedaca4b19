/**
 * @generated SignedSource<<2f8df29d6973c92a60099de58dfe702f>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SynthStatus = "active" | "inactive";
export type useSynthUpdatedSubscription$variables = {
  synthId?: string | null | undefined;
};
export type useSynthUpdatedSubscription$data = {
  readonly synthUpdated: {
    readonly message: string;
    readonly progress: {
      readonly current: number;
      readonly percent: number;
      readonly total: number;
    };
    readonly runId: string | null | undefined;
    readonly stats: {
      readonly articlesFetched: number;
      readonly articlesFiltered: number;
      readonly articlesProcessed: number;
      readonly lastRun: string | null | undefined;
    };
    readonly status: string;
    readonly synth: {
      readonly id: string;
      readonly lastRunAt: string | null | undefined;
      readonly status: SynthStatus;
      readonly " $fragmentSpreads": FragmentRefs<"LatestRunCard_synth" | "SynthStatusPanel_synth">;
    } | null | undefined;
    readonly synthId: string | null | undefined;
    readonly updateType: string;
  };
};
export type useSynthUpdatedSubscription = {
  response: useSynthUpdatedSubscription$data;
  variables: useSynthUpdatedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "synthId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "synthId",
    "variableName": "synthId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "synthId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "runId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "updateType",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
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
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "concreteType": "Progress",
  "kind": "LinkedField",
  "name": "progress",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "current",
      "storageKey": null
    },
    (v7/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "percent",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articlesFetched",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articlesFiltered",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articlesProcessed",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "concreteType": "SynthStats",
  "kind": "LinkedField",
  "name": "stats",
  "plural": false,
  "selections": [
    (v9/*: any*/),
    (v10/*: any*/),
    (v11/*: any*/),
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
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "lastRunAt",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSynthUpdatedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "SynthUpdate",
        "kind": "LinkedField",
        "name": "synthUpdated",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v3/*: any*/),
          (v4/*: any*/),
          (v5/*: any*/),
          (v6/*: any*/),
          (v8/*: any*/),
          (v12/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Synth",
            "kind": "LinkedField",
            "name": "synth",
            "plural": false,
            "selections": [
              (v13/*: any*/),
              (v6/*: any*/),
              (v14/*: any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SynthStatusPanel_synth"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "LatestRunCard_synth"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useSynthUpdatedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "SynthUpdate",
        "kind": "LinkedField",
        "name": "synthUpdated",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v3/*: any*/),
          (v4/*: any*/),
          (v5/*: any*/),
          (v6/*: any*/),
          (v8/*: any*/),
          (v12/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Synth",
            "kind": "LinkedField",
            "name": "synth",
            "plural": false,
            "selections": [
              (v13/*: any*/),
              (v6/*: any*/),
              (v14/*: any*/),
              (v12/*: any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "SynthRun",
                "kind": "LinkedField",
                "name": "latestRun",
                "plural": false,
                "selections": [
                  (v13/*: any*/),
                  (v6/*: any*/),
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
                  (v9/*: any*/),
                  (v10/*: any*/),
                  (v11/*: any*/),
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
                      (v7/*: any*/)
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
                      (v6/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "recipient",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "reason",
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5179a4c116608acaa628a0f0c38172bc",
    "id": null,
    "metadata": {},
    "name": "useSynthUpdatedSubscription",
    "operationKind": "subscription",
    "text": "subscription useSynthUpdatedSubscription(\n  $synthId: ID\n) {\n  synthUpdated(synthId: $synthId) {\n    synthId\n    runId\n    updateType\n    message\n    status\n    progress {\n      current\n      total\n      percent\n    }\n    stats {\n      articlesFetched\n      articlesFiltered\n      articlesProcessed\n      lastRun\n    }\n    synth {\n      id\n      status\n      lastRunAt\n      ...SynthStatusPanel_synth\n      ...LatestRunCard_synth\n    }\n  }\n}\n\nfragment LatestRunCard_synth on Synth {\n  latestRun {\n    id\n    ...RunFacts_run\n  }\n}\n\nfragment RunFacts_run on SynthRun {\n  status\n  trigger\n  createdAt\n  startedAt\n  finishedAt\n  timezone\n  articlesFetched\n  articlesFiltered\n  articlesProcessed\n  tokensUsed\n  estimatedCostUsd\n  postCompliance {\n    passed\n    total\n  }\n  storiesSkippedAsSent\n  summaryChecks {\n    checked\n    rewritten\n    replaced\n  }\n  error\n  feedFailureSummary\n  email {\n    status\n    recipient\n    reason\n  }\n}\n\nfragment SynthStatusPanel_synth on Synth {\n  stats {\n    articlesFetched\n    articlesFiltered\n    articlesProcessed\n    lastRun\n  }\n}\n"
  }
};
})();

(node as any).hash = "0949b919a68cd5b7e51cb5ae414d6a02";

export default node;
