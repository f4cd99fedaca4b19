/**
 * @generated SignedSource<<925b5ff87fef0f4e5297d41cf4bfdb59>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeliveryChannelsSettingsTestQuery$variables = Record<PropertyKey, never>;
export type DeliveryChannelsSettingsTestQuery$data = {
  readonly viewer: {
    readonly synths: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly " $fragmentSpreads": FragmentRefs<"DeliveryChannelsSettings_synth">;
        };
      }>;
    };
  };
};
export type DeliveryChannelsSettingsTestQuery = {
  response: DeliveryChannelsSettingsTestQuery$data;
  variables: DeliveryChannelsSettingsTestQuery$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "String"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DeliveryChannelsSettingsTestQuery",
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
                        "name": "DeliveryChannelsSettings_synth"
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
    "name": "DeliveryChannelsSettingsTestQuery",
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
                      (v1/*: any*/),
                      {
                        "alias": null,
                        "args": null,
                        "concreteType": "SynthDeliveryChannels",
                        "kind": "LinkedField",
                        "name": "deliveryChannels",
                        "plural": false,
                        "selections": [
                          {
                            "alias": null,
                            "args": null,
                            "kind": "ScalarField",
                            "name": "limit",
                            "storageKey": null
                          },
                          {
                            "alias": null,
                            "args": null,
                            "concreteType": "DeliveryChannelView",
                            "kind": "LinkedField",
                            "name": "channels",
                            "plural": true,
                            "selections": [
                              (v1/*: any*/),
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "kind",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "name",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "hint",
                                "storageKey": null
                              },
                              {
                                "alias": null,
                                "args": null,
                                "kind": "ScalarField",
                                "name": "feedUrl",
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
    "cacheID": "6f8457274eabc9080af9798055191eba",
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
        "viewer.synths.edges.node.deliveryChannels": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "SynthDeliveryChannels"
        },
        "viewer.synths.edges.node.deliveryChannels.channels": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "DeliveryChannelView"
        },
        "viewer.synths.edges.node.deliveryChannels.channels.feedUrl": (v2/*: any*/),
        "viewer.synths.edges.node.deliveryChannels.channels.hint": (v2/*: any*/),
        "viewer.synths.edges.node.deliveryChannels.channels.id": (v3/*: any*/),
        "viewer.synths.edges.node.deliveryChannels.channels.kind": (v4/*: any*/),
        "viewer.synths.edges.node.deliveryChannels.channels.name": (v4/*: any*/),
        "viewer.synths.edges.node.deliveryChannels.limit": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Int"
        },
        "viewer.synths.edges.node.id": (v3/*: any*/)
      }
    },
    "name": "DeliveryChannelsSettingsTestQuery",
    "operationKind": "query",
    "text": "query DeliveryChannelsSettingsTestQuery {\n  viewer {\n    synths(first: 1) {\n      edges {\n        node {\n          ...DeliveryChannelsSettings_synth\n          id\n        }\n      }\n    }\n  }\n}\n\nfragment DeliveryChannelsSettings_synth on Synth {\n  id\n  deliveryChannels {\n    limit\n    channels {\n      id\n      kind\n      name\n      hint\n      feedUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "fe78fab8e1b3b9faa320f72aeb5e8568";

export default node;
