/**
 * @generated SignedSource<<a695128e1b6f0527dcd4d8d96dfe02d3>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type usePublishCarouselMutation$variables = {
  carouselId: string;
};
export type usePublishCarouselMutation$data = {
  readonly publishCarousel: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"RunCarousel_carousel">;
  };
};
export type usePublishCarouselMutation = {
  response: usePublishCarouselMutation$data;
  variables: usePublishCarouselMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "carouselId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "carouselId",
    "variableName": "carouselId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePublishCarouselMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Carousel",
        "kind": "LinkedField",
        "name": "publishCarousel",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RunCarousel_carousel"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "usePublishCarouselMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Carousel",
        "kind": "LinkedField",
        "name": "publishCarousel",
        "plural": false,
        "selections": [
          (v2/*: any*/),
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
              },
              (v2/*: any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "71ae325e1a4eee41bf2b20dff5f25aa2",
    "id": null,
    "metadata": {},
    "name": "usePublishCarouselMutation",
    "operationKind": "mutation",
    "text": "mutation usePublishCarouselMutation(\n  $carouselId: ID!\n) {\n  publishCarousel(carouselId: $carouselId) {\n    id\n    ...RunCarousel_carousel\n  }\n}\n\nfragment RunCarousel_carousel on Carousel {\n  id\n  title\n  pageCount\n  pdfUrl\n  slides {\n    number\n    svg\n  }\n  publication {\n    status\n    url\n    error\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "dbe6e27212d5bfd2fa86f1eae52b591d";

export default node;
