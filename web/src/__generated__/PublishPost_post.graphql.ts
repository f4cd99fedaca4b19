/**
 * @generated SignedSource<<eb147feeccaaf22b7bfd4d9fe977c625>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PublishingPlatform = "bluesky" | "linkedin" | "mastodon" | "threads" | "x";
import { FragmentRefs } from "relay-runtime";
export type PublishPost_post$data = {
  readonly id: string;
  readonly publications: ReadonlyArray<{
    readonly commentMissing: boolean;
    readonly error: string | null | undefined;
    readonly id: string;
    readonly livePartCount: number;
    readonly partCount: number;
    readonly platform: PublishingPlatform;
    readonly publishAt: string | null | undefined;
    readonly publishNote: string | null | undefined;
    readonly status: string;
    readonly url: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"PublicationFigures_publication">;
  }>;
  readonly publishPreview: {
    readonly platform: PublishingPlatform;
    readonly publishLabel: string;
    readonly " $fragmentSpreads": FragmentRefs<"PublishPreviewDialog_preview">;
  } | null | undefined;
  readonly withComment: {
    readonly firstComment: string | null | undefined;
    readonly " $fragmentSpreads": FragmentRefs<"PublishPreviewDialog_preview">;
  } | null | undefined;
  readonly " $fragmentType": "PublishPost_post";
};
export type PublishPost_post$key = {
  readonly " $data"?: PublishPost_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PublishPost_post">;
};

const node: ReaderFragment = (function(){
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
  "name": "platform",
  "storageKey": null
},
v2 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "PublishPreviewDialog_preview"
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PublishPost_post",
  "selections": [
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "PublishPreview",
      "kind": "LinkedField",
      "name": "publishPreview",
      "plural": false,
      "selections": [
        (v1/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "publishLabel",
          "storageKey": null
        },
        (v2/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": "withComment",
      "args": [
        {
          "kind": "Literal",
          "name": "linkAsFirstComment",
          "value": true
        }
      ],
      "concreteType": "PublishPreview",
      "kind": "LinkedField",
      "name": "publishPreview",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "firstComment",
          "storageKey": null
        },
        (v2/*: any*/)
      ],
      "storageKey": "publishPreview(linkAsFirstComment:true)"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Publication",
      "kind": "LinkedField",
      "name": "publications",
      "plural": true,
      "selections": [
        (v0/*: any*/),
        (v1/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
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
          "name": "error",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "publishAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "publishNote",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "partCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "livePartCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "commentMissing",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PublicationFigures_publication"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "RunPost",
  "abstractKey": null
};
})();

(node as any).hash = "7cd4667b929cce4c26f6b40bcc016a54";

export default node;
