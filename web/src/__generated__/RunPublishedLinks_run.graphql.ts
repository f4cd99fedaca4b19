/**
 * @generated SignedSource<<02f86cdaca64fa81b959b715cbc5d4c4>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type PublishingPlatform = "bluesky" | "linkedin" | "mastodon" | "threads" | "x";
import { FragmentRefs } from "relay-runtime";
export type RunPublishedLinks_run$data = {
  readonly publications: ReadonlyArray<{
    readonly id: string;
    readonly platform: PublishingPlatform;
    readonly status: string;
    readonly url: string | null | undefined;
  }>;
  readonly " $fragmentType": "RunPublishedLinks_run";
};
export type RunPublishedLinks_run$key = {
  readonly " $data"?: RunPublishedLinks_run$data;
  readonly " $fragmentSpreads": FragmentRefs<"RunPublishedLinks_run">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RunPublishedLinks_run",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Publication",
      "kind": "LinkedField",
      "name": "publications",
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
          "name": "platform",
          "storageKey": null
        },
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SynthRun",
  "abstractKey": null
};

(node as any).hash = "d95f3598cda922a7b64c613e1e6417ba";

export default node;
