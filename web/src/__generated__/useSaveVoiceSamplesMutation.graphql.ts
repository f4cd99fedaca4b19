/**
 * @generated SignedSource<<8cd0f9dbf464bceae5914bf0e6246ed7>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useSaveVoiceSamplesMutation$variables = {
  sharesCsv?: string | null | undefined;
  text?: string | null | undefined;
};
export type useSaveVoiceSamplesMutation$data = {
  readonly saveVoiceSamples: {
    readonly notice: string | null | undefined;
    readonly user: {
      readonly id: string;
      readonly voiceProfile: {
        readonly editCount: number;
        readonly habits: ReadonlyArray<{
          readonly label: string;
          readonly text: string;
        }>;
        readonly learnedAt: string;
        readonly postCount: number;
        readonly samples: ReadonlyArray<string>;
        readonly summary: string;
      } | null | undefined;
    };
  };
};
export type useSaveVoiceSamplesMutation = {
  response: useSaveVoiceSamplesMutation$data;
  variables: useSaveVoiceSamplesMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "sharesCsv"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "text"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "sharesCsv",
        "variableName": "sharesCsv"
      },
      {
        "kind": "Variable",
        "name": "text",
        "variableName": "text"
      }
    ],
    "concreteType": "SaveVoiceSamplesPayload",
    "kind": "LinkedField",
    "name": "saveVoiceSamples",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "notice",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "VoiceHabit",
                "kind": "LinkedField",
                "name": "habits",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "label",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "postCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "editCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "samples",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "learnedAt",
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveVoiceSamplesMutation",
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
    "name": "useSaveVoiceSamplesMutation",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "79e402f2bb29803ab3b8dbd18f18e9a6",
    "id": null,
    "metadata": {},
    "name": "useSaveVoiceSamplesMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveVoiceSamplesMutation(\n  $text: String\n  $sharesCsv: String\n) {\n  saveVoiceSamples(text: $text, sharesCsv: $sharesCsv) {\n    notice\n    user {\n      id\n      voiceProfile {\n        summary\n        habits {\n          label\n          text\n        }\n        postCount\n        editCount\n        samples\n        learnedAt\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9aab40595731a9465f653861052bed91";

export default node;
