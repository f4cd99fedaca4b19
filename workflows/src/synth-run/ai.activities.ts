import type { EntityManager } from '@mikro-orm/postgresql';
import { ApplicationFailure } from '@temporalio/activity';
import { heartbeatIfLong } from './with-heartbeats';
import {
  failedPostMessage,
  PermanentAiError,
  summaryAnnotationsOf,
  replacedSummaryMessage,
  summarizeAllCached,
  summaryChecksMessage,
  summaryChecksOf,
  writeCheckedPost,
} from '@synth/core/ai';
import { postRequestFor } from '@synth/core/runs';
import { unreadPageMessage } from '@synth/core/full-text';
import { LogLevel, outputOf, queueRunLog, reportRun, setOutput, writeHeldRunReports } from '@synth/core/runs';
import { findRealWorldExamples } from '@synth/core/search';
import { voiceForPosts } from '@synth/core/voice';
import { earnedPreferenceFor } from '@synth/core/publishing';
import type { ActivityDeps } from '../deps';
import { loadRun, type RunScope } from './run-context';
import { logProviderDetail } from './safe-failures';
import { summaryRequestsOf } from './summary-requests';

const SUMMARY_CONCURRENCY = 4;

/** Permanent AI failures (bad key, refused content) must not be retried by Temporal; what the service said goes to the worker's log. */
function asFailure(step: string, err: unknown): unknown {
  if (!(err instanceof PermanentAiError)) return err;
  logProviderDetail(step, err);
  return ApplicationFailure.nonRetryable(err.message, 'PermanentAiError');
}

