import type { Config } from '@synth/core/config';
import {
  estimatedCostUsd,
  otherCostsUsd,
  outputOf,
  progressPercent,
  type SynthRun,
  type RunLog,
} from '@synth/core/runs';
import { jsonFields } from '../../rest/json-fields';
import { emailOutcomeOf } from './run-email-outcome';

const RUN_FIELDS = [
  'workflowId',
  'trigger',
  'status',
  'scheduledFor',
  'startedAt',
  'finishedAt',
  'articlesFetched',
  'articlesFiltered',
  'articlesProcessed',
  'tokensUsed',
] as const;

export function runJson(r: SynthRun) {
  return {
    id: r.id,
    synthId: r.synth?.id ?? null,
    ...jsonFields(r, RUN_FIELDS),
    progress: {
      current: r.progressCurrent,
      total: r.progressTotal,
      percent: progressPercent(r.progressCurrent, r.progressTotal),
    },
    error: r.error ?? null,
  };
}

export function logJson(l: RunLog) {
  return { at: l.at, level: l.level, step: l.step, message: l.message };
}

/** A run of the history: what GraphQL's `runs` connection answers, for the REST shim. */
export function runHistoryJson(r: SynthRun, ai: Pick<Config['ai'], 'model' | 'pricesPerMillionTokens'>) {
  return {
    ...runJson(r),
    synthName: r.config.name,
    timezone: r.config.userTimezone,
    estimatedCostUsd: estimatedCostUsd(r.tokensUsed, ai.model, ai.pricesPerMillionTokens, otherCostsUsd(outputOf(r))),
    postCompliance: outputOf(r).postCompliance ?? null,
    summaryChecks: outputOf(r).summaryChecks ?? null,
    storiesSkippedAsSent: outputOf(r).storiesSkippedAsSent ?? 0,
    email: emailOutcomeOf(r),
  };
}
