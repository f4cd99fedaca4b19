/**
 * @generated SignedSource<<bba08cc047fc0d48e20b29d7dc7643f8>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSetAutoPublishMutation$variables = {
  bestTime?: boolean | null | undefined;
  minutes?: number | null | undefined;
  synthId: string;
};
export type useSetAutoPublishMutation$data = {
  readonly setAutoPublish: {
    readonly autoPublishBestTime: boolean;
    readonly autoPublishMinutes: number | null | undefined;
    readonly autoPublishPreview: ReadonlyArray<string>;
    readonly id: string;
  };
};
export type useSetAutoPublishMutation = {
  response: useSetAutoPublishMutation$data;
  variables: useSetAutoPublishMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "bestTime"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "minutes"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "synthId"
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "bestTime",
        "variableName": "bestTime"
      },
      {
        "kind": "Variable",
        "name": "minutes",
        "variableName": "minutes"
      },
      {
        "kind": "Variable",
        "name": "synthId",
        "variableName": "synthId"
      }
    ],
    "concreteType": "Synth",
    "kind": "LinkedField",
    "name": "setAutoPublish",
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
        "name": "autoPublishMinutes",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "autoPublishBestTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "autoPublishPreview",
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
      (v1/*: any*/),
      (v2/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetAutoPublishMutation",
    "selections": (v3/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*: any*/),
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "useSetAutoPublishMutation",
    "selections": (v3/*: any*/)
  },
  "params": {
    "cacheID": "b9ca5e0425c1f960f9b991c123027839",
    "id": null,
    "metadata": {},
    "name": "useSetAutoPublishMutation",
    "operationKind": "mutation",
    "text": "mutation useSetAutoPublishMutation(\n  $synthId: ID!\n  $minutes: Int\n  $bestTime: Boolean\n) {\n  setAutoPublish(synthId: $synthId, minutes: $minutes, bestTime: $bestTime) {\n    id\n    autoPublishMinutes\n    autoPublishBestTime\n    autoPublishPreview\n  }\n}\n"
  }
};
})();

(node as any).hash = "10a7f8a48f3348ae62f62db6b5f83fbd";

export default node;
