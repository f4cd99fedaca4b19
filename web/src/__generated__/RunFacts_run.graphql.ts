/**
 * @generated SignedSource<<280c6fcbd7634747d92bfa1fba89ee71>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type RunEmailStatus = "alreadySent" | "failed" | "notSent" | "pending" | "sent" | "skipped";
export type RunStatus = "canceled" | "failed" | "queued" | "running" | "succeeded";
export type RunTrigger = "manual" | "preview" | "scheduled";
import { FragmentRefs } from "relay-runtime";
export type RunFacts_run$data = {
  readonly articlesFetched: number;
  readonly articlesFiltered: number;
  readonly articlesProcessed: number;
  readonly createdAt: string;
  readonly email: {
    readonly reason: string | null | undefined;
    readonly recipient: string | null | undefined;
    readonly status: RunEmailStatus;
  };
  readonly error: string | null | undefined;
  readonly estimatedCostUsd: number | null | undefined;
  readonly feedFailureSummary: string | null | undefined;
  readonly finishedAt: string | null | undefined;
  readonly postCompliance: {
    readonly passed: number;
    readonly total: number;
  } | null | undefined;
  readonly startedAt: string | null | undefined;
  readonly status: RunStatus;
  readonly storiesSkippedAsSent: number;
  readonly summaryChecks: {
    readonly checked: number;
    readonly replaced: number;
    readonly rewritten: number;
  } | null | undefined;
  readonly timezone: string;
  readonly tokensUsed: number;
  readonly trigger: RunTrigger;
  readonly " $fragmentType": "RunFacts_run";
};
export type RunFacts_run$key = {
  readonly " $data"?: RunFacts_run$data;
  readonly " $fragmentSpreads": FragmentRefs<"RunFacts_run">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RunFacts_run",
  "selections": [
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "trigger",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "finishedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "timezone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "articlesFetched",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "articlesFiltered",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "articlesProcessed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tokensUsed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "estimatedCostUsd",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RunPostCompliance",
      "kind": "LinkedField",
      "name": "postCompliance",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "passed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "total",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "storiesSkippedAsSent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RunSummaryChecks",
      "kind": "LinkedField",
      "name": "summaryChecks",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "checked",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rewritten",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "replaced",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "error",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "feedFailureSummary",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "RunEmailOutcome",
      "kind": "LinkedField",
      "name": "email",
      "plural": false,
      "selections": [
        (v0/*: any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recipient",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SynthRun",
  "abstractKey": null
};
})();

(node as any).hash = "da2f6ce6409ff1a01b3aed6b05a7a9c3";

export default node;
