// Summaries shared across runs, on the real database: one model call per distinct article however
// many runs ask at once, each article settled on its own, and a failed call leaves no claim behind.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestOrm } from '../../../test-support/orm';
import type { AiProvider, SummaryRequest } from './ai.types';
import { summarizeAllCached } from './summary.service';

const em = useTestOrm();

/** A model at the network boundary that answers after a delay and counts what it was asked. */
function countingModel(opts: { failOn?: string } = {}) {
  const asked: string[] = [];
  const ai = {
    // Its own model name per test: the name is part of the cache key, so tests never share rows.
    model: `test-model-${randomUUID()}`,
    async summarize(req: SummaryRequest) {
      asked.push(req.article.title);
      await new Promise((r) => setTimeout(r, 50));
      if (req.article.title === opts.failOn) throw new Error(`The model refused "${req.article.title}"`);
      return { value: `Summary of ${req.article.title}`, model: 'test', tokensUsed: 10 };
    },
    async writePost(): Promise<never> {
      throw new Error('not used');
    },
  } satisfies AiProvider;
  return { ai, asked };
}

const request = (title: string): SummaryRequest => ({
  article: { title, link: null, text: `${title}: the full text.`, publishedAt: null, source: null },
  length: 'medium',
  style: 'informative',
  customPrompt: null,
});

describe('summaries shared across runs', () => {
  it('asks the model once per article when several runs want the same articles at once', async () => {
    const { ai, asked } = countingModel();
    const titles = ['Port cranes', 'Rail strike', 'Grain prices'];
    const runs = await Promise.all(Array.from({ length: 5 }, () => summarizeAllCached(em(), ai, titles.map(request))));
    expect([...asked].sort()).toEqual([...titles].sort());
    for (const run of runs) {
      expect(run.map((r) => r.status === 'fulfilled' && r.value.summary)).toEqual(titles.map((t) => `Summary of ${t}`));
    }
    // Each article's tokens are counted by the one run that asked for it, once in all.
    const tokens = runs.flat().reduce((sum, r) => sum + (r.status === 'fulfilled' ? r.value.tokensUsed : 0), 0);
    expect(tokens).toBe(30);
    const later = await summarizeAllCached(em(), ai, titles.map(request));
    expect(later.every((r) => r.status === 'fulfilled' && r.value.cached && r.value.tokensUsed === 0)).toBe(true);
    expect(asked).toHaveLength(3);
  });

  it('says once before it waits on the model, and not at all when every summary is stored', async () => {
    const { ai, asked } = countingModel();
    const titles = ['Canal fees', 'Tanker rates'];
    const waits: number[] = [];
    await summarizeAllCached(em(), ai, titles.map(request), {
      beforeWaiting: async () => void waits.push(asked.length),
    });
    // Called once, before the first question.
    expect(waits).toEqual([0]);
    await summarizeAllCached(em(), ai, titles.map(request), {
      beforeWaiting: async () => void waits.push(asked.length),
    });
    expect(waits).toEqual([0]);
  });

  it('answers the same article twice in one run with one call', async () => {
    const { ai, asked } = countingModel();
    const settled = await summarizeAllCached(em(), ai, [request('Harbour'), request('Harbour')]);
    expect(asked).toEqual(['Harbour']);
    expect(settled.map((r) => r.status === 'fulfilled' && r.value.summary)).toEqual([
      'Summary of Harbour',
      'Summary of Harbour',
    ]);
  });

  it('keeps the other summaries when one article fails, and the next run asks again for the failed one', async () => {
    const { ai, asked } = countingModel({ failOn: 'Refused story' });
    const first = await summarizeAllCached(em(), ai, [request('Fine story'), request('Refused story')]);
    expect(first[0]).toMatchObject({ status: 'fulfilled', value: { summary: 'Summary of Fine story', cached: false } });
    expect(first[1]).toMatchObject({ status: 'rejected', reason: { message: 'The model refused "Refused story"' } });
    // The failed claim was released: a retry asks at once instead of waiting for a stale claim.
    await summarizeAllCached(em(), ai, [request('Fine story'), request('Refused story')], { waitMs: 1_000 });
    expect(asked).toEqual(['Fine story', 'Refused story', 'Refused story']);
  });
});
