/**
 * @generated SignedSource<<0367d009a019a0876f8db383f02f07ea>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DigestFrame_run$data = {
  readonly digestHtml: string | null | undefined;
  readonly " $fragmentType": "DigestFrame_run";
};
export type DigestFrame_run$key = {
  readonly " $data"?: DigestFrame_run$data;
  readonly " $fragmentSpreads": FragmentRefs<"DigestFrame_run">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DigestFrame_run",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "digestHtml",
      "storageKey": null
    }
  ],
  "type": "SynthRun",
  "abstractKey": null
};

(node as any).hash = "07e61e4d7bdc61e8c32515142d5c2b94";

export default node;
