// The prepare pass before a busy minute: read every feed its synths read, once, then for each synth
// choose the articles its run would keep and write their summaries into the shared store, once per
// distinct (article, length, style, prompt). Everything written is keyed, so a retry after a killed
// worker finds what the last attempt stored and continues from there.
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { heartbeat } from '@temporalio/activity';
import pLimit from 'p-limit';
import { summarizeAllCached, type SummaryRequest } from '@synth/core/ai';
import { featuresFor, trialRunsUsedUp } from '@synth/core/plans';
import { scheduleStateFor } from '@synth/core/schedules';
import { candidateArticles, ingestFeed, readFeedIds, recentlyReadFeeds } from '@synth/core/feeds';
import { ProviderFailure } from '@synth/core/lib';
import { semanticScores } from '@synth/core/relevance';
import { choiceMark, storePreparedChoice } from '@synth/core/prepare';
import { runConfigOf } from '@synth/core/runs';
import { busyMinutes } from '@synth/core/schedules';
import { Synth } from '@synth/core/synths';
import { effectiveStatus } from '@synth/core/users';
import type { ActivityDeps } from '../deps';
import { dueSynths } from './due-synths';
import {
  candidateArticleIds,
  choiceInputKey,
  chooseDigestArticles,
  feedUrlsOf,
  meaningModelFor,
} from '../synth-run/digest-selection';
import { FETCH_CONCURRENCY, FRESHNESS_MS } from '../synth-run/feeds.activities';
import { summaryRequestsOf } from '../synth-run/summary-requests';
import { withHeartbeats } from '../synth-run/with-heartbeats';

/** Synths per batch activity: a retry redoes at most this many synths' choices (their summaries are stored). */
const PREPARE_BATCH = 25;
/** Model calls a batch has in flight at once. */
export const SUMMARY_CONCURRENCY = 8;
/** Longer than a dead worker's summary claims last (120 s), so a retry takes them over instead of giving up. */
const CLAIM_WAIT_MS = 150_000;

export interface SlotPlan {
  synths: number;
  batches: string[];
}
export interface PreparedBatch {
  synths: number;
  summaries: number;
  written: number;
  failed: number;
}

