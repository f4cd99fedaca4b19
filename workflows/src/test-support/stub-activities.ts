// Stand-ins for the run workflow's activities: no database, no network. Each records its call in
// order, so a test can check what the workflow did; a test replaces single steps to inject faults.
import { Context } from '@temporalio/activity';
import type { RunWorkflowResult } from '@synth/core/runs';
import type { Activities } from '../activities';
import { combinedActivities } from '../synth-run/combined.activities';

/** The single steps of a run; the workflow calls them through the combined steps built from them. */
export type RunActivities = Pick<
  Activities,
  | 'startRun'
  | 'fetchFeeds'
  | 'filterArticles'
  | 'summarizeArticles'
  | 'findExamples'
  | 'writeContent'
  | 'sendDigest'
  | 'finishRun'
>;
type RunWorkerActivities = RunActivities &
  ReturnType<typeof combinedActivities> &
  Pick<Activities, 'scheduleAutoPublish'>;

export interface StubRun {
  /** The single steps and the combined steps the workflow calls, built from them as the worker builds them. */
  activities: RunWorkerActivities;
  /** Activity names in call order (a retried activity appears once per attempt). */
  calls: string[];
  /** What finishRun was asked to record, in order. */
  finished: Parameters<Activities['finishRun']>[0][];
}

/** A run that fetches two articles, keeps one, and succeeds; `overrides` replace single steps. */
export function stubRun(runId: string, overrides: Partial<RunActivities> = {}): StubRun {
  const calls: string[] = [];
  const finished: StubRun['finished'] = [];
  const base: RunActivities = {
    startRun: async () => ({ runId, skipped: false, searchAttributes: [] }),
    fetchFeeds: async () => ({ articleIds: ['article-1', 'article-2'] }),
    filterArticles: async () => ({ articleIds: ['article-1'] }),
    summarizeArticles: async () => ({ processed: 1, tokensUsed: 42 }),
    findExamples: async () => ({ count: 0 }),
    writeContent: async () => ({ written: true }),
    sendDigest: async () => ({ status: 'sent' }),
    finishRun: async (input): Promise<RunWorkflowResult> => {
      finished.push(input);
      const succeeded = input.status === 'succeeded';
      return {
        runId: input.runId,
        status: input.status,
        articlesFetched: 2,
        articlesFiltered: 1,
        articlesProcessed: succeeded ? 1 : 0,
        emailSent: succeeded,
        error: input.error ?? null,
      };
    },
  };
  const merged = { ...base, ...overrides };
  const steps = Object.fromEntries(
    Object.entries(merged).map(([name, fn]) => [
      name,
      async (...args: never[]) => {
        calls.push(name);
        return (fn as (...a: never[]) => unknown)(...args);
      },
    ]),
  ) as unknown as RunActivities;
  // Automatic publishing is off in these runs: its step schedules nothing (and is not a run step to record).
  return {
    activities: { ...steps, ...combinedActivities(steps), scheduleAutoPublish: async () => [] },
    calls,
    finished,
  };
}

/** A step that runs until the workflow cancels it, heartbeating so the cancel reaches it. */
export function untilCanceled(started: () => void) {
  return async (): Promise<never> => {
    started();
    for (;;) {
      Context.current().heartbeat();
      await Context.current().sleep(100);
    }
  };
}
