/**
 * @generated SignedSource<<cb169b5e6b5ac37a36dec768694e6a5e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useDeliveryChannelMutationsAddMutation$variables = {
  kind: string;
  name: string;
  synthId: string;
  url?: string | null | undefined;
};
export type useDeliveryChannelMutationsAddMutation$data = {
  readonly addDeliveryChannel: {
    readonly signingSecret: string | null | undefined;
    readonly synth: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"DeliveryChannelsSettings_synth">;
    };
  };
};
export type useDeliveryChannelMutationsAddMutation = {
  response: useDeliveryChannelMutationsAddMutation$data;
  variables: useDeliveryChannelMutationsAddMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "name"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "synthId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "url"
},
v4 = [
  {
    "kind": "Variable",
    "name": "kind",
    "variableName": "kind"
  },
  {
    "kind": "Variable",
    "name": "name",
    "variableName": "name"
  },
  {
    "kind": "Variable",
    "name": "synthId",
    "variableName": "synthId"
  },
  {
    "kind": "Variable",
    "name": "url",
    "variableName": "url"
  }
],
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "signingSecret",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/),
      (v2/*: any*/),
      (v3/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useDeliveryChannelMutationsAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*: any*/),
        "concreteType": "AddedDeliveryChannel",
        "kind": "LinkedField",
        "name": "addDeliveryChannel",
        "plural": false,
        "selections": [
          (v5/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Synth",
            "kind": "LinkedField",
            "name": "synth",
            "plural": false,
            "selections": [
              (v6/*: any*/),
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
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*: any*/),
      (v0/*: any*/),
      (v1/*: any*/),
      (v3/*: any*/)
    ],
    "kind": "Operation",
    "name": "useDeliveryChannelMutationsAddMutation",
    "selections": [
      {
        "alias": null,
        "args": (v4/*: any*/),
        "concreteType": "AddedDeliveryChannel",
        "kind": "LinkedField",
        "name": "addDeliveryChannel",
        "plural": false,
        "selections": [
          (v5/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Synth",
            "kind": "LinkedField",
            "name": "synth",
            "plural": false,
            "selections": [
              (v6/*: any*/),
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
                      (v6/*: any*/),
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
    ]
  },
  "params": {
    "cacheID": "504f8ac73f5caaae975608e44693ee3e",
    "id": null,
    "metadata": {},
    "name": "useDeliveryChannelMutationsAddMutation",
    "operationKind": "mutation",
    "text": "mutation useDeliveryChannelMutationsAddMutation(\n  $synthId: ID!\n  $kind: String!\n  $name: String!\n  $url: String\n) {\n  addDeliveryChannel(synthId: $synthId, kind: $kind, name: $name, url: $url) {\n    signingSecret\n    synth {\n      id\n      ...DeliveryChannelsSettings_synth\n    }\n  }\n}\n\nfragment DeliveryChannelsSettings_synth on Synth {\n  id\n  deliveryChannels {\n    limit\n    channels {\n      id\n      kind\n      name\n      hint\n      feedUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "715eb67bcd063e1489cb8589421bae92";

export default node;
