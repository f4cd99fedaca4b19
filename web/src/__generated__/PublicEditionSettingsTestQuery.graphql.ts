/**
 * @generated SignedSource<<28b0c232c075c405f78108bd3fb10e9d>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PublicEditionSettingsTestQuery$variables = Record<PropertyKey, never>;
export type PublicEditionSettingsTestQuery$data = {
  readonly viewer: {
    readonly synths: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly " $fragmentSpreads": FragmentRefs<"PublicEditionSettings_synth">;
        };
      }>;
    };
  };
};
export type PublicEditionSettingsTestQuery = {
  response: PublicEditionSettingsTestQuery$data;
  variables: PublicEditionSettingsTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
],
v1 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PublicEditionSettingsTestQuery",
    "selections": [
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
            "args": (v0/*: any*/),
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
                      {
                        "args": null,
                        "kind": "FragmentSpread",
                        "name": "PublicEditionSettings_synth"
                      }
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
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PublicEditionSettingsTestQuery",
    "selections": [
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
            "args": (v0/*: any*/),
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
                        "concreteType": "SynthPublicEdition",
                        "kind": "LinkedField",
                        "name": "publicEdition",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "isPublic",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "archiveUrl",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "feedUrl",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "subscribers",
                            "storageKey": null
                          }
                        ],
                        "storageKey": null
                      }
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
    ]
  },
  "params": {
    "cacheID": "7f25a526b980c488bb2737c912d07f05",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "viewer": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Viewer"
        },
        "viewer.synths": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SynthConnection"
        },
        "viewer.synths.edges": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "SynthEdge"
        },
        "viewer.synths.edges.node": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Synth"
        },
        "viewer.synths.edges.node.id": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "ID"
        },
        "viewer.synths.edges.node.publicEdition": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SynthPublicEdition"
        },
        "viewer.synths.edges.node.publicEdition.archiveUrl": (v1/*: any*/),
        "viewer.synths.edges.node.publicEdition.feedUrl": (v1/*: any*/),
        "viewer.synths.edges.node.publicEdition.isPublic": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Boolean"
        },
        "viewer.synths.edges.node.publicEdition.subscribers": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        }
      }
    },
    "name": "PublicEditionSettingsTestQuery",
    "operationKind": "query",
    "text": "query PublicEditionSettingsTestQuery {\n  viewer {\n    synths(first: 1) {\n      edges {\n        node {\n          ...PublicEditionSettings_synth\n          id\n        }\n      }\n    }\n  }\n}\n\nfragment PublicEditionSettings_synth on Synth {\n  id\n  publicEdition {\n    isPublic\n    archiveUrl\n    feedUrl\n    subscribers\n  }\n}\n"
  }
};
})();

(node as any).hash = "420e94db21106aa3923ccdfe53fff83b";

export default node;
