/**
 * @generated SignedSource<<35d4ff450304f128e4b80fad7aa7bae5>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContentType = "blog" | "bluesky" | "email" | "facebook" | "instagram" | "linkedin" | "mastodon" | "threads" | "twitter";
export type EmailFrequency = "daily" | "weekdays" | "weekly";
export type SummaryLength = "brief" | "detailed" | "medium";
export type SummaryStyle = "analytical" | "conversational" | "informative";
export type SynthStatus = "active" | "inactive";
export type SynthInput = {
  autoSelectTemplate?: boolean | null | undefined;
  contentCustomPrompt?: string | null | undefined;
  contentTemplate?: string | null | undefined;
  contentType?: ContentType | null | undefined;
  digestItemLimit?: number | null | undefined;
  digestLanguage?: string | null | undefined;
  emailFrequency?: EmailFrequency | null | undefined;
  emailScheduleTime?: string | null | undefined;
  enableRealWorldExamples?: boolean | null | undefined;
  fetchLatestOnly?: boolean | null | undefined;
  includeHashtags?: boolean | null | undefined;
  linkedInCustomPrompt?: string | null | undefined;
  linkedInEnabled?: boolean | null | undefined;
  linkedInPostStyle?: string | null | undefined;
  name?: string | null | undefined;
  readFullArticle?: boolean | null | undefined;
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
    readonly " $fragmentSpreads": FragmentRefs<"followedRun_run">;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "error",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articlesFetched",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articlesFiltered",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "articlesProcessed",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "finishedAt",
  "storageKey": null
},
v9 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "usePreviewSynthMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "SynthRun",
        "kind": "LinkedField",
        "name": "previewSynth",
        "plural": false,
        "selections": [
          {
            "kind": "InlineDataFragmentSpread",
            "name": "followedRun_run",
            "selections": [
              (v2/*: any*/),
              (v3/*: any*/),
              (v4/*: any*/),
              (v5/*: any*/),
              (v6/*: any*/),
              (v7/*: any*/),
              (v8/*: any*/),
              (v9/*: any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ExecutionSummary_run"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "SynthStatusPanel_run"
              }
            ],
            "args": null,
            "argumentDefinitions": []
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "usePreviewSynthMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "SynthRun",
        "kind": "LinkedField",
        "name": "previewSynth",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v3/*: any*/),
          (v4/*: any*/),
          (v5/*: any*/),
          (v6/*: any*/),
          (v7/*: any*/),
          (v8/*: any*/),
          (v9/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "4e98891934f74393ce2388eabe3d6ad4",
    "id": null,
    "metadata": {},
    "name": "usePreviewSynthMutation",
    "operationKind": "mutation",
    "text": "mutation usePreviewSynthMutation(\n  $input: SynthInput!\n) {\n  previewSynth(input: $input) {\n    ...followedRun_run\n    id\n  }\n}\n\nfragment ExecutionSummary_run on SynthRun {\n  articlesFetched\n  articlesProcessed\n  finishedAt\n  progress {\n    current\n    total\n    percent\n  }\n}\n\nfragment SynthStatusPanel_run on SynthRun {\n  articlesFetched\n  articlesFiltered\n  articlesProcessed\n  finishedAt\n}\n\nfragment followedRun_run on SynthRun {\n  id\n  status\n  error\n  articlesFetched\n  articlesFiltered\n  articlesProcessed\n  finishedAt\n  progress {\n    current\n    total\n    percent\n  }\n  ...ExecutionSummary_run\n  ...SynthStatusPanel_run\n}\n"
  }
};
})();

(node as any).hash = "ca81994b1a0fac4300fe59b8faa56970";

export default node;
