/**
 * @generated SignedSource<<dc367ea628d4e2e95fea14dea60e507b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LeftOutReasonKind = "alreadySent" | "belowThreshold" | "noTopicMatched" | "sameStoryAs";
export type useRelevancePreviewQuery$variables = {
  rssFeedUrls: ReadonlyArray<string>;
  synthId?: string | null | undefined;
  topics: ReadonlyArray<string>;
};
export type useRelevancePreviewQuery$data = {
  readonly relevancePreview: {
    readonly kept: ReadonlyArray<{
      readonly articleId: string;
      readonly because: ReadonlyArray<string>;
      readonly likedTitles: ReadonlyArray<string>;
      readonly source: string | null | undefined;
      readonly title: string;
    }>;
    readonly leftOut: ReadonlyArray<{
      readonly articleId: string;
      readonly explanation: string | null | undefined;
      readonly reason: LeftOutReasonKind | null | undefined;
      readonly source: string | null | undefined;
      readonly title: string;
    }>;
    readonly read: number;
  };
};
export type useRelevancePreviewQuery = {
  response: useRelevancePreviewQuery$data;
  variables: useRelevancePreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "rssFeedUrls"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "synthId"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "topics"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articleId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "source",
  "storageKey": null
},
v6 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "rssFeedUrls",
        "variableName": "rssFeedUrls"
      },
      {
        "kind": "Variable",
        "name": "synthId",
        "variableName": "synthId"
      },
      {
        "kind": "Variable",
        "name": "topics",
        "variableName": "topics"
      }
    ],
    "concreteType": "RelevancePreviewResult",
    "kind": "LinkedField",
    "name": "relevancePreview",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "read",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PreviewArticle",
        "kind": "LinkedField",
        "name": "kept",
        "plural": true,
        "selections": [
          (v3/*: any*/),
          (v4/*: any*/),
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PreviewArticle",
        "kind": "LinkedField",
        "name": "leftOut",
        "plural": true,
        "selections": [
          (v3/*: any*/),
          (v4/*: any*/),
          (v5/*: any*/),
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
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useRelevancePreviewQuery",
    "selections": (v6/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v2/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Operation",
    "name": "useRelevancePreviewQuery",
    "selections": (v6/*: any*/)
  },
  "params": {
    "cacheID": "64af7f2332b69c12dae1c5db09d2e9af",
    "id": null,
    "metadata": {},
    "name": "useRelevancePreviewQuery",
    "operationKind": "query",
    "text": "query useRelevancePreviewQuery(\n  $rssFeedUrls: [String!]!\n  $topics: [String!]!\n  $synthId: ID\n) {\n  relevancePreview(rssFeedUrls: $rssFeedUrls, topics: $topics, synthId: $synthId) {\n    read\n    kept {\n      articleId\n      title\n      source\n      because\n      likedTitles\n    }\n    leftOut {\n      articleId\n      title\n      source\n      reason\n      explanation\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e689ec274234a27aad8b064b610cf37a";

export default node;
