/**
 * @generated SignedSource<<9f6c0ddc20b2c9a902171e6315bd1ebc>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PublicArchiveControl_run$data = {
  readonly id: string;
  readonly inPublicArchive: boolean | null | undefined;
  readonly " $fragmentType": "PublicArchiveControl_run";
};
export type PublicArchiveControl_run$key = {
  readonly " $data"?: PublicArchiveControl_run$data;
  readonly " $fragmentSpreads": FragmentRefs<"PublicArchiveControl_run">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PublicArchiveControl_run",
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
  "type": "SynthRun",
  "abstractKey": null
};

(node as any).hash = "6f699aa2a46a7bd2843a3787e8a7d894";

export default node;
