/**
 * @generated SignedSource<<7c3f175df752194e59a330d081b17e6d>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BrowseCategoriesModalCategoriesQuery$variables = Record<PropertyKey, never>;
export type BrowseCategoriesModalCategoriesQuery$data = {
  readonly feedCategories: ReadonlyArray<string>;
};
export type BrowseCategoriesModalCategoriesQuery = {
  response: BrowseCategoriesModalCategoriesQuery$data;
  variables: BrowseCategoriesModalCategoriesQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "feedCategories",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "BrowseCategoriesModalCategoriesQuery",
    "selections": (v0/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BrowseCategoriesModalCategoriesQuery",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "62fbc6a36a8757553ff23077a53cc00e",
    "id": null,
    "metadata": {},
    "name": "BrowseCategoriesModalCategoriesQuery",
    "operationKind": "query",
    "text": "query BrowseCategoriesModalCategoriesQuery {\n  feedCategories\n}\n"
  }
};
})();

(node as any).hash = "03f12db17625396a3197a6b79cfc5d6e";

export default node;
