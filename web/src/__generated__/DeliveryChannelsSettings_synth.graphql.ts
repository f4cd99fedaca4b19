/**
 * @generated SignedSource<<8c40cfd69e5fefac07f5fde976b25c1b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeliveryChannelsSettings_synth$data = {
  readonly deliveryChannels: {
    readonly channels: ReadonlyArray<{
      readonly feedUrl: string | null | undefined;
      readonly hint: string | null | undefined;
      readonly id: string;
      readonly kind: string;
      readonly name: string;
    }>;
    readonly limit: number;
  };
  readonly id: string;
  readonly " $fragmentType": "DeliveryChannelsSettings_synth";
};
export type DeliveryChannelsSettings_synth$key = {
  readonly " $data"?: DeliveryChannelsSettings_synth$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeliveryChannelsSettings_synth">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeliveryChannelsSettings_synth",
  "selections": [
    (v0/*: any*/),
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
            (v0/*: any*/),
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
  "type": "Synth",
  "abstractKey": null
};
})();

(node as any).hash = "a08b3fc1a3950f7a4524cb328445898c";

export default node;
