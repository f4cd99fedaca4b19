/**
 * @generated SignedSource<<b092dce4fd44dfc241af2d3706ddd471>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentType = "blog" | "bluesky" | "email" | "facebook" | "instagram" | "linkedin" | "mastodon" | "threads" | "twitter";
import { FragmentRefs } from "relay-runtime";
export type useContentTemplates_query$data = {
  readonly contentTemplates: ReadonlyArray<{
    readonly contentType: ContentType;
    readonly description: string;
    readonly id: string;
    readonly name: string;
    readonly text: string;
  }>;
  readonly platformInstructions: ReadonlyArray<{
    readonly contentType: ContentType;
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
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useContentTemplates_query",
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
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "dcd8e5447b7986cd6df925e69658d98f";

export default node;
