/**
 * @generated SignedSource<<90036835e06accf9083a666262a49c87>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TemplateTestQuery$variables = Record<PropertyKey, never>;
export type TemplateTestQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"useContentTemplates_query">;
};
export type TemplateTestQuery = {
  response: TemplateTestQuery$data;
  variables: TemplateTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentType",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "text",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TemplateTestQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "useContentTemplates_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TemplateTestQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PostTemplateType",
        "kind": "LinkedField",
        "name": "contentTemplates",
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
            "name": "name",
            "storageKey": null
          },
          (v0/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          (v1/*: any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PlatformInstruction",
        "kind": "LinkedField",
        "name": "platformInstructions",
        "plural": true,
        "selections": [
          (v0/*: any*/),
          (v1/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "cf8bceb6f9ee1ac06b7880adbee84132",
    "id": null,
    "metadata": {},
    "name": "TemplateTestQuery",
    "operationKind": "query",
    "text": "query TemplateTestQuery {\n  ...useContentTemplates_query\n}\n\nfragment useContentTemplates_query on Query {\n  contentTemplates {\n    id\n    name\n    contentType\n    description\n    text\n  }\n  platformInstructions {\n    contentType\n    text\n  }\n}\n"
  }
};
})();

(node as any).hash = "ae3056e952fbe39780ec588600cea639";

export default node;