/** The pass reads feeds as one reader: a feed that fails counts once per pass towards its failures, like a run. */
function passReaderId(minute: string): string {
  const h = createHash('sha256').update(`prepare:${minute}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** A due synth the pass prepares for: its run will summarise (the plan allows it) and will not stand down. */
function preparable(synth: Synth): boolean {
  const user = synth.user.getEntity();
  const status = effectiveStatus(user);
  if (scheduleStateFor(synth, status).paused || !featuresFor(status).canUseAISummaries) return false;
  return !trialRunsUsedUp(status, user.executionsUsed);
}

export function prepareActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork() as EntityManager;

  return {
    /** The minutes from one to `leadMinutes` ahead with at least the setting's number of synths due. */
    async findBusyMinutes({ now }: { now: string }): Promise<string[]> {
      const { leadMinutes, minSynths } = deps.config.prepare;
      if (!leadMinutes) return [];
      const at = new Date(now).getTime();
      const busy = await busyMinutes(
        em(),
        new Date(at + 60_000),
        new Date(at + leadMinutes * 60_000),
        Math.max(1, minSynths),
      );
      return busy.map((b) => b.minute.toISOString());
    },

    /** How many synths the pass prepares for, and the first id of each batch of them. */
    async planSlotPreparation({ minute }: { minute: string }): Promise<SlotPlan> {
      const synths = await dueSynths(em(), new Date(minute), {}, preparable);
      return { synths: synths.length, batches: synths.filter((_, i) => i % PREPARE_BATCH === 0).map((s) => s.id) };
    },

    /** Reads every feed the due synths read, once each (shared and conditional, as runs read them). */
    async prepareFeeds({ minute }: { minute: string }): Promise<{ feeds: number; failed: number }> {
      return withHeartbeats(async () => {
        const db = em();
        const urls = [
          ...new Set(
            (await dueSynths(db, new Date(minute), {}, preparable)).flatMap(
              (s) => feedUrlsOf(runConfigOf(s), featuresFor(effectiveStatus(s.user.getEntity()))).urls,
            ),
          ),
        ];
        const opts = { freshnessMs: FRESHNESS_MS, runId: passReaderId(minute) };
        const recent = await recentlyReadFeeds(db, urls, opts);
        const limit = pLimit(FETCH_CONCURRENCY);
        const outcomes = await Promise.all(
          urls.map(
            (url) =>
              recent.get(url) ??
              limit(async () => {
                const outcome = await ingestFeed(em(), url, {
                  ...opts,
                  fetch: { allowPrivateNetworks: deps.config.feeds.allowPrivateNetworks },
                });
                heartbeat();
                return outcome;
              }),
          ),
        );
        return { feeds: urls.length, failed: outcomes.filter((o) => o.source === 'failed').length };
      });
    },

    /**
     * For each synth of one batch: the articles its run would keep, and their summaries at its
     * length, style, prompt and language, written to the shared store (one model call per distinct
     * request, here and across batches). A summary that fails is left to the slot's run.
     */
    async prepareSynths({
      minute,
      fromId,
      toId,
    }: {
      minute: string;
      fromId: string;
      toId: string | null;
    }): Promise<PreparedBatch> {
      return withHeartbeats(async () => {
        const db = em();
        const synths = await dueSynths(db, new Date(minute), { fromId, toId }, preparable);
        const requests: SummaryRequest[] = [];
        for (const synth of synths) {
          const config = runConfigOf(synth);
          const features = featuresFor(effectiveStatus(synth.user.getEntity()));
          const ids = await readFeedIds(db, feedUrlsOf(config, features).urls);
          const candidates = await candidateArticleIds(db, synth.id, config, [...ids.values()]);
          // What the choice reads from the database, read first: a change while it chooses shows at the slot.
          const preparedAt = new Date();
          const mark = await choiceMark(db, synth.id, candidates);
          const rows = await candidateArticles(db, candidates);
          const model = meaningModelFor(deps.ai, config);
          const semantic = model
            ? await semanticScores(db, deps.ai, { name: config.name, topics: config.topics }, rows).catch(
                (err: unknown) => {
                  // The slot's run asks the model again and says in its log why it could not.
                  if (err instanceof ProviderFailure) return null;
                  throw err;
                },
              )
            : null;
          const choice = await chooseDigestArticles(db, synth.id, config, rows, { semantic });
          // A choice made without the model it should have asked is the slot's run to make again.
          if (candidates.length && (!model || semantic))
            await storePreparedChoice(db, {
              synthId: synth.id,
              inputKey: choiceInputKey(config, candidates, model),
              mark,
              choice,
              preparedAt,
            });
          const built = await summaryRequestsOf(em, choice.articles, config, features, {
            allowPrivateNetworks: deps.config.feeds.allowPrivateNetworks,
            onPage: () => heartbeat(),
          });
          requests.push(...built.requests);
          heartbeat();
        }
        const settled = await summarizeAllCached(em(), deps.ai, requests, {
          concurrency: SUMMARY_CONCURRENCY,
          waitMs: CLAIM_WAIT_MS,
          onSummary: () => heartbeat(),
        });
        const failed = settled.filter((r) => r.status === 'rejected');
        if (failed.length)
          console.warn(
            `[worker] prepare ${minute}: ${failed.length} of ${settled.length} summaries failed; the slot's runs will ask again: ${String((failed[0] as PromiseRejectedResult).reason)}`,
          );
        return {
          synths: synths.length,
          summaries: settled.length,
          failed: failed.length,
          // Requests for the same summary share one answer: count each written summary once.
          written: new Set(settled.flatMap((r) => (r.status === 'fulfilled' && !r.value.cached ? [r.value] : []))).size,
        };
      });
    },
  };
}
