/**
 * @generated SignedSource<<2b6495027619675a384d479f1216c429>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useMakeCarouselMutation$variables = {
  runId: string;
};
export type useMakeCarouselMutation$data = {
  readonly makeCarousel: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"RunCarousel_carousel">;
  };
};
export type useMakeCarouselMutation = {
  response: useMakeCarouselMutation$data;
  variables: useMakeCarouselMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "runId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "runId",
    "variableName": "runId"
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
    "name": "useMakeCarouselMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Carousel",
        "kind": "LinkedField",
        "name": "makeCarousel",
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
    "name": "useMakeCarouselMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Carousel",
        "kind": "LinkedField",
        "name": "makeCarousel",
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
    "cacheID": "93134dcd172c1ef688a674659b4bebed",
    "id": null,
    "metadata": {},
    "name": "useMakeCarouselMutation",
    "operationKind": "mutation",
    "text": "mutation useMakeCarouselMutation(\n  $runId: ID!\n) {\n  makeCarousel(runId: $runId) {\n    id\n    ...RunCarousel_carousel\n  }\n}\n\nfragment RunCarousel_carousel on Carousel {\n  id\n  title\n  pageCount\n  pdfUrl\n  slides {\n    number\n    svg\n  }\n  publication {\n    status\n    url\n    error\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "6385c7291145df324b20553a57a4303f";

export default node;
