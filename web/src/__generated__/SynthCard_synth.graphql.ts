/**
 * @generated SignedSource<<b394164d80b9c1284676b884083a84ea>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type SynthStatus = "active" | "inactive";
import { FragmentRefs } from "relay-runtime";
export type SynthCard_synth$data = {
  readonly id: string;
  readonly lastRunAt: string | null | undefined;
  readonly name: string;
  readonly rssFeedUrls: ReadonlyArray<string>;
  readonly status: SynthStatus;
  readonly topics: ReadonlyArray<string>;
  readonly " $fragmentSpreads": FragmentRefs<"NextDigestLine_synth">;
  readonly " $fragmentType": "SynthCard_synth";
};
export type SynthCard_synth$key = {
  readonly " $data"?: SynthCard_synth$data;
  readonly " $fragmentSpreads": FragmentRefs<"SynthCard_synth">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SynthCard_synth",
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
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "rssFeedUrls",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topics",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastRunAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NextDigestLine_synth"
    }
  ],
  "type": "Synth",
  "abstractKey": null
};

(node as any).hash = "5fe22d8e90400a99eef5e54f76560985";

export default node;
