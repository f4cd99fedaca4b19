// The synth editor's state.
import type { ContentType } from '../content/types';

export type SummaryLength = 'brief' | 'medium' | 'detailed';
export type SummaryStyle = 'informative' | 'analytical' | 'conversational';
export type EmailFrequency = 'daily' | 'weekdays' | 'weekly';
export type SynthStatus = 'active' | 'inactive';

export const SUMMARY_LENGTHS: SummaryLength[] = ['brief', 'medium', 'detailed'];
export const SUMMARY_STYLES: SummaryStyle[] = ['informative', 'analytical', 'conversational'];
export const EMAIL_FREQUENCIES: EmailFrequency[] = ['daily', 'weekdays', 'weekly'];
export const CONTENT_TYPES: ContentType[] = ['linkedin', 'twitter', 'facebook', 'instagram', 'email', 'blog'];

export interface SynthForm {
  /** null or "temp-…" while unsaved. */
  id: string | null;
  name: string;
  status: SynthStatus;
  rssFeedUrls: string[];
  fetchLatestOnly: boolean;
  topics: string[];
  summaryLength: SummaryLength;
  summaryStyle: SummaryStyle;
  summaryCustomPrompt: string;
  recipientEmail: string;
  emailScheduleTime: string;
  emailFrequency: EmailFrequency;
  userTimezone: string;
  sendWhenNothingNew: boolean;
  contentType: ContentType;
  contentTemplate: string;
  contentCustomPrompt: string;
  autoSelectTemplate: boolean;
  linkedInEnabled: boolean;
  linkedInPostStyle: string;
  linkedInCustomPrompt: string;
  includeHashtags: boolean;
  enableRealWorldExamples: boolean;
}

export interface SynthStats {
  articlesFetched: number;
  articlesFiltered: number;
  articlesProcessed: number;
  lastRun: string | null;
}

export interface Progress {
  current: number;
  total: number;
  percent: number;
}

/** What the list holds about each synth. */
export interface SynthSummary {
  id: string;
  name: string;
  status: string;
}

export interface SynthState {
  synths: SynthSummary[];
  loading: boolean;
  lastCreated: SynthSummary | null;
  form: SynthForm;
  stats: SynthStats;
  progress: Progress;
}

export type SynthAction =
  | { type: 'SET_LIST'; synths: SynthSummary[] }
  | { type: 'SET_LOADING'; loading: boolean }
  | { type: 'SET_LAST_CREATED'; synth: SynthSummary | null }
  | { type: 'UPDATE_FIELD'; field: keyof SynthForm; value: SynthForm[keyof SynthForm] }
  | { type: 'UPDATE_FIELDS'; patch: Partial<SynthForm> }
  | { type: 'SET_ID'; id: string }
  | { type: 'SET_STATS'; stats: SynthStats }
  | { type: 'UPDATE_PROGRESS'; progress: Partial<Progress> }
  | { type: 'RESET'; keepRealWorldExamples?: boolean; limits?: PlanLimits }
  | { type: 'LOAD_SYNTH'; synth: Partial<SynthForm> & { id: string | null }; limits?: PlanLimits; force?: boolean };

/** The plan facts the form obeys on load. */
export interface PlanLimits {
  maxRssFeeds: number;
  canUseRealWorldExamples: boolean;
}
