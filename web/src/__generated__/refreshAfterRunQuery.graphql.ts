/**
 * @generated SignedSource<<0a28ee84caf22a26ca33c30ece89af93>>
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
    readonly " $fragmentSpreads": FragmentRefs<"SynthStatusPanel_synth">;
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
];
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
    "cacheID": "7ef43be059942449bf82300b97bdfae9",
    "id": null,
    "metadata": {},
    "name": "refreshAfterRunQuery",
    "operationKind": "query",
    "text": "query refreshAfterRunQuery(\n  $synthId: ID!\n  $hasSynth: Boolean!\n) {\n  viewer {\n    user {\n      id\n      executionsUsed\n      trialDaysLeft\n      subscriptionStatus\n    }\n  }\n  node(id: $synthId) @include(if: $hasSynth) {\n    __typename\n    ...SynthStatusPanel_synth\n    id\n  }\n}\n\nfragment SynthStatusPanel_synth on Synth {\n  stats {\n    articlesFetched\n    articlesFiltered\n    articlesProcessed\n    lastRun\n  }\n}\n"
  }
};
})();

(node as any).hash = "41869be4421ead89ff5e6a1414fe851c";

export default node;
