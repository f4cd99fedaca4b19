/**
 * @generated SignedSource<<d51451e57a95126921959317ae71f22c>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VoiceQuery$variables = Record<PropertyKey, never>;
export type VoiceQuery$data = {
  readonly viewer: {
    readonly user: {
      readonly " $fragmentSpreads": FragmentRefs<"VoiceProfileCard_user" | "VoiceSamplesForm_user">;
    } | null | undefined;
  };
};
export type VoiceQuery = {
  response: VoiceQuery$data;
  variables: VoiceQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "VoiceQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "VoiceProfileCard_user"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "VoiceSamplesForm_user"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VoiceQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Viewer",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
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
                    "name": "learnedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "samples",
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
    ]
  },
  "params": {
    "cacheID": "8672add59c61e35ad133f70a6acdb6e2",
    "id": null,
    "metadata": {},
    "name": "VoiceQuery",
    "operationKind": "query",
    "text": "query VoiceQuery {\n  viewer {\n    user {\n      ...VoiceProfileCard_user\n      ...VoiceSamplesForm_user\n      id\n    }\n  }\n}\n\nfragment VoiceProfileCard_user on User {\n  id\n  voiceProfile {\n    summary\n    habits {\n      label\n      text\n    }\n    learnedAt\n  }\n}\n\nfragment VoiceSamplesForm_user on User {\n  voiceProfile {\n    samples\n  }\n}\n"
  }
};

(node as any).hash = "94cf7e9070517ae6a3862a938ca1f29e";

export default node;
