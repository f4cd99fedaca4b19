/**
 * @generated SignedSource<<98ba8391058f36e47060b29393b9cfd6>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContentType = "blog" | "bluesky" | "email" | "facebook" | "instagram" | "linkedin" | "mastodon" | "threads" | "twitter";
export type EmailFrequency = "daily" | "weekdays" | "weekly";
export type SummaryLength = "brief" | "detailed" | "medium";
export type SummaryStyle = "analytical" | "conversational" | "informative";
export type useDraftSynthFromPromptMutation$variables = {
  prompt: string;
  timezone?: string | null | undefined;
};
export type useDraftSynthFromPromptMutation$data = {
  readonly draftSynthFromPrompt: {
    readonly contentTemplate: string | null | undefined;
    readonly contentType: ContentType | null | undefined;
    readonly emailFrequency: EmailFrequency | null | undefined;
    readonly emailScheduleTime: string | null | undefined;
    readonly enableRealWorldExamples: boolean | null | undefined;
    readonly includeHashtags: boolean | null | undefined;
    readonly name: string;
    readonly rssFeedUrls: ReadonlyArray<string>;
    readonly summaryLength: SummaryLength | null | undefined;
    readonly summaryStyle: SummaryStyle | null | undefined;
    readonly topics: ReadonlyArray<string>;
    readonly userTimezone: string | null | undefined;
  };
};
export type useDraftSynthFromPromptMutation = {
  response: useDraftSynthFromPromptMutation$data;
  variables: useDraftSynthFromPromptMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "prompt"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "timezone"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "prompt",
        "variableName": "prompt"
      },
      {
        "kind": "Variable",
        "name": "timezone",
        "variableName": "timezone"
      }
    ],
    "concreteType": "SynthDraft",
    "kind": "LinkedField",
    "name": "draftSynthFromPrompt",
    "plural": false,
    "selections": [
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
        "name": "emailScheduleTime",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "emailFrequency",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "userTimezone",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "summaryLength",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "summaryStyle",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contentType",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "contentTemplate",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "includeHashtags",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "enableRealWorldExamples",
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
    "name": "useDraftSynthFromPromptMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useDraftSynthFromPromptMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "dc2472edb006b515a12b76fe52a8237e",
    "id": null,
    "metadata": {},
    "name": "useDraftSynthFromPromptMutation",
    "operationKind": "mutation",
    "text": "mutation useDraftSynthFromPromptMutation(\n  $prompt: String!\n  $timezone: String\n) {\n  draftSynthFromPrompt(prompt: $prompt, timezone: $timezone) {\n    name\n    rssFeedUrls\n    topics\n    emailScheduleTime\n    emailFrequency\n    userTimezone\n    summaryLength\n    summaryStyle\n    contentType\n    contentTemplate\n    includeHashtags\n    enableRealWorldExamples\n  }\n}\n"
  }
};
})();

(node as any).hash = "0dffb0b123940ac0ba68b1f2e97ecf89";

export default node;
