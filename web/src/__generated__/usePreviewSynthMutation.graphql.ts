/**
 * @generated SignedSource<<59fc8da0d623e482c8e0b1c4edc37005>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContentType = "blog" | "email" | "facebook" | "instagram" | "linkedin" | "twitter";
export type EmailFrequency = "daily" | "weekdays" | "weekly";
export type RunStatus = "canceled" | "failed" | "queued" | "running" | "succeeded";
export type SummaryLength = "brief" | "detailed" | "medium";
export type SummaryStyle = "analytical" | "conversational" | "informative";
export type SynthStatus = "active" | "inactive";
export type SynthInput = {
  autoSelectTemplate?: boolean | null | undefined;
  contentCustomPrompt?: string | null | undefined;
  contentTemplate?: string | null | undefined;
  contentType?: ContentType | null | undefined;
  emailFrequency?: EmailFrequency | null | undefined;
  emailScheduleTime?: string | null | undefined;
  enableRealWorldExamples?: boolean | null | undefined;
  fetchLatestOnly?: boolean | null | undefined;
  includeHashtags?: boolean | null | undefined;
  linkedInCustomPrompt?: string | null | undefined;
  linkedInEnabled?: boolean | null | undefined;
  linkedInPostStyle?: string | null | undefined;
  name?: string | null | undefined;
  recipientEmail?: string | null | undefined;
  rssFeedUrls?: ReadonlyArray<string> | null | undefined;
  sendWhenNothingNew?: boolean | null | undefined;
  status?: SynthStatus | null | undefined;
  summaryCustomPrompt?: string | null | undefined;
  summaryLength?: SummaryLength | null | undefined;
  summaryStyle?: SummaryStyle | null | undefined;
  topics?: ReadonlyArray<string> | null | undefined;
  userTimezone?: string | null | undefined;
};
export type usePreviewSynthMutation$variables = {
  input: SynthInput;
};
export type usePreviewSynthMutation$data = {
  readonly previewSynth: {
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
  };
};
export type usePreviewSynthMutation = {
  response: usePreviewSynthMutation$data;
  variables: usePreviewSynthMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "SynthRun",
    "kind": "LinkedField",
    "name": "previewSynth",
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
        "name": "status",
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
        "name": "finishedAt",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "Progress",
        "kind": "LinkedField",
        "name": "progress",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "current",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "percent",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePreviewSynthMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "usePreviewSynthMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "b12d1f382e0f3184c7f2fb50556a0bb6",
    "id": null,
    "metadata": {},
    "name": "usePreviewSynthMutation",
    "operationKind": "mutation",
    "text": "mutation usePreviewSynthMutation(\n  $input: SynthInput!\n) {\n  previewSynth(input: $input) {\n    id\n    status\n    error\n    articlesFetched\n    articlesFiltered\n    articlesProcessed\n    finishedAt\n    progress {\n      current\n      total\n      percent\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "06b3a78b7bde06a7953d55c8a032a93b";

export default node;
