/**
 * @generated SignedSource<<9f68be6a676b54d97380e3cd70eb9096>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ContentType = "blog" | "email" | "facebook" | "instagram" | "linkedin" | "twitter";
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
v2 = [
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
];
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
            "selections": (v2/*: any*/),
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
        "selections": (v2/*: any*/),
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "51d4166ae3f8aa03d0abe0afef105a9c",
    "id": null,
    "metadata": {},
    "name": "usePreviewSynthMutation",
    "operationKind": "mutation",
    "text": "mutation usePreviewSynthMutation(\n  $input: SynthInput!\n) {\n  previewSynth(input: $input) {\n    ...followedRun_run\n    id\n  }\n}\n\nfragment followedRun_run on SynthRun {\n  id\n  status\n  error\n  articlesFetched\n  articlesFiltered\n  articlesProcessed\n  finishedAt\n  progress {\n    current\n    total\n    percent\n  }\n}\n"
  }
};
})();

(node as any).hash = "ca81994b1a0fac4300fe59b8faa56970";

export default node;
