/**
 * @generated SignedSource<<87667cd3e8eba7467ba84ec8e53cbc58>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PublishPreviewDialog_preview$data = {
  readonly costUsd: number | null | undefined;
  readonly firstComment: string | null | undefined;
  readonly lengths: ReadonlyArray<number>;
  readonly limit: number;
  readonly livePartCount: number;
  readonly parts: ReadonlyArray<string>;
  readonly problem: string | null | undefined;
  readonly publishLabel: string;
  readonly " $fragmentType": "PublishPreviewDialog_preview";
};
export type PublishPreviewDialog_preview$key = {
  readonly " $data"?: PublishPreviewDialog_preview$data;
  readonly " $fragmentSpreads": FragmentRefs<"PublishPreviewDialog_preview">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PublishPreviewDialog_preview",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publishLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "parts",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lengths",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "limit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstComment",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "problem",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "costUsd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "livePartCount",
      "storageKey": null
    }
  ],
  "type": "PublishPreview",
  "abstractKey": null
};

(node as any).hash = "3062d24c3effbe51a0923f930476474d";

export default node;
