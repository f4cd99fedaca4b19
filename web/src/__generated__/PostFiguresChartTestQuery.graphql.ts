/**
 * @generated SignedSource<<a63c8d97b11bc215b9f980a85b2c538d>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostFiguresChartTestQuery$variables = Record<PropertyKey, never>;
export type PostFiguresChartTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"PostFiguresChart_query">;
};
export type PostFiguresChartTestQuery = {
  response: PostFiguresChartTestQuery$data;
  variables: PostFiguresChartTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v1 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Int"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PostFiguresChartTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "PostFiguresChart_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PostFiguresChartTestQuery",
    "selections": [
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
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "url",
            "storageKey": null
          },
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
      }
    ]
  },
  "params": {
    "cacheID": "6866007d5b5db4678b3cce4c28715eb8",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "earnedPreferenceNote": (v0/*: any*/),
        "measuredPosts": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "MeasuredPost"
        },
        "measuredPosts.engagement": (v1/*: any*/),
        "measuredPosts.excerpt": (v2/*: any*/),
        "measuredPosts.latest": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "PostFiguresReading"
        },
        "measuredPosts.latest.impressions": (v3/*: any*/),
        "measuredPosts.latest.reactions": (v1/*: any*/),
        "measuredPosts.latest.replies": (v1/*: any*/),
        "measuredPosts.latest.reposts": (v3/*: any*/),
        "measuredPosts.platformLabel": (v2/*: any*/),
        "measuredPosts.publicationId": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "measuredPosts.url": (v0/*: any*/)
      }
    },
    "name": "PostFiguresChartTestQuery",
    "operationKind": "query",
    "text": "query PostFiguresChartTestQuery {\n  ...PostFiguresChart_query\n}\n\nfragment PostFiguresChart_query on Query {\n  earnedPreferenceNote\n  measuredPosts {\n    publicationId\n    platformLabel\n    url\n    excerpt\n    engagement\n    latest {\n      reactions\n      replies\n      reposts\n      impressions\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "74a4d7af73cf62446608bc641868f3eb";

export default node;