export function aiActivities(deps: ActivityDeps) {
  const em = () => deps.orm.em.fork() as EntityManager;

  return {
    /** Summarises each kept article; one model call per distinct article and settings, shared by all users. */
    async summarizeArticles(
      { runId }: { runId: string },
      scope?: RunScope,
    ): Promise<{ processed: number; tokensUsed: number }> {
      const db = scope?.db ?? em();
      const { run, config, features } = scope?.loaded ?? (await loadRun(db, runId));
      const articles = outputOf(run).articles ?? [];
      if (!features.canUseAISummaries) {
        await reportRun(db, run, {
          level: LogLevel.warning,
          step: 'summarize',
          message: 'AI summaries need an active plan; articles are listed without summaries.',
          progress: 2,
        });
        return { processed: 0, tokensUsed: 0 };
      }
      let tokens = 0;
      // A retry keeps the summaries an earlier attempt stored on the run.
      const pending = articles.filter((a) => !a.summary);
      // What the run reported so far is written before it waits on a site or the model.
      const beforeWaiting = () => writeHeldRunReports(db, run);
      const { requests, texts: read } = await summaryRequestsOf(em, pending, config, features, {
        allowPrivateNetworks: deps.config.feeds.allowPrivateNetworks,
        onPage: () => heartbeatIfLong(),
        beforeWaiting,
      });
      for (const [i, outcome] of read.entries()) {
        pending[i].textSource =
          outcome.kind === 'paywalled' ? 'teaserOnly' : outcome.kind === 'failed' ? 'teaser' : outcome.kind;
        if (outcome.kind === 'failed')
          queueRunLog(db, run, {
            level: LogLevel.warning,
            step: 'summarize',
            message: unreadPageMessage(pending[i].title, outcome.reason),
          });
      }
      // A few model calls at a time: each waits on the network, not on this process.
      const settled = await summarizeAllCached(em(), deps.ai, requests, {
        concurrency: SUMMARY_CONCURRENCY,
        onSummary: () => heartbeatIfLong(),
        beforeWaiting,
      });
      const failures: unknown[] = [];
      settled.forEach((r, i) => {
        if (r.status === 'rejected') return void failures.push(r.reason);
        pending[i].summary = r.value.summary;
        pending[i].summaryCheck = r.value.verdict;
        Object.assign(pending[i], summaryAnnotationsOf(requests[i], r.value.summary));
        tokens += r.value.tokensUsed;
      });
      for (const a of pending.filter((p) => p.summaryCheck === 'replaced')) {
        queueRunLog(db, run, { level: LogLevel.warning, step: 'summarize', message: replacedSummaryMessage(a.title) });
      }
      if (failures.length) {
        // Keep what is done so a retry resumes where this attempt stopped.
        run.tokensUsed += tokens;
        setOutput(run, { articles });
        await db.flush();
        throw asFailure('summarizeArticles', failures.find((f) => f instanceof PermanentAiError) ?? failures[0]);
      }
      run.tokensUsed += tokens;
      run.articlesProcessed = articles.filter((a) => a.summary).length;
      const checks = summaryChecksOf(articles);
      setOutput(run, { articles, summaryChecks: checks });
      if (checks.checked)
        queueRunLog(db, run, { level: LogLevel.info, step: 'summarize', message: summaryChecksMessage(checks) });
      await reportRun(db, run, {
        level: LogLevel.info,
        step: 'summarize',
        progress: 2,
        message: `Summarised ${run.articlesProcessed} article${run.articlesProcessed === 1 ? '' : 's'}`,
      });
      return { processed: run.articlesProcessed, tokensUsed: tokens };
    },

    /** Searches real-world examples for the kept topics; each example keeps its source link. */
    async findExamples({ runId }: { runId: string }, scope?: RunScope): Promise<{ count: number }> {
      const db = scope?.db ?? em();
      const { run, config, features } = scope?.loaded ?? (await loadRun(db, runId));
      if (!config.enableRealWorldExamples) return { count: 0 };
      if (!features.canUseRealWorldExamples) {
        await reportRun(db, run, {
          level: LogLevel.warning,
          step: 'examples',
          message: 'Real-world examples need the Professional or Thought Leader plan; skipped.',
        });
        return { count: 0 };
      }
      const articles = outputOf(run).articles ?? [];
      await writeHeldRunReports(db, run);
      const { examples, cost, problem, problemDetail } = await findRealWorldExamples(deps.search, {
        topics: config.topics,
        articles,
        limit: 3,
        tenant: { userId: run.user.id },
      });
      setOutput(run, { examples, searchCost: cost });
      // A search service that is down or refuses the key costs the digest its examples, not the run.
      if (problem) {
        logProviderDetail('findExamples', { message: problem, detail: problemDetail ?? problem });
        await reportRun(db, run, { level: LogLevel.warning, step: 'examples', message: problem });
        return { count: 0 };
      }
      await reportRun(db, run, {
        level: LogLevel.info,
        step: 'examples',
        message: `Found ${examples.length} real-world example${examples.length === 1 ? '' : 's'}`,
      });
      return { count: examples.length };
    },

    /** Writes the social post the synth asks for, from its template and prompts. */
    async writeContent({ runId }: { runId: string }, scope?: RunScope): Promise<{ written: boolean }> {
      const db = scope?.db ?? em();
      const { run, config, features } = scope?.loaded ?? (await loadRun(db, runId));
      const req = postRequestFor(
        config,
        features,
        outputOf(run),
        await voiceForPosts(db, run.user.id),
        await earnedPreferenceFor(db, run.user.id, config),
      );
      if (!req) return { written: false };
      if (!features.canUseAIPosts) {
        await reportRun(db, run, {
          level: LogLevel.warning,
          step: 'content',
          message: 'AI content creation requires an active subscription',
        });
        return { written: false };
      }
      const contentType = req.contentType;
      let post: Awaited<ReturnType<typeof writeCheckedPost>>;
      await writeHeldRunReports(db, run);
      try {
        post = await writeCheckedPost(deps.ai, req);
      } catch (err) {
        throw asFailure('writeContent', err);
      }
      run.tokensUsed += post.tokensUsed;
      // A post that repeats an article's injected instructions is never kept; other failures stay for the user to edit.
      const keep = post.passed || !post.problems.some((p) => p.kind === 'injection');
      const passed = post.passed ? 1 : 0;
      setOutput(run, {
        posts: keep ? [{ contentType, templateId: post.templateId, text: post.text }] : [],
        postCompliance: { passed, total: 1 },
      });
      if (!post.passed)
        await reportRun(db, run, {
          level: LogLevel.warning,
          step: 'content',
          message: failedPostMessage(contentType, post.problems),
        });
      await reportRun(db, run, {
        level: LogLevel.info,
        step: 'content',
        message: `Wrote a ${contentType} post${post.retried && post.passed ? ' (written again after a failed quality check)' : ''}; posts ${passed}/1 within limits`,
      });
      return { written: keep };
    },
  };
}
