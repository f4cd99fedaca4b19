/**
 * @generated SignedSource<<dceaff75f4a42b995029d13b0eb29889>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OnboardQuery$variables = Record<PropertyKey, never>;
export type OnboardQuery$data = {
  readonly viewer: {
    readonly synths: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly id: string;
        };
      }>;
    };
    readonly user: {
      readonly displayName: string | null | undefined;
      readonly email: string | null | undefined;
      readonly features: {
        readonly canUseRealWorldExamples: boolean;
        readonly maxRssFeeds: number;
      };
      readonly id: string;
    } | null | undefined;
  };
};
export type OnboardQuery = {
  response: OnboardQuery$data;
  variables: OnboardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Viewer",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v0/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "displayName",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Features",
            "kind": "LinkedField",
            "name": "features",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "maxRssFeeds",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "canUseRealWorldExamples",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": [
          {
            "kind": "Literal",
            "name": "first",
            "value": 1
          }
        ],
        "concreteType": "SynthConnection",
        "kind": "LinkedField",
        "name": "synths",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SynthEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Synth",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v0/*: any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "synths(first:1)"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OnboardQuery",
    "selections": (v1/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OnboardQuery",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "d72c55a1956db72d8286a7cbd951795d",
    "id": null,
    "metadata": {},
    "name": "OnboardQuery",
    "operationKind": "query",
    "text": "query OnboardQuery {\n  viewer {\n    user {\n      id\n      displayName\n      email\n      features {\n        maxRssFeeds\n        canUseRealWorldExamples\n      }\n    }\n    synths(first: 1) {\n      edges {\n        node {\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d038545499349908fe750000a3c0e09d";

export default node;
