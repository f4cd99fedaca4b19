/**
 * @generated SignedSource<<50b34a49081437cea388426fa86948e8>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SynthStatus = "active" | "inactive";
export type useToggleSynthStatusMutation$variables = {
  id: string;
};
export type useToggleSynthStatusMutation$data = {
  readonly toggleSynthStatus: {
    readonly id: string;
    readonly status: SynthStatus;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "Synth",
    "kind": "LinkedField",
    "name": "toggleSynthStatus",
    "plural": false,
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
        "name": "status",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useToggleSynthStatusMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useToggleSynthStatusMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "be240157f356ca682a12390d98f901ec",
    "id": null,
    "metadata": {},
    "name": "useToggleSynthStatusMutation",
    "operationKind": "mutation",
    "text": "mutation useToggleSynthStatusMutation(\n  $id: ID!\n) {\n  toggleSynthStatus(id: $id) {\n    id\n    status\n  }\n}\n"
  }
};
})();

(node as any).hash = "64c7744390b696eb27e57cdcda9242ac";

export default node;
