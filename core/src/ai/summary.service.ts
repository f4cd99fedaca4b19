import type { EntityManager } from '@mikro-orm/postgresql';
import pLimit from 'p-limit';
import type { AiProvider, SummaryRequest } from './ai.types';
import { checkedStoredSummary, type SummaryVerdict, writeCheckedSummary } from './checked-summary';
import { summaryCacheKey } from './summary-cache-key';
import { claimSummaries, releaseSummaryClaim, storedSummaries, storeSummary } from './summary-cache.repository';

const CLAIM_STALE_SECONDS = 120;
/** How often a run waiting on summaries another run is writing looks for them. */
const POLL_MS = 150;

/** `verdict`: what the faithfulness gate made of the summary (every summary passes through it). */
export interface CachedSummary {
  summary: string;
  tokensUsed: number;
  cached: boolean;
  verdict: SummaryVerdict;
}

/**
 * One model call per distinct (article, length, style, prompt, model) across all users: the
 * first run claims the cache row and asks the model; concurrent runs wait for its answer.
 * A run's articles go together: one statement reads every stored summary, one claims the
 * missing ones, and a run waiting on others' claims looks for all of them in one statement, so
 * the database sees a few statements per run rather than a few per article.
 * Settles each request on its own, in the order given: one failed article does not lose the rest.
 */
export async function summarizeAllCached(
  em: EntityManager,
  ai: AiProvider,
  requests: SummaryRequest[],
  opts: {
    waitMs?: number;
    concurrency?: number;
    onSummary?: () => void;
    /** Called once before the first model call, when any is made. */
    beforeWaiting?: () => Promise<void>;
  } = {},
): Promise<PromiseSettledResult<CachedSummary>[]> {
  const keys = requests.map((req) =>
    summaryCacheKey({
      text: `${req.article.title}\n${req.article.text}`,
      length: req.length,
      style: req.style,
      customPrompt: req.customPrompt,
      model: ai.model,
      language: req.language,
    }),
  );
  const results: PromiseSettledResult<CachedSummary>[] = new Array(requests.length);
  // Requests with the same key (the same text twice in one run) share one answer.
  const waiting = new Map<string, number[]>();
  keys.forEach((key, i) => waiting.set(key, [...(waiting.get(key) ?? []), i]));
  const settle = (key: string, result: PromiseSettledResult<CachedSummary>) => {
    for (const i of waiting.get(key) ?? []) results[i] = result;
    waiting.delete(key);
    opts.onSummary?.();
  };
  const ask = async (key: string) => {
    const req = requests[waiting.get(key)![0]];
    try {
      const result = await writeCheckedSummary(ai, req);
      await storeSummary(em, key, result.summary, result.tokensUsed);
      settle(key, { status: 'fulfilled', value: { ...result, cached: false } });
    } catch (err) {
      // Release the claim so a retry (ours or another run's) can ask again at once.
      await releaseSummaryClaim(em, key).catch(() => undefined);
      settle(key, { status: 'rejected', reason: err });
    }
  };
  const limit = pLimit(opts.concurrency ?? 4);
  let beforeWaiting = opts.beforeWaiting;
  const deadline = Date.now() + (opts.waitMs ?? 60_000);
  for (;;) {
    for (const [key, stored] of await storedSummaries(em, [...waiting.keys()])) {
      const checked = checkedStoredSummary(requests[waiting.get(key)![0]], stored);
      settle(key, { status: 'fulfilled', value: { ...checked, tokensUsed: 0, cached: true } });
    }
    if (!waiting.size) break;
    const claimed = await claimSummaries(em, [...waiting.keys()], ai.model, CLAIM_STALE_SECONDS);
    if (claimed.size && beforeWaiting) {
      await beforeWaiting();
      beforeWaiting = undefined;
    }
    // In the run's order of articles, not the claim's.
    const mine = [...waiting.keys()].filter((key) => claimed.has(key));
    await Promise.all(mine.map((key) => limit(() => ask(key))));
    if (!waiting.size) break;
    if (Date.now() > deadline) {
      for (const key of [...waiting.keys()])
        settle(key, {
          status: 'rejected',
          reason: new Error('Timed out waiting for a shared summary of the same article'),
        });
      break;
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
  return results;
}
