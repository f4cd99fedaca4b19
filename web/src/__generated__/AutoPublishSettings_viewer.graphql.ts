/**
 * @generated SignedSource<<2fd0a96a925906fb5c1d2fd032ee15a7>>
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
        readonly autoPublishBestTime: boolean;
        readonly autoPublishMinutes: number | null | undefined;
        readonly autoPublishPreview: ReadonlyArray<string>;
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

(node as any).hash = "78b4b34350f98858031a565166992204";

export default node;
