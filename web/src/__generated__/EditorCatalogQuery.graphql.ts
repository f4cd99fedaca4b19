/**
 * @generated SignedSource<<e9458a09125300d18c583e811b0ef96d>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditorCatalogQuery$variables = Record<PropertyKey, never>;
export type EditorCatalogQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"DigestLanguageField_query" | "SpecializationPicker_query" | "useContentTemplates_query">;
};
export type EditorCatalogQuery = {
  response: EditorCatalogQuery$data;
  variables: EditorCatalogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "description",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentType",
  "storageKey": null
},
v4 = {
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
    "name": "EditorCatalogQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "SpecializationPicker_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "useContentTemplates_query"
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DigestLanguageField_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "EditorCatalogQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ProfessionalCategory",
        "kind": "LinkedField",
        "name": "professionalCategories",
        "plural": true,
        "selections": [
          (v0/*: any*/),
          (v1/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Specialization",
            "kind": "LinkedField",
            "name": "specializations",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "_id",
                "storageKey": null
              },
              (v1/*: any*/),
              (v2/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "keywords",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PostTemplateType",
        "kind": "LinkedField",
        "name": "contentTemplates",
        "plural": true,
        "selections": [
          (v0/*: any*/),
          (v1/*: any*/),
          (v3/*: any*/),
          (v2/*: any*/),
          (v4/*: any*/)
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
          (v3/*: any*/),
          (v4/*: any*/)
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "translationAvailable",
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "1a02a1b719e98c2af768da31ec7a8b50",
    "id": null,
    "metadata": {},
    "name": "EditorCatalogQuery",
    "operationKind": "query",
    "text": "query EditorCatalogQuery {\n  ...SpecializationPicker_query\n  ...useContentTemplates_query\n  ...DigestLanguageField_query\n}\n\nfragment DigestLanguageField_query on Query {\n  translationAvailable\n}\n\nfragment SpecializationPicker_query on Query {\n  professionalCategories {\n    id\n    name\n    specializations {\n      _id\n      name\n      description\n      keywords\n    }\n  }\n}\n\nfragment useContentTemplates_query on Query {\n  contentTemplates {\n    id\n    name\n    contentType\n    description\n    text\n  }\n  platformInstructions {\n    contentType\n    text\n  }\n}\n"
  }
};
})();

(node as any).hash = "e2ace48ad2f3ec42e116cd3b46ec0355";

export default node;
