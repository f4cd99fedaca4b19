/**
 * @generated SignedSource<<40f39f436c33aea8c6a388809156d4e6>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AutoPublishSettings_viewer$data = {
  readonly synths: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly autoPublishMinutes: number | null | undefined;
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly " $fragmentType": "AutoPublishSettings_viewer";
};
export type AutoPublishSettings_viewer$key = {
  readonly " $data"?: AutoPublishSettings_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AutoPublishSettings_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AutoPublishSettings_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "SynthConnection",
      "kind": "LinkedField",
      "name": "synths",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "SynthEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Synth",
              "kind": "LinkedField",
              "name": "node",
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
                  "name": "name",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "autoPublishMinutes",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "synths(first:50)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "a99e131dd62dfe14112ab36066cc938e";

export default node;
