/**
 * @generated SignedSource<<0f4ecf608dc2490071200645b8a9a7c9>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type RunStatus = "canceled" | "failed" | "queued" | "running" | "succeeded";
import { FragmentRefs } from "relay-runtime";
export type followedRun_run$data = {
  readonly articlesFetched: number;
  readonly articlesFiltered: number;
  readonly articlesProcessed: number;
  readonly error: string | null | undefined;
  readonly finishedAt: string | null | undefined;
  readonly id: string;
  readonly progress: {
    readonly current: number;
    readonly percent: number;
    readonly total: number;
  };
  readonly status: RunStatus;
  readonly " $fragmentType": "followedRun_run";
};
export type followedRun_run$key = {
  readonly " $data"?: followedRun_run$data;
  readonly " $fragmentSpreads": FragmentRefs<"followedRun_run">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "followedRun_run"
};

(node as any).hash = "9f9deaeed3b03376ebf2f5b8e71ef39d";

export default node;
