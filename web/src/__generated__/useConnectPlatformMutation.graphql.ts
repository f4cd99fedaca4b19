/**
 * @generated SignedSource<<d65004467325bcffeff0b0f0fec24831>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PublishingPlatform = "bluesky" | "linkedin" | "mastodon" | "threads" | "x";
export type useConnectPlatformMutation$variables = {
  platform: PublishingPlatform;
  server?: string | null | undefined;
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
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "server"
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
      },
      {
        "kind": "Variable",
        "name": "server",
        "variableName": "server"
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
    "cacheID": "0e79eaeccca500b64a642164ebdb2247",
    "id": null,
    "metadata": {},
    "name": "useConnectPlatformMutation",
    "operationKind": "mutation",
    "text": "mutation useConnectPlatformMutation(\n  $platform: PublishingPlatform!\n  $server: String\n) {\n  connectPlatform(platform: $platform, server: $server)\n}\n"
  }
};
})();

(node as any).hash = "f67a7d03339f4c4c0f0babd8efa80528";

export default node;
