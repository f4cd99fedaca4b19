/**
 * @generated SignedSource<<56efe3bd3324fbe2669fa80fa17f4ea5>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useForgetVoiceMutation$variables = Record<PropertyKey, never>;
export type useForgetVoiceMutation$data = {
  readonly forgetVoice: {
    readonly id: string;
    readonly voiceProfile: {
      readonly summary: string;
    } | null | undefined;
  };
};
export type useForgetVoiceMutation = {
  response: useForgetVoiceMutation$data;
  variables: useForgetVoiceMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "forgetVoice",
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
        "concreteType": "VoiceProfile",
        "kind": "LinkedField",
        "name": "voiceProfile",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "summary",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useForgetVoiceMutation",
    "selections": (v0/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useForgetVoiceMutation",
    "selections": (v0/*: any*/)
  },
  "params": {
    "cacheID": "207d7726a82bf37f31f2dc96b4836cfd",
    "id": null,
    "metadata": {},
    "name": "useForgetVoiceMutation",
    "operationKind": "mutation",
    "text": "mutation useForgetVoiceMutation {\n  forgetVoice {\n    id\n    voiceProfile {\n      summary\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "5eae86dbf32f281a8d8ed06184f3830a";

export default node;
