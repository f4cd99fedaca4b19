import type { EntityManager } from '@mikro-orm/postgresql';
import { ApplicationFailure } from '@temporalio/activity';
import { heartbeatIfLong } from './with-heartbeats';
import pLimit from 'p-limit';
import {
  candidateArticles,
  ingestFeed,
  recentlyReadFeeds,
  type CandidateArticle,
  type IngestOutcome,
} from '@synth/core/feeds';
import { ProviderFailure } from '@synth/core/lib';
import { matchLogLine, semanticScores, type SemanticScores } from '@synth/core/relevance';
import {
  estimatedCostUsd,
  LogLevel,
  outputOf,
  queueRunLog,
  RunStatus,
  RunTrigger,
  reportRun,
  writeHeldRunReports,
  setOutput,
  type DigestChoice,
  type SynthRun,
} from '@synth/core/runs';
import { preparedChoiceFor } from '@synth/core/prepare';
import type { RunConfig } from '@synth/core/synths';
import { feedLimitMessage } from '@synth/core/plans';
import type { ActivityDeps } from '../deps';
import { loadRun, type RunScope } from './run-context';
import {
  candidateArticleIds,
  choiceInputKey,
  chooseDigestArticles,
  feedUrlsOf,
  meaningModelFor,
} from './digest-selection';

/** A feed fetched by any run within this window is not fetched again. */
export const FRESHNESS_MS = 10 * 60_000;

/**
 * A run a person starts (Run now, a preview, Send it anyway) asks every feed again: a scheduled run
 * may have read it minutes ago, and the person wants what is new since. The request is conditional,
 * so a feed that has not changed costs a 304 and its stored items stand. Scheduled runs share the window.
 */
const freshnessFor = (trigger: `${RunTrigger}`): number => (trigger === RunTrigger.scheduled ? FRESHNESS_MS : 0);
export const FETCH_CONCURRENCY = 6;

