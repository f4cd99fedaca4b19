/**
 * @generated SignedSource<<ed6b55870df53f518f70511080059c29>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentType = "blog" | "email" | "facebook" | "instagram" | "linkedin" | "twitter";
import { FragmentRefs } from "relay-runtime";
export type PostEditor_post$data = {
  readonly contentType: ContentType;
  readonly edited: boolean;
  readonly id: string;
  readonly text: string;
  readonly " $fragmentType": "PostEditor_post";
};
export type PostEditor_post$key = {
  readonly " $data"?: PostEditor_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostEditor_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostEditor_post",
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
      "name": "contentType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "edited",
      "storageKey": null
    }
  ],
  "type": "RunPost",
  "abstractKey": null
};

(node as any).hash = "a0b62c43aae58d167261b4d1b84cfaf8";

export default node;
