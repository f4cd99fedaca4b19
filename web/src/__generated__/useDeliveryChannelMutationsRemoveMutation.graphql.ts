/**
 * @generated SignedSource<<94fe620cbeb7744384b1b31d92c04072>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useDeliveryChannelMutationsRemoveMutation$variables = {
  channelId: string;
};
export type useDeliveryChannelMutationsRemoveMutation$data = {
  readonly removeDeliveryChannel: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"DeliveryChannelsSettings_synth">;
  };
};
export type useDeliveryChannelMutationsRemoveMutation = {
  response: useDeliveryChannelMutationsRemoveMutation$data;
  variables: useDeliveryChannelMutationsRemoveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "channelId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "channelId",
    "variableName": "channelId"
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
    "name": "useDeliveryChannelMutationsRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Synth",
        "kind": "LinkedField",
        "name": "removeDeliveryChannel",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DeliveryChannelsSettings_synth"
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
    "name": "useDeliveryChannelMutationsRemoveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Synth",
        "kind": "LinkedField",
        "name": "removeDeliveryChannel",
        "plural": false,
        "selections": [
          (v2/*: any*/),
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
                  (v2/*: any*/),
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
    ]
  },
  "params": {
    "cacheID": "ff3d45df88b172f4b7d5bb83205c352a",
    "id": null,
    "metadata": {},
    "name": "useDeliveryChannelMutationsRemoveMutation",
    "operationKind": "mutation",
    "text": "mutation useDeliveryChannelMutationsRemoveMutation(\n  $channelId: ID!\n) {\n  removeDeliveryChannel(channelId: $channelId) {\n    id\n    ...DeliveryChannelsSettings_synth\n  }\n}\n\nfragment DeliveryChannelsSettings_synth on Synth {\n  id\n  deliveryChannels {\n    limit\n    channels {\n      id\n      kind\n      name\n      hint\n      feedUrl\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ef120cfb069ef5f81df65748e3131d83";

export default node;
