/**
 * @generated SignedSource<<cdd13213c23b262c5fe0a67e34de06f9>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BrowseCategoriesModalSearchQuery$variables = {
  category?: string | null | undefined;
  first?: number | null | undefined;
  q?: string | null | undefined;
};
export type BrowseCategoriesModalSearchQuery$data = {
  readonly searchFeeds: ReadonlyArray<{
    readonly description: string;
    readonly id: string;
    readonly title: string;
    readonly url: string;
  }>;
};
export type BrowseCategoriesModalSearchQuery = {
  response: BrowseCategoriesModalSearchQuery$data;
  variables: BrowseCategoriesModalSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "category"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "q"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "category",
        "variableName": "category"
      },
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "q",
        "variableName": "q"
      }
    ],
    "concreteType": "CatalogFeed",
    "kind": "LinkedField",
    "name": "searchFeeds",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "title",
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
        "name": "description",
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
    "name": "BrowseCategoriesModalSearchQuery",
    "selections": (v3/*: any*/),
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
    "name": "BrowseCategoriesModalSearchQuery",
    "selections": (v3/*: any*/)
  },
  "params": {
    "cacheID": "fa7e6660216550cef61b0d447769b425",
    "id": null,
    "metadata": {},
    "name": "BrowseCategoriesModalSearchQuery",
    "operationKind": "query",
    "text": "query BrowseCategoriesModalSearchQuery(\n  $category: String\n  $q: String\n  $first: Int\n) {\n  searchFeeds(category: $category, q: $q, first: $first) {\n    id\n    title\n    url\n    description\n  }\n}\n"
  }
};
})();

(node as any).hash = "e34217f38a94a2bc7b87513595094042";

export default node;
