/**
 * @generated SignedSource<<697adefdb84823baac6daf4a2197abd4>>
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
  readonly " $fragmentSpreads": FragmentRefs<"ExecutionSummary_run" | "SynthStatusPanel_run">;
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

(node as any).hash = "18d014a54c513f7995716c83ae4a4b81";

export default node;
