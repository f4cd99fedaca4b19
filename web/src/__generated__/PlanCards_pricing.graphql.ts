/**
 * @generated SignedSource<<158e6c2ef34e1f556fa21e8e9b66481c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PlanCards_pricing$data = {
  readonly tiers: ReadonlyArray<{
    readonly discountPercent: number;
    readonly id: string;
    readonly monthly: number;
    readonly name: string;
    readonly yearly: number;
  }>;
  readonly " $fragmentType": "PlanCards_pricing";
};
export type PlanCards_pricing$key = {
  readonly " $data"?: PlanCards_pricing$data;
  readonly " $fragmentSpreads": FragmentRefs<"PlanCards_pricing">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PlanCards_pricing",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TierPrice",
      "kind": "LinkedField",
      "name": "tiers",
      "plural": true,
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "monthly",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "yearly",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "discountPercent",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Pricing",
  "abstractKey": null
};

(node as any).hash = "46e61e98b6462681856ddd61c7672cd6";

export default node;
