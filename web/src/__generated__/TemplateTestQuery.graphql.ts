/**
 * @generated SignedSource<<0dda52d0e833a72b579bc4a37e311a9f>>
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
  "name": "text",
  "storageKey": null
},
v1 = [
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
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "description",
    "storageKey": null
  },
  (v0/*: any*/)
];
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
        "alias": "linkedin",
        "args": [
          {
            "kind": "Literal",
            "name": "contentType",
            "value": "linkedin"
          }
        ],
        "concreteType": "PostTemplateType",
        "kind": "LinkedField",
        "name": "contentTemplates",
        "plural": true,
        "selections": (v1/*: any*/),
        "storageKey": "contentTemplates(contentType:\"linkedin\")"
      },
      {
        "alias": "twitter",
        "args": [
          {
            "kind": "Literal",
            "name": "contentType",
            "value": "twitter"
          }
        ],
        "concreteType": "PostTemplateType",
        "kind": "LinkedField",
        "name": "contentTemplates",
        "plural": true,
        "selections": (v1/*: any*/),
        "storageKey": "contentTemplates(contentType:\"twitter\")"
      },
      {
        "alias": "facebook",
        "args": [
          {
            "kind": "Literal",
            "name": "contentType",
            "value": "facebook"
          }
        ],
        "concreteType": "PostTemplateType",
        "kind": "LinkedField",
        "name": "contentTemplates",
        "plural": true,
        "selections": (v1/*: any*/),
        "storageKey": "contentTemplates(contentType:\"facebook\")"
      },
      {
        "alias": "instagram",
        "args": [
          {
            "kind": "Literal",
            "name": "contentType",
            "value": "instagram"
          }
        ],
        "concreteType": "PostTemplateType",
        "kind": "LinkedField",
        "name": "contentTemplates",
        "plural": true,
        "selections": (v1/*: any*/),
        "storageKey": "contentTemplates(contentType:\"instagram\")"
      },
      {
        "alias": "email",
        "args": [
          {
            "kind": "Literal",
            "name": "contentType",
            "value": "email"
          }
        ],
        "concreteType": "PostTemplateType",
        "kind": "LinkedField",
        "name": "contentTemplates",
        "plural": true,
        "selections": (v1/*: any*/),
        "storageKey": "contentTemplates(contentType:\"email\")"
      },
      {
        "alias": "blog",
        "args": [
          {
            "kind": "Literal",
            "name": "contentType",
            "value": "blog"
          }
        ],
        "concreteType": "PostTemplateType",
        "kind": "LinkedField",
        "name": "contentTemplates",
        "plural": true,
        "selections": (v1/*: any*/),
        "storageKey": "contentTemplates(contentType:\"blog\")"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PlatformInstruction",
        "kind": "LinkedField",
        "name": "platformInstructions",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contentType",
            "storageKey": null
          },
          (v0/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "63c75dce1f6fdb762a1effc3db17b91a",
    "id": null,
    "metadata": {},
    "name": "TemplateTestQuery",
    "operationKind": "query",
    "text": "query TemplateTestQuery {\n  ...useContentTemplates_query\n}\n\nfragment useContentTemplates_query on Query {\n  linkedin: contentTemplates(contentType: linkedin) {\n    id\n    name\n    description\n    text\n  }\n  twitter: contentTemplates(contentType: twitter) {\n    id\n    name\n    description\n    text\n  }\n  facebook: contentTemplates(contentType: facebook) {\n    id\n    name\n    description\n    text\n  }\n  instagram: contentTemplates(contentType: instagram) {\n    id\n    name\n    description\n    text\n  }\n  email: contentTemplates(contentType: email) {\n    id\n    name\n    description\n    text\n  }\n  blog: contentTemplates(contentType: blog) {\n    id\n    name\n    description\n    text\n  }\n  platformInstructions {\n    contentType\n    text\n  }\n}\n"
  }
};
})();

(node as any).hash = "ae3056e952fbe39780ec588600cea639";

export default node;
