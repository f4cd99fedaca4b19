/**
 * @generated SignedSource<<2a1752c4b0d51de456356e5517a50664>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useCreateCheckoutMutation$variables = {
  billingCycle: string;
  tier: string;
};
export type useCreateCheckoutMutation$data = {
  readonly createCheckout: {
    readonly checkoutUrl: string | null | undefined;
    readonly status: string | null | undefined;
    readonly updated: boolean;
  };
};
export type useCreateCheckoutMutation = {
  response: useCreateCheckoutMutation$data;
  variables: useCreateCheckoutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "billingCycle"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "tier"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "billingCycle",
        "variableName": "billingCycle"
      },
      {
        "kind": "Variable",
        "name": "tier",
        "variableName": "tier"
      }
    ],
    "concreteType": "CheckoutResult",
    "kind": "LinkedField",
    "name": "createCheckout",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "checkoutUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "updated",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useCreateCheckoutMutation",
    "selections": (v2/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "useCreateCheckoutMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "693bbfec00c70b84a816a0f8569fa48c",
    "id": null,
    "metadata": {},
    "name": "useCreateCheckoutMutation",
    "operationKind": "mutation",
    "text": "mutation useCreateCheckoutMutation(\n  $tier: String!\n  $billingCycle: String!\n) {\n  createCheckout(tier: $tier, billingCycle: $billingCycle) {\n    checkoutUrl\n    updated\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "9be4f4a55567229059a2165befa50f3b";

export default node;
