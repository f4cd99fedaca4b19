/**
 * @generated SignedSource<<5f52c5d93026c9e3056695cf0e82406f>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useResendRecipientConfirmationMutation$variables = {
  synthId: string;
};
export type useResendRecipientConfirmationMutation$data = {
  readonly resendRecipientConfirmation: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"RecipientConfirmationNote_synth">;
  };
};
export type useResendRecipientConfirmationMutation = {
  response: useResendRecipientConfirmationMutation$data;
  variables: useResendRecipientConfirmationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "synthId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "synthId",
    "variableName": "synthId"
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
    "name": "useResendRecipientConfirmationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Synth",
        "kind": "LinkedField",
        "name": "resendRecipientConfirmation",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RecipientConfirmationNote_synth"
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
    "name": "useResendRecipientConfirmationMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Synth",
        "kind": "LinkedField",
        "name": "resendRecipientConfirmation",
        "plural": false,
        "selections": [
          (v2/*: any*/),
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
    ]
  },
  "params": {
    "cacheID": "6e740409c3726e2d742ab3ce4e0a671d",
    "id": null,
    "metadata": {},
    "name": "useResendRecipientConfirmationMutation",
    "operationKind": "mutation",
    "text": "mutation useResendRecipientConfirmationMutation(\n  $synthId: ID!\n) {\n  resendRecipientConfirmation(synthId: $synthId) {\n    id\n    ...RecipientConfirmationNote_synth\n  }\n}\n\nfragment RecipientConfirmationNote_synth on Synth {\n  id\n  recipientEmail\n  recipientStatus\n  recipientConfirmationSentAt\n}\n"
  }
};
})();

(node as any).hash = "91772b2de27d85af08212bc053d7e075";

export default node;
