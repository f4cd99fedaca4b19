/**
 * @generated SignedSource<<e06d42bccc5d0ba01e3ded2b43285137>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type ContentType = "blog" | "bluesky" | "email" | "facebook" | "instagram" | "linkedin" | "mastodon" | "threads" | "twitter";
export type EmailFrequency = "daily" | "weekdays" | "weekly";
export type SummaryLength = "brief" | "detailed" | "medium";
export type SummaryStyle = "analytical" | "conversational" | "informative";
export type SynthStatus = "active" | "inactive";
import { FragmentRefs } from "relay-runtime";
export type readSynthForm_synth$data = {
  readonly autoSelectTemplate: boolean;
  readonly contentCustomPrompt: string | null | undefined;
  readonly contentTemplate: string;
  readonly contentType: ContentType;
  readonly digestItemLimit: number;
  readonly digestLanguage: string;
  readonly emailFrequency: EmailFrequency;
  readonly emailScheduleTime: string;
  readonly enableRealWorldExamples: boolean;
  readonly fetchLatestOnly: boolean;
  readonly id: string;
  readonly includeHashtags: boolean;
  readonly linkedInCustomPrompt: string | null | undefined;
  readonly linkedInEnabled: boolean;
  readonly linkedInPostStyle: string | null | undefined;
  readonly name: string;
  readonly readFullArticle: boolean;
  readonly recipientEmail: string | null | undefined;
  readonly rssFeedUrls: ReadonlyArray<string>;
  readonly sendWhenNothingNew: boolean;
  readonly status: SynthStatus;
  readonly summaryCustomPrompt: string | null | undefined;
  readonly summaryLength: SummaryLength;
  readonly summaryStyle: SummaryStyle;
  readonly topics: ReadonlyArray<string>;
  readonly userTimezone: string;
  readonly " $fragmentType": "readSynthForm_synth";
};
export type readSynthForm_synth$key = {
  readonly " $data"?: readSynthForm_synth$data;
  readonly " $fragmentSpreads": FragmentRefs<"readSynthForm_synth">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "readSynthForm_synth"
};

(node as any).hash = "abc2acde7e17a410487949ca2dd58d61";

export default node;
