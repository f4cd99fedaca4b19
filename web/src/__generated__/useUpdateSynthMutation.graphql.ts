/**
 * @generated SignedSource<<c110aac4b9aee5cf2231af643aa1e6d8>>
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
export type useUpdateSynthMutation$variables = {
  id: string;
  input: SynthInput;
};
export type useUpdateSynthMutation$data = {
  readonly updateSynth: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"RecipientConfirmationNote_synth" | "SynthCard_synth" | "SynthStatusPanel_synth" | "readSynthForm_synth">;
  };
};
export type useUpdateSynthMutation = {
  response: useUpdateSynthMutation$data;
  variables: useUpdateSynthMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  },
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
  "name": "name",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "rssFeedUrls",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fetchLatestOnly",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "readFullArticle",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "digestLanguage",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "digestItemLimit",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "topics",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summaryLength",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summaryStyle",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "summaryCustomPrompt",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "recipientEmail",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emailScheduleTime",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "emailFrequency",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "userTimezone",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sendWhenNothingNew",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentType",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentTemplate",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "contentCustomPrompt",
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "autoSelectTemplate",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "linkedInEnabled",
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "linkedInPostStyle",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "linkedInCustomPrompt",
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "includeHashtags",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "enableRealWorldExamples",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateSynthMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Synth",
        "kind": "LinkedField",
        "name": "updateSynth",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineDataFragmentSpread",
            "name": "readSynthForm_synth",
            "selections": [
              (v2/*: any*/),
              (v3/*: any*/),
              (v4/*: any*/),
              (v5/*: any*/),
              (v6/*: any*/),
              (v7/*: any*/),
              (v8/*: any*/),
              (v9/*: any*/),
              (v10/*: any*/),
              (v11/*: any*/),
              (v12/*: any*/),
              (v13/*: any*/),
              (v14/*: any*/),
              (v15/*: any*/),
              (v16/*: any*/),
              (v17/*: any*/),
              (v18/*: any*/),
              (v19/*: any*/),
              (v20/*: any*/),
              (v21/*: any*/),
              (v22/*: any*/),
              (v23/*: any*/),
              (v24/*: any*/),
              (v25/*: any*/),
              (v26/*: any*/),
              (v27/*: any*/)
            ],
            "args": null,
            "argumentDefinitions": []
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SynthCard_synth"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SynthStatusPanel_synth"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RecipientConfirmationNote_synth"
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
    "name": "useUpdateSynthMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "Synth",
        "kind": "LinkedField",
        "name": "updateSynth",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          (v3/*: any*/),
          (v4/*: any*/),
          (v5/*: any*/),
          (v6/*: any*/),
          (v7/*: any*/),
          (v8/*: any*/),
          (v9/*: any*/),
          (v10/*: any*/),
          (v11/*: any*/),
          (v12/*: any*/),
          (v13/*: any*/),
          (v14/*: any*/),
          (v15/*: any*/),
          (v16/*: any*/),
          (v17/*: any*/),
          (v18/*: any*/),
          (v19/*: any*/),
          (v20/*: any*/),
          (v21/*: any*/),
          (v22/*: any*/),
          (v23/*: any*/),
          (v24/*: any*/),
          (v25/*: any*/),
          (v26/*: any*/),
          (v27/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "lastRunAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "NextDigest",
            "kind": "LinkedField",
            "name": "nextDigest",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "state",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "at",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "timeZone",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "pausedReason",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "SynthStats",
            "kind": "LinkedField",
            "name": "stats",
            "plural": false,
            "selections": [
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
                "name": "lastRun",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recipientStatus",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "recipientConfirmationSentAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f7b2e6c49a37ba2fa69dd685e26e5168",
    "id": null,
    "metadata": {},
    "name": "useUpdateSynthMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateSynthMutation(\n  $id: ID!\n  $input: SynthInput!\n) {\n  updateSynth(id: $id, input: $input) {\n    id\n    ...readSynthForm_synth\n    ...SynthCard_synth\n    ...SynthStatusPanel_synth\n    ...RecipientConfirmationNote_synth\n  }\n}\n\nfragment NextDigestLine_synth on Synth {\n  nextDigest {\n    state\n    at\n    timeZone\n    pausedReason\n  }\n}\n\nfragment RecipientConfirmationNote_synth on Synth {\n  id\n  recipientEmail\n  recipientStatus\n  recipientConfirmationSentAt\n}\n\nfragment SynthCard_synth on Synth {\n  id\n  name\n  status\n  rssFeedUrls\n  topics\n  lastRunAt\n  ...NextDigestLine_synth\n}\n\nfragment SynthStatusPanel_synth on Synth {\n  stats {\n    articlesFetched\n    articlesFiltered\n    articlesProcessed\n    lastRun\n  }\n}\n\nfragment readSynthForm_synth on Synth {\n  id\n  name\n  status\n  rssFeedUrls\n  fetchLatestOnly\n  readFullArticle\n  digestLanguage\n  digestItemLimit\n  topics\n  summaryLength\n  summaryStyle\n  summaryCustomPrompt\n  recipientEmail\n  emailScheduleTime\n  emailFrequency\n  userTimezone\n  sendWhenNothingNew\n  contentType\n  contentTemplate\n  contentCustomPrompt\n  autoSelectTemplate\n  linkedInEnabled\n  linkedInPostStyle\n  linkedInCustomPrompt\n  includeHashtags\n  enableRealWorldExamples\n}\n"
  }
};
})();

(node as any).hash = "a3f9abef1f5df156bef260bdad09c6f1";

export default node;
