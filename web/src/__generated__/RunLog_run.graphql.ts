/**
 * @generated SignedSource<<18e56681bcc5f13a538bfac043306c10>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type LogLevel = "error" | "info" | "success" | "warning";
import { FragmentRefs } from "relay-runtime";
export type RunLog_run$data = {
  readonly logs: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly at: string;
        readonly level: LogLevel;
        readonly message: string;
        readonly step: string;
      };
    }>;
  };
  readonly timezone: string;
  readonly " $fragmentType": "RunLog_run";
};
export type RunLog_run$key = {
  readonly " $data"?: RunLog_run$data;
  readonly " $fragmentSpreads": FragmentRefs<"RunLog_run">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RunLog_run",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timezone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 100
        }
      ],
      "concreteType": "RunLogConnection",
      "kind": "LinkedField",
      "name": "logs",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "RunLogEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "RunLog",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "at",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "level",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "step",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "message",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "logs(first:100)"
    }
  ],
  "type": "SynthRun",
  "abstractKey": null
};

(node as any).hash = "5f1c566906e295d34ededa8051b7327b";

export default node;
