/**
 * @generated SignedSource<<82e54576663a220b0d2b401658d90cc1>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useResetSynthFeedbackMutation$variables = {
  synthId: string;
};
export type useResetSynthFeedbackMutation$data = {
  readonly resetSynthFeedback: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"SynthFeedbackPanel_synth">;
  };
};
export type useResetSynthFeedbackMutation = {
  response: useResetSynthFeedbackMutation$data;
  variables: useResetSynthFeedbackMutation$variables;
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
    "name": "useResetSynthFeedbackMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Synth",
        "kind": "LinkedField",
        "name": "resetSynthFeedback",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SynthFeedbackPanel_synth"
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
    "name": "useResetSynthFeedbackMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Synth",
        "kind": "LinkedField",
        "name": "resetSynthFeedback",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "SynthFeedback",
            "kind": "LinkedField",
            "name": "feedback",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "liked",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "disliked",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "neededToLearn",
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
    "cacheID": "f6a523f8b89a670e0fd3185277febe1f",
    "id": null,
    "metadata": {},
    "name": "useResetSynthFeedbackMutation",
    "operationKind": "mutation",
    "text": "mutation useResetSynthFeedbackMutation(\n  $synthId: ID!\n) {\n  resetSynthFeedback(synthId: $synthId) {\n    id\n    ...SynthFeedbackPanel_synth\n  }\n}\n\nfragment SynthFeedbackPanel_synth on Synth {\n  id\n  feedback {\n    liked\n    disliked\n    total\n    neededToLearn\n  }\n}\n"
  }
};
})();

(node as any).hash = "f72e4578cac435d95deb9639b00bc6fb";

export default node;
