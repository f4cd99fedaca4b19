/**
 * @generated SignedSource<<0d848ccbf92b26d196763ad50bff68a5>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useSetSynthPublicMutation$variables = {
  isPublic: boolean;
  synthId: string;
};
export type useSetSynthPublicMutation$data = {
  readonly setSynthPublic: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PublicEditionSettings_synth">;
  };
};
export type useSetSynthPublicMutation = {
  response: useSetSynthPublicMutation$data;
  variables: useSetSynthPublicMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "isPublic"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "synthId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "isPublic",
    "variableName": "isPublic"
  },
  {
    "kind": "Variable",
    "name": "synthId",
    "variableName": "synthId"
  }
],
v3 = {
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
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetSynthPublicMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": "Synth",
        "kind": "LinkedField",
        "name": "setSynthPublic",
        "plural": false,
        "selections": [
          (v3/*: any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PublicEditionSettings_synth"
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
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "useSetSynthPublicMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
        "concreteType": "Synth",
        "kind": "LinkedField",
        "name": "setSynthPublic",
        "plural": false,
        "selections": [
          (v3/*: any*/),
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
    ]
  },
  "params": {
    "cacheID": "2ecd8da8bbb38b87d4e47fdee843f451",
    "id": null,
    "metadata": {},
    "name": "useSetSynthPublicMutation",
    "operationKind": "mutation",
    "text": "mutation useSetSynthPublicMutation(\n  $synthId: ID!\n  $isPublic: Boolean!\n) {\n  setSynthPublic(synthId: $synthId, isPublic: $isPublic) {\n    id\n    ...PublicEditionSettings_synth\n  }\n}\n\nfragment PublicEditionSettings_synth on Synth {\n  id\n  publicEdition {\n    isPublic\n    archiveUrl\n    feedUrl\n    subscribers\n  }\n}\n"
  }
};
})();

(node as any).hash = "726841e1539cdd51bbc514a040203b82";

export default node;
