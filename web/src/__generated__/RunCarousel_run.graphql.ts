/**
 * @generated SignedSource<<8d89ffa6b1b93e1b7f26804ecaba3c96>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RunStatus = "canceled" | "failed" | "queued" | "running" | "succeeded";
import { FragmentRefs } from "relay-runtime";
export type RunCarousel_run$data = {
  readonly carousel: {
    readonly " $fragmentSpreads": FragmentRefs<"RunCarousel_carousel">;
  } | null | undefined;
  readonly id: string;
  readonly status: RunStatus;
  readonly " $fragmentType": "RunCarousel_run";
};
export type RunCarousel_run$key = {
  readonly " $data"?: RunCarousel_run$data;
  readonly " $fragmentSpreads": FragmentRefs<"RunCarousel_run">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RunCarousel_run",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Carousel",
      "kind": "LinkedField",
      "name": "carousel",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "RunCarousel_carousel"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SynthRun",
  "abstractKey": null
};

(node as any).hash = "e919fdad8bc3077ca0555cd141d8cb83";

export default node;
