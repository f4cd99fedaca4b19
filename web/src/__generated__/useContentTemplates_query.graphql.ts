/**
 * @generated SignedSource<<fb95cf055431952df654cd987c4bf668>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentType = "blog" | "email" | "facebook" | "instagram" | "linkedin" | "twitter";
import { FragmentRefs } from "relay-runtime";
export type useContentTemplates_query$data = {
  readonly blog: ReadonlyArray<{
    readonly description: string;
    readonly id: string;
    readonly name: string;
    readonly text: string;
  }>;
  readonly email: ReadonlyArray<{
    readonly description: string;
    readonly id: string;
    readonly name: string;
    readonly text: string;
  }>;
  readonly facebook: ReadonlyArray<{
    readonly description: string;
    readonly id: string;
    readonly name: string;
    readonly text: string;
  }>;
  readonly instagram: ReadonlyArray<{
    readonly description: string;
    readonly id: string;
    readonly name: string;
    readonly text: string;
  }>;
  readonly linkedin: ReadonlyArray<{
    readonly description: string;
    readonly id: string;
    readonly name: string;
    readonly text: string;
  }>;
  readonly platformInstructions: ReadonlyArray<{
    readonly contentType: ContentType;
    readonly text: string;
  }>;
  readonly twitter: ReadonlyArray<{
    readonly description: string;
    readonly id: string;
    readonly name: string;
    readonly text: string;
  }>;
  readonly " $fragmentType": "useContentTemplates_query";
};
export type useContentTemplates_query$key = {
  readonly " $data"?: useContentTemplates_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"useContentTemplates_query">;
};

const node: ReaderFragment = (function(){
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useContentTemplates_query",
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
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "b4a79ac9d8e918d80a5fe5611cbf897b";

export default node;
