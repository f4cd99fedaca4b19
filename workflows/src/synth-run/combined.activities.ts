// Steps that share a retry boundary run as one activity, since each activity is a round trip through
// Temporal; the combined step calls the individual steps in order, sharing one loaded run (openScope).
import type { EntityManager } from '@mikro-orm/postgresql';
import { inTransaction } from '@synth/core/db';
import {
  hasEnded,
  holdRunReports,
  outputOf,
  releaseRunReports,
  RunStatus,
  runResultOf,
  setOutput,
  writeHeldRunReports,
  type RunWorkflowResult,
} from '@synth/core/runs';
import { endRun } from './end-run';
import type { feedActivities } from './feeds.activities';
import type { aiActivities } from './ai.activities';
import type { emailActivities } from './email.activities';
import type { channelActivities } from './channel.activities';
import type { RunScope } from './run-context';

type FeedSteps = Pick<ReturnType<typeof feedActivities>, 'fetchFeeds' | 'filterArticles'>;
type AiSteps = Pick<ReturnType<typeof aiActivities>, 'summarizeArticles' | 'findExamples' | 'writeContent'>;
type MailStep = Pick<ReturnType<typeof emailActivities>, 'sendDigest'>;
/** Posting the digest to the synth's channels; stubbed runs have none. */
type ChannelStep = Partial<Pick<ReturnType<typeof channelActivities>, 'deliverToChannels'>>;
type Mailed = Awaited<ReturnType<MailStep['sendDigest']>>;

/** What the one step answers: the mail's outcome, and the run's end when the step ended it. */
export type GatheredAndMailed = Mailed & { ended?: RunWorkflowResult };

/** Whether the run has posts that publish themselves after its digest (read when the mail did not say). */
export type PublishesItself = (db: EntityManager, runId: string) => Promise<boolean>;

export function combinedActivities(
  steps: FeedSteps & AiSteps & MailStep & ChannelStep,
  openScope?: (runId: string) => Promise<RunScope>,
  publishesItself?: PublishesItself,
) {
  /** Reads the feeds and keeps the articles on the synth's topics (a retry reads again: feeds answer "not modified"). */
  async function fetchAndFilterFeeds(
    { runId }: { runId: string },
    scope?: RunScope,
  ): Promise<{ articlesFetched: number; articleIds: string[] }> {
    const shared = scope ?? (await openScope?.(runId));
    const fetched = await steps.fetchFeeds({ runId }, shared);
    const filtered = await steps.filterArticles({ runId, articleIds: fetched.articleIds }, shared);
    return { articlesFetched: fetched.articleIds.length, articleIds: filtered.articleIds };
  }
  /** Summaries, real-world examples and posts: a retry skips summaries already cached. */
  async function writeDigest(
    { runId }: { runId: string },
    scope?: RunScope,
  ): Promise<{ processed: number; written: boolean }> {
    const shared = scope ?? (await openScope?.(runId));
    const summarized = await steps.summarizeArticles({ runId }, shared);
    await steps.findExamples({ runId }, shared);
    const content = await steps.writeContent({ runId }, shared);
    return { processed: summarized.processed, written: content.written };
  }
  /**
   * Everything before the mail: read and filter, then summaries, examples and posts when something
   * was kept. Each part is safe to repeat: a retry finds the feeds read within the window and the
   * summaries in the shared cache.
   */
  async function gatherDigest({ runId }: { runId: string }, scope?: RunScope): Promise<void> {
    const shared = scope ?? (await openScope?.(runId));
    const filtered = await fetchAndFilterFeeds({ runId }, shared);
    if (filtered.articleIds.length) await writeDigest({ runId }, shared);
  }
  /**
   * The whole run between its start and its end as one step: gather, then mail. One activity instead
   * of two is one workflow task and three history events fewer per digest, and the run is read once.
   * The mail stays exactly-once by its delivery row, as before. Once the gathering is done the run
   * says so, and a retry (a send that failed, a worker that died) goes straight to the mail: what was
   * chosen is what is sent, and no post is written twice.
   *
   * A run none of whose posts publish themselves (most runs) also ends here, in the same commit as
   * its last reports: the run's own end step and the publishing check would each cost the worker a
   * step and the database a commit more. Whether posts publish themselves is what the mail step
   * found when it composed the digest. A retry after the run ended here answers the run as it ended.
   */
  async function gatherAndSendDigest({ runId }: { runId: string }): Promise<GatheredAndMailed> {
    const shared = await openScope?.(runId);
    if (!shared) return sendAfterGathering(runId);
    const { db, loaded } = shared;
    const { run } = loaded;
    if (publishesItself && hasEnded(run.status)) return { ...mailedOf(run), ended: runResultOf(run) };
    // A sent digest of a run with nothing that publishes itself ends the run in the commit that records it.
    const end: { result?: RunWorkflowResult } = {};
    if (publishesItself)
      shared.withSentDigest = async (autoPublishes) => {
        if (autoPublishes) return;
        end.result = await endRun(db, runId, RunStatus.succeeded, null);
        await writeHeldRunReports(db, run);
      };
    // The steps' reports are written together, before each wait on the network and at the end.
    holdRunReports(run);
    let mailed: Mailed;
    try {
      mailed = await sendAfterGathering(runId, shared);
    } catch (err) {
      // What was reported before the failure stays in the run's log, when the database lets it.
      await releaseRunReports(db, run).catch((writeErr: unknown) =>
        console.warn(`[worker] run ${runId}: its last reports could not be written: ${String(writeErr)}`),
      );
      throw err;
    }
    if (!publishesItself || end.result) {
      await releaseRunReports(db, run);
      return end.result ? { ...mailed, ended: end.result } : mailed;
    }
    // Otherwise (no digest sent, or one sent before a retry) the end joins the last reports' commit.
    return inTransaction(db, async () => {
      await releaseRunReports(db, run);
      if (mailed.autoPublishes ?? (await publishesItself(db, runId))) return mailed;
      return { ...mailed, ended: await endRun(db, runId, RunStatus.succeeded, null) };
    });
  }
  async function sendAfterGathering(runId: string, shared?: RunScope): ReturnType<MailStep['sendDigest']> {
    const run = shared?.loaded.run;
    if (!run || !outputOf(run).gatheredAt) {
      await gatherDigest({ runId }, shared);
      // Written with the mail step's first commit (its claim, or its report when it sends nothing).
      if (run) setOutput(run, { gatheredAt: new Date().toISOString() });
    }
    // The channels first: each is posted once whatever the mail does, and a retry finds them posted.
    await steps.deliverToChannels?.({ runId }, shared);
    return steps.sendDigest({ runId }, shared);
  }
  return { gatherAndSendDigest };
}

/** The mail's outcome as an ended run recorded it. */
function mailedOf(run: Parameters<typeof outputOf>[0]): Mailed {
  const email = outputOf(run).email;
  if (email?.status === 'sent' || email?.status === 'already-sent') return { status: 'already-sent' };
  return { status: 'skipped', reason: email?.reason ?? 'The run had already ended' };
}
