import type { EntityManager } from '@mikro-orm/postgresql';
import type { AiProvider, SummaryRequest } from './ai.types';
import { summaryCacheKey } from './summary-cache-key';
import { claimSummary, releaseSummaryClaim, storedSummary, storeSummary } from './summary-cache.repository';

const CLAIM_STALE_SECONDS = 120;

/**
 * One model call per distinct (article, length, style, prompt, model) across all users: the
 * first run claims the cache row and asks the model; concurrent runs wait for its answer.
 */
export async function summarizeCached(
  em: EntityManager,
  ai: AiProvider,
  req: SummaryRequest,
  opts: { waitMs?: number } = {},
): Promise<{ summary: string; tokensUsed: number; cached: boolean }> {
  const key = summaryCacheKey({ text: `${req.article.title}\n${req.article.text}`, length: req.length, style: req.style, customPrompt: req.customPrompt, model: ai.model });
  const deadline = Date.now() + (opts.waitMs ?? 60_000);
  for (;;) {
    if (await claimSummary(em, key, ai.model, CLAIM_STALE_SECONDS)) {
      try {
        const result = await ai.summarize(req);
        await storeSummary(em, key, result.value, result.tokensUsed);
        return { summary: result.value, tokensUsed: result.tokensUsed, cached: false };
      } catch (err) {
        // Release the claim so a retry (ours or another run's) can ask again at once.
        await releaseSummaryClaim(em, key);
        throw err;
      }
    }
    const summary = await storedSummary(em, key);
    if (summary != null) return { summary, tokensUsed: 0, cached: true };
    if (Date.now() > deadline) throw new Error('Timed out waiting for a shared summary of the same article');
    await new Promise((r) => setTimeout(r, 150));
  }
}
