/**
 * @generated SignedSource<<5e4a59c2ba9f76fcd703ffc4adfe23cb>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RecipientConfirmationNoteTestQuery$variables = Record<PropertyKey, never>;
export type RecipientConfirmationNoteTestQuery$data = {
  readonly viewer: {
    readonly synths: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly " $fragmentSpreads": FragmentRefs<"RecipientConfirmationNote_synth">;
        };
      }>;
    };
  };
};
export type RecipientConfirmationNoteTestQuery = {
  response: RecipientConfirmationNoteTestQuery$data;
  variables: RecipientConfirmationNoteTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 1
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecipientConfirmationNoteTestQuery",
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
                        "name": "RecipientConfirmationNote_synth"
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
    "name": "RecipientConfirmationNoteTestQuery",
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
                        "kind": "ScalarField",
                        "name": "recipientEmail",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "recipientStatus",
                        "storageKey": null
                      },
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "recipientConfirmationSentAt",
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
    "cacheID": "165381d4afa9d71ddf4dba3c3f1f4915",
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
        "viewer.synths.edges.node.recipientConfirmationSentAt": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "DateTimeISO"
        },
        "viewer.synths.edges.node.recipientEmail": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "String"
        },
        "viewer.synths.edges.node.recipientStatus": {
          "enumValues": [
            "confirmed",
            "pending"
          ],
          "nullable": true,
          "plural": false,
          "type": "RecipientStatus"
        }
      }
    },
    "name": "RecipientConfirmationNoteTestQuery",
    "operationKind": "query",
    "text": "query RecipientConfirmationNoteTestQuery {\n  viewer {\n    synths(first: 1) {\n      edges {\n        node {\n          ...RecipientConfirmationNote_synth\n          id\n        }\n      }\n    }\n  }\n}\n\nfragment RecipientConfirmationNote_synth on Synth {\n  id\n  recipientEmail\n  recipientStatus\n  recipientConfirmationSentAt\n}\n"
  }
};
})();

(node as any).hash = "4347baa88d3b91fa721e31c2899549da";

export default node;