export function feedActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork() as EntityManager;

  /**
   * With a model configured, each article's cosine with the synth (cached vectors, new ones paid
   * for and priced in the run's output); without one, or when the model fails, null: the topics'
   * words decide, and the log says why.
   */
  async function compareWithModel(
    db: EntityManager,
    run: SynthRun,
    config: RunConfig,
    rows: { id: string; title: string; description: string | null; content: string | null }[],
  ): Promise<SemanticScores | null> {
    if (!meaningModelFor(deps.ai, config)) return null;
    try {
      const semantic = await semanticScores(db, deps.ai, { name: config.name, topics: config.topics }, rows, {
        beforeWaiting: () => writeHeldRunReports(db, run),
      });
      if (semantic) await reportComparison(db, run, rows.length, semantic);
      return semantic;
    } catch (err) {
      if (!(err instanceof ProviderFailure)) throw err;
      console.warn(`[worker] embeddings failed for run ${run.id}: ${err.detail}`);
      await reportRun(db, run, {
        level: LogLevel.warning,
        step: 'filter',
        message: `${err.message} Articles were matched by the words of your topics instead.`,
      });
      return null;
    }
  }

  /** The comparison by meaning in the run's cost and log (a prepared choice's vectors were all cached: no tokens). */
  async function reportComparison(
    db: EntityManager,
    run: SynthRun,
    compared: number,
    semantic: Pick<SemanticScores, 'model' | 'tokensUsed' | 'embedded'>,
  ): Promise<void> {
    const usd = estimatedCostUsd(semantic.tokensUsed, semantic.model, deps.config.ai.pricesPerMillionTokens);
    setOutput(run, { embeddingCost: { model: semantic.model, tokens: semantic.tokensUsed, usd } });
    await reportRun(db, run, {
      level: LogLevel.info,
      step: 'filter',
      message: `Compared ${compared} article${compared === 1 ? '' : 's'} with your topics by meaning (${semantic.model}, ${semantic.tokensUsed.toLocaleString('en-US')} tokens for ${semantic.embedded} new text${semantic.embedded === 1 ? '' : 's'})`,
    });
  }

  /**
   * The choice the prepare pass made for this scheduled run before its slot, when nothing it read has
   * changed since (the run's settings, its candidate articles and their texts, the synth's ratings
   * and sent stories); else null. A run a person started, or one sending stories anyway, chooses itself.
   */
  async function preparedChoiceOf(
    db: EntityManager,
    run: SynthRun,
    config: RunConfig,
    articleIds: string[],
  ): Promise<DigestChoice | null> {
    const synthId = run.synth?.id;
    if (!synthId || run.trigger !== RunTrigger.scheduled || outputOf(run).sendAnyway?.length || !articleIds.length)
      return null;
    const key = choiceInputKey(config, articleIds, meaningModelFor(deps.ai, config));
    const choice = await preparedChoiceFor(db, synthId, key, articleIds);
    if (choice?.semanticModel)
      await reportComparison(db, run, choice.considered, { model: choice.semanticModel, tokensUsed: 0, embedded: 0 });
    return choice;
  }

  /** The run's own choice, from the candidate articles as they are now. */
  async function chooseNow(db: EntityManager, run: SynthRun, config: RunConfig, rows: CandidateArticle[]) {
    const semantic = await compareWithModel(db, run, config, rows);
    return chooseDigestArticles(db, run.synth?.id ?? null, config, rows, {
      semantic,
      sendAnyway: outputOf(run).sendAnyway,
    });
  }

  return {
    /** Fetches every feed of the run (shared, conditional), logging each broken one; never fails for one feed. */
    async fetchFeeds({ runId }: { runId: string }, scope?: RunScope): Promise<{ articleIds: string[] }> {
      const db = scope?.db ?? em();
      const { run, config, status, features } = scope?.loaded ?? (await loadRun(db, runId));
      if (run.status !== RunStatus.running)
        throw ApplicationFailure.nonRetryable(`Run ${runId} is ${run.status}`, 'RunNotRunning');
      const { urls, configured } = feedUrlsOf(config, features);
      if (urls.length < configured) {
        await reportRun(db, run, {
          level: LogLevel.warning,
          step: 'fetch',
          message: `Only the first ${urls.length} of ${configured} feeds were read. ${feedLimitMessage(status)}`,
        });
      }
      await reportRun(db, run, {
        level: LogLevel.info,
        step: 'fetch',
        message: `Fetching ${urls.length} feed${urls.length === 1 ? '' : 's'}`,
        progress: 0,
      });

      const limit = pLimit(FETCH_CONCURRENCY);
      // Feeds other runs read a moment ago need no claim or fetch: one query answers for all of them.
      const freshnessMs = freshnessFor(run.trigger);
      const recent = freshnessMs
        ? await recentlyReadFeeds(db, urls, { freshnessMs, runId })
        : new Map<string, IngestOutcome>();
      // What the run reported so far is written before it waits on a feed's site.
      if (urls.some((url) => !recent.has(url))) await writeHeldRunReports(db, run);
      const outcomes: IngestOutcome[] = await Promise.all(
        urls.map(
          (url) =>
            recent.get(url) ??
            limit(async () => {
              const outcome = await ingestFeed(em(), url, {
                fetch: { allowPrivateNetworks: deps.config.feeds.allowPrivateNetworks },
                freshnessMs,
                runId,
              });
              heartbeatIfLong();
              return outcome;
            }),
        ),
      );

      const failed = outcomes.filter((o) => o.source === 'failed');
      for (const f of failed)
        queueRunLog(db, run, {
          level: LogLevel.warning,
          step: 'fetch',
          message: `Feed skipped (${f.url}): ${f.error}`,
        });
      if (urls.length > 0 && failed.length === urls.length && failed.every((f) => f.retryable)) {
        // Every feed failed for a reason that may pass (timeouts, 5xx): let Temporal retry the step.
        // Feed errors are plain sentences written for the user.
        await db.flush();
        throw ApplicationFailure.retryable(`All ${urls.length} feeds failed: ${failed[0].error}`, 'AllFeedsFailed');
      }

      const feedIds = outcomes
        .map((o) => o.feedId)
        .filter((x): x is string => !!x && !failed.some((f) => f.feedId === x));
      // Stories the person asked to send anyway are read even when older than the window.
      const ids = await candidateArticleIds(db, run.synth?.id ?? null, config, feedIds, outputOf(run).sendAnyway);
      run.articlesFetched = ids.length;
      setOutput(run, {
        feedsRead: urls.length,
        feedErrors: failed.map((f) => ({ url: f.url, error: f.error ?? 'failed', reason: f.reason })),
      });
      await reportRun(db, run, {
        level: failed.length ? LogLevel.warning : LogLevel.info,
        step: 'fetch',
        progress: 1,
        message: `Fetched ${ids.length} article${ids.length === 1 ? '' : 's'} from ${urls.length - failed.length} of ${urls.length} feeds`,
      });
      return { articleIds: ids };
    },

    /**
     * Keeps articles matching the topics as one item per story across feeds (before anything is
     * summarised, so each story costs one model call), leaving out stories an earlier digest sent.
     */
    async filterArticles(
      { runId, articleIds }: { runId: string; articleIds: string[] },
      scope?: RunScope,
    ): Promise<{ articleIds: string[] }> {
      const db = scope?.db ?? em();
      const { run, config } = scope?.loaded ?? (await loadRun(db, runId));
      const prepared = await preparedChoiceOf(db, run, config, articleIds);
      const choice = prepared ?? (await chooseNow(db, run, config, await candidateArticles(db, articleIds)));
      run.articlesFiltered = choice.fresh;
      setOutput(run, {
        ...(prepared ? { choicePrepared: true } : {}),
        articles: choice.articles,
        storiesSkippedAsSent: choice.storiesSkippedAsSent,
        leftOut: choice.leftOut,
      });
      await reportRun(db, run, {
        level: LogLevel.info,
        step: 'filter',
        message: matchLogLine(choice.matched, choice.considered, config.topics),
      });
      if (choice.shared.stories) {
        const { stories, articles } = choice.shared;
        await reportRun(db, run, {
          level: LogLevel.info,
          step: 'filter',
          message: `${articles} articles tell ${stories} stor${stories === 1 ? 'y' : 'ies'} covered by several feeds: one digest item per story`,
        });
      }
      if (choice.storiesSkippedAsSent) {
        const n = choice.storiesSkippedAsSent;
        await reportRun(db, run, {
          level: LogLevel.info,
          step: 'filter',
          message: `${n} stor${n === 1 ? 'y' : 'ies'} skipped: already sent in an earlier digest`,
        });
      }
      return { articleIds: choice.articles.map((a) => a.id) };
    },
  };
}
