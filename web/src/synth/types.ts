// The synth editor's state.
import {
  ContentType as ContentTypes,
  EmailFrequency as EmailFrequencies,
  SummaryLength as SummaryLengths,
  SummaryStyle as SummaryStyles,
  type RunConfig,
} from '@synth/core/pure';
import type { ContentType } from '../content/types';

// The field types come from the synth field schema; the form holds '' where the API holds null.
export type SummaryLength = RunConfig['summaryLength'];
export type SummaryStyle = RunConfig['summaryStyle'];
export type EmailFrequency = RunConfig['emailFrequency'];

export const SUMMARY_LENGTHS: SummaryLength[] = Object.values(SummaryLengths);
export const SUMMARY_STYLES: SummaryStyle[] = Object.values(SummaryStyles);
export const EMAIL_FREQUENCIES: EmailFrequency[] = Object.values(EmailFrequencies);
export const CONTENT_TYPES: ContentType[] = Object.values(ContentTypes);

/** A synth's fields as the form holds them: text fields the API may leave null are '' here. */
export type SynthFormFields = {
  [K in keyof RunConfig]: null extends RunConfig[K] ? Exclude<RunConfig[K], null> : RunConfig[K];
};

export interface SynthForm extends SynthFormFields {
  /** null or "temp-…" while unsaved. */
  id: string | null;
}

export interface SynthStats {
  articlesFetched: number;
  articlesFiltered: number;
  articlesProcessed: number;
  lastRun: string | null;
}

/** The editor's own state: the form being edited. What the server holds is read from Relay's store. */
export interface SynthState {
  form: SynthForm;
}

export type SynthAction =
  | { type: 'UPDATE_FIELD'; field: keyof SynthForm; value: SynthForm[keyof SynthForm] }
  | { type: 'UPDATE_FIELDS'; patch: Partial<SynthForm> }
  | { type: 'SET_ID'; id: string }
  | { type: 'RESET'; keepRealWorldExamples?: boolean; limits?: PlanLimits }
  | { type: 'LOAD_SYNTH'; synth: Partial<SynthForm> & { id: string | null }; limits?: PlanLimits; force?: boolean };

/** The plan facts the form obeys on load. */
export interface PlanLimits {
  maxRssFeeds: number;
  canUseRealWorldExamples: boolean;
}
