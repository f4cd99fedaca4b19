/**
 * @generated SignedSource<<57f07916ce892a4ded4ebd265fc31f4b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FeedHealthListTestQuery$variables = Record<PropertyKey, never>;
export type FeedHealthListTestQuery$data = {
  readonly viewer: {
    readonly synths: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly " $fragmentSpreads": FragmentRefs<"FeedHealthList_synth" | "NextDigestLine_synth">;
        };
      }>;
    };
  };
};
export type FeedHealthListTestQuery = {
  response: FeedHealthListTestQuery$data;
  variables: FeedHealthListTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "url",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
},
v4 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "DateTimeISO"
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v6 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v7 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FeedHealthListTestQuery",
    "selections": [
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
            "args": (v0/*: any*/),
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
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "FeedHealthList_synth"
                      },
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "NextDigestLine_synth"
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "synths(first:1)"
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
    "name": "FeedHealthListTestQuery",
    "selections": [
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
            "args": (v0/*: any*/),
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
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "FeedHealth",
                        "kind": "LinkedField",
                        "name": "feedHealth",
                        "plural": true,
                        "selections": [
                          (v1/*: any*/),
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
                              (v1/*: any*/)
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
                      (v2/*: any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": "synths(first:1)"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ae56e62e53a598d3fd3e84afbff78369",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.synths": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SynthConnection"
        },
        "viewer.synths.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SynthEdge"
        },
        "viewer.synths.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Synth"
        },
        "viewer.synths.edges.node.feedHealth": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "FeedHealth"
        },
        "viewer.synths.edges.node.feedHealth.consecutiveFailures": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "viewer.synths.edges.node.feedHealth.failingRepeatedly": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.synths.edges.node.feedHealth.httpStatus": (v3/*: any*/),
        "viewer.synths.edges.node.feedHealth.itemCount": (v3/*: any*/),
        "viewer.synths.edges.node.feedHealth.lastFetchedAt": (v4/*: any*/),
        "viewer.synths.edges.node.feedHealth.outcome": (v5/*: any*/),
        "viewer.synths.edges.node.feedHealth.reason": (v5/*: any*/),
        "viewer.synths.edges.node.feedHealth.suggestions": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "CatalogFeed"
        },
        "viewer.synths.edges.node.feedHealth.suggestions.id": (v6/*: any*/),
        "viewer.synths.edges.node.feedHealth.suggestions.title": (v7/*: any*/),
        "viewer.synths.edges.node.feedHealth.suggestions.url": (v7/*: any*/),
        "viewer.synths.edges.node.feedHealth.url": (v7/*: any*/),
        "viewer.synths.edges.node.id": (v6/*: any*/),
        "viewer.synths.edges.node.nextDigest": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "NextDigest"
        },
        "viewer.synths.edges.node.nextDigest.at": (v4/*: any*/),
        "viewer.synths.edges.node.nextDigest.pausedReason": (v5/*: any*/),
        "viewer.synths.edges.node.nextDigest.state": (v7/*: any*/),
        "viewer.synths.edges.node.nextDigest.timeZone": (v7/*: any*/)
      }
    },
    "name": "FeedHealthListTestQuery",
    "operationKind": "query",
    "text": "query FeedHealthListTestQuery {\n  viewer {\n    synths(first: 1) {\n      edges {\n        node {\n          ...FeedHealthList_synth\n          ...NextDigestLine_synth\n          id\n        }\n      }\n    }\n  }\n}\n\nfragment FeedHealthList_synth on Synth {\n  feedHealth {\n    url\n    ...FeedHealthNote_feedHealth\n  }\n}\n\nfragment FeedHealthNote_feedHealth on FeedHealth {\n  lastFetchedAt\n  outcome\n  itemCount\n  reason\n  httpStatus\n  consecutiveFailures\n  failingRepeatedly\n  suggestions {\n    id\n    title\n    url\n  }\n}\n\nfragment NextDigestLine_synth on Synth {\n  nextDigest {\n    state\n    at\n    timeZone\n    pausedReason\n  }\n}\n"
  }
};
})();

(node as any).hash = "97e1af2fd61a3b0f6c891a05b7c3e987";

export default node;
