import { progressPercent, type SynthRun, type RunLog } from '@synth/core/runs';

export function runJson(r: SynthRun) {
  return {
    id: r.id,
    synthId: r.synth?.id ?? null,
    workflowId: r.workflowId,
    trigger: r.trigger,
    status: r.status,
    scheduledFor: r.scheduledFor ?? null,
    startedAt: r.startedAt ?? null,
    finishedAt: r.finishedAt ?? null,
    articlesFetched: r.articlesFetched,
    articlesFiltered: r.articlesFiltered,
    articlesProcessed: r.articlesProcessed,
    tokensUsed: r.tokensUsed,
    progress: { current: r.progressCurrent, total: r.progressTotal, percent: progressPercent(r.progressCurrent, r.progressTotal) },
    error: r.error ?? null,
  };
}

export function logJson(l: RunLog) {
  return { at: l.at, level: l.level, step: l.step, message: l.message };
}
