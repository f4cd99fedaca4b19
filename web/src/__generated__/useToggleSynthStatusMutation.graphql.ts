/**
 * @generated SignedSource<<99d97583d57f555655dff32d45c21d8e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SynthStatus = "active" | "inactive";
export type useToggleSynthStatusMutation$variables = {
  id: string;
};
export type useToggleSynthStatusMutation$data = {
  readonly toggleSynthStatus: {
    readonly id: string;
    readonly status: SynthStatus;
    readonly " $fragmentSpreads": FragmentRefs<"NextDigestLine_synth">;
  };
};
export type useToggleSynthStatusMutation = {
  response: useToggleSynthStatusMutation$data;
  variables: useToggleSynthStatusMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useToggleSynthStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Synth",
        "kind": "LinkedField",
        "name": "toggleSynthStatus",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v3/*: any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "NextDigestLine_synth"
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
    "name": "useToggleSynthStatusMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Synth",
        "kind": "LinkedField",
        "name": "toggleSynthStatus",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v3/*: any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "NextDigest",
            "kind": "LinkedField",
            "name": "nextDigest",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeZone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pausedReason",
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
    "cacheID": "475ebbaf9c7f5e13458f81a612ac9b97",
    "id": null,
    "metadata": {},
    "name": "useToggleSynthStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useToggleSynthStatusMutation(\n  $id: ID!\n) {\n  toggleSynthStatus(id: $id) {\n    id\n    status\n    ...NextDigestLine_synth\n  }\n}\n\nfragment NextDigestLine_synth on Synth {\n  nextDigest {\n    state\n    at\n    timeZone\n    pausedReason\n  }\n}\n"
  }
};
})();

(node as any).hash = "9819d8434388a8a0866be1e55465543f";

export default node;
