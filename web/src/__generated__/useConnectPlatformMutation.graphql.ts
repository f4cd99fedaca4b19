/**
 * @generated SignedSource<<2e492f3fee349da3afe91e7a09a37651>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PublishingPlatform = "bluesky" | "linkedin" | "x";
export type useConnectPlatformMutation$variables = {
  platform: PublishingPlatform;
};
export type useConnectPlatformMutation$data = {
  readonly connectPlatform: string;
};
export type useConnectPlatformMutation = {
  response: useConnectPlatformMutation$data;
  variables: useConnectPlatformMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "platform"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "platform",
        "variableName": "platform"
      }
    ],
    "kind": "ScalarField",
    "name": "connectPlatform",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useConnectPlatformMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useConnectPlatformMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "0a58ef4c3f30e12fad976c760be4f234",
    "id": null,
    "metadata": {},
    "name": "useConnectPlatformMutation",
    "operationKind": "mutation",
    "text": "mutation useConnectPlatformMutation(\n  $platform: PublishingPlatform!\n) {\n  connectPlatform(platform: $platform)\n}\n"
  }
};
})();

(node as any).hash = "057f3996829bf8dc6e91afee11ff4d24";

export default node;
