/**
 * @generated SignedSource<<f018c6d689a74a64549f758ae51f2a4b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OpmlControlsQuery$variables = {
  opml: string;
};
export type OpmlControlsQuery$data = {
  readonly feedsFromOpml: ReadonlyArray<string>;
};
export type OpmlControlsQuery = {
  response: OpmlControlsQuery$data;
  variables: OpmlControlsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "opml"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "opml",
        "variableName": "opml"
      }
    ],
    "kind": "ScalarField",
    "name": "feedsFromOpml",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "OpmlControlsQuery",
    "selections": (v1/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "OpmlControlsQuery",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "c60bb479b6e1f221addb6da9f1868dcc",
    "id": null,
    "metadata": {},
    "name": "OpmlControlsQuery",
    "operationKind": "query",
    "text": "query OpmlControlsQuery(\n  $opml: String!\n) {\n  feedsFromOpml(opml: $opml)\n}\n"
  }
};
})();

(node as any).hash = "f86c8f919402b6fe77ed331a4b9c2a64";

export default node;
