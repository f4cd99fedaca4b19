/**
 * @generated SignedSource<<8569269e25d50950f0927a5c749b3302>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSetDigestPublishedMutation$variables = {
  published: boolean;
  runId: string;
};
export type useSetDigestPublishedMutation$data = {
  readonly setDigestPublished: {
    readonly id: string;
    readonly inPublicArchive: boolean | null | undefined;
  };
};
export type useSetDigestPublishedMutation = {
  response: useSetDigestPublishedMutation$data;
  variables: useSetDigestPublishedMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "published"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "runId"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "published",
        "variableName": "published"
      },
      {
        "kind": "Variable",
        "name": "runId",
        "variableName": "runId"
      }
    ],
    "concreteType": "SynthRun",
    "kind": "LinkedField",
    "name": "setDigestPublished",
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
        "name": "inPublicArchive",
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
    "name": "useSetDigestPublishedMutation",
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
    "name": "useSetDigestPublishedMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "21354a100650b0b772bcace2d937796d",
    "id": null,
    "metadata": {},
    "name": "useSetDigestPublishedMutation",
    "operationKind": "mutation",
    "text": "mutation useSetDigestPublishedMutation(\n  $runId: ID!\n  $published: Boolean!\n) {\n  setDigestPublished(runId: $runId, published: $published) {\n    id\n    inPublicArchive\n  }\n}\n"
  }
};
})();

(node as any).hash = "cb8eb070acf2c77cd13fddb809617799";

export default node;
