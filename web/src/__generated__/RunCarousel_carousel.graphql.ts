/**
 * @generated SignedSource<<73bb3cbf1205a5ca3ce70aae6bc68d85>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RunCarousel_carousel$data = {
  readonly id: string;
  readonly pageCount: number;
  readonly pdfUrl: string;
  readonly publication: {
    readonly error: string | null | undefined;
    readonly status: string;
    readonly url: string | null | undefined;
  } | null | undefined;
  readonly slides: ReadonlyArray<{
    readonly number: number;
    readonly svg: string;
  }>;
  readonly title: string;
  readonly " $fragmentType": "RunCarousel_carousel";
};
export type RunCarousel_carousel$key = {
  readonly " $data"?: RunCarousel_carousel$data;
  readonly " $fragmentSpreads": FragmentRefs<"RunCarousel_carousel">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RunCarousel_carousel",
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
      "name": "title",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pageCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pdfUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CarouselSlide",
      "kind": "LinkedField",
      "name": "slides",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "number",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "svg",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Publication",
      "kind": "LinkedField",
      "name": "publication",
      "plural": false,
      "selections": [
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Carousel",
  "abstractKey": null
};

(node as any).hash = "2b04ce9f11890f7a39d426e4937c13e2";

export default node;
