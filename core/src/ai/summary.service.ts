import type { EntityManager } from '@mikro-orm/postgresql';
import type { AiProvider, SummaryRequest } from './ai.types';
import { summaryCacheKey } from './summary-cache-key';

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
  const conn = em.getConnection();
  const key = summaryCacheKey({ text: `${req.article.title}\n${req.article.text}`, length: req.length, style: req.style, customPrompt: req.customPrompt, model: ai.model });
  const deadline = Date.now() + (opts.waitMs ?? 60_000);
  for (;;) {
    const claimed = await conn.execute<{ key: string }[]>(
      `insert into summary_cache (key, summary, model, tokens_used, claimed_at, created_at) values (?, null, ?, 0, now(), now())
         on conflict (key) do update set claimed_at = now()
           where summary_cache.summary is null and summary_cache.claimed_at < now() - make_interval(secs => ?)
       returning key`,
      [key, ai.model, CLAIM_STALE_SECONDS],
    );
    if (claimed.length) {
      try {
        const result = await ai.summarize(req);
        await conn.execute(`update summary_cache set summary = ?, tokens_used = ?, claimed_at = null where key = ?`, [result.value, result.tokensUsed, key]);
        return { summary: result.value, tokensUsed: result.tokensUsed, cached: false };
      } catch (err) {
        // Release the claim so a retry (ours or another run's) can ask again at once.
        await conn.execute(`delete from summary_cache where key = ? and summary is null`, [key]);
        throw err;
      }
    }
    const [row] = await conn.execute<{ summary: string | null }[]>(`select summary from summary_cache where key = ?`, [key]);
    if (row?.summary != null) return { summary: row.summary, tokensUsed: 0, cached: true };
    if (Date.now() > deadline) throw new Error('Timed out waiting for a shared summary of the same article');
    await new Promise((r) => setTimeout(r, 150));
  }
}
