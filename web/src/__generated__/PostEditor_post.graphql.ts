/**
 * @generated SignedSource<<17e69193b0fce2d6c96fcb952cd14605>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContentType = "blog" | "bluesky" | "email" | "facebook" | "instagram" | "linkedin" | "mastodon" | "threads" | "twitter";
import { FragmentRefs } from "relay-runtime";
export type PostEditor_post$data = {
  readonly contentType: ContentType;
  readonly edited: boolean;
  readonly id: string;
  readonly text: string;
  readonly " $fragmentSpreads": FragmentRefs<"PublishPost_post">;
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
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PublishPost_post"
    }
  ],
  "type": "RunPost",
  "abstractKey": null
};

(node as any).hash = "f611fdaacb23bc5431e1153c5039b67d";

export default node;
