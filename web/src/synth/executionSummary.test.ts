import { describe, expect, it } from 'vitest';
import { executionSummary } from './executionSummary';

const stats = (fetched: number, processed: number, lastRun: string | null = '2026-01-01T00:00:00Z') => ({
  articlesFetched: fetched,
  articlesFiltered: processed,
  articlesProcessed: processed,
  lastRun,
});

describe('execution summary', () => {
  it('covers running, none yet, no articles, none processed and processed X of Y', () => {
    expect(executionSummary(stats(5, 2), true).kind).toBe('running');
    expect(executionSummary(stats(0, 0, null), false).kind).toBe('none');
    expect(executionSummary(stats(0, 0), false).kind).toBe('no-articles');
    expect(executionSummary(stats(7, 0), false).kind).toBe('none-processed');
    expect(executionSummary(stats(7, 3), false).message).toBe('Processed 3 of 7 articles.');
  });

  it('names why the feeds failed when a run found nothing', () => {
    const cause = '5 of 5 feeds failed: 3 did not resolve, 2 timed out.';
    expect(executionSummary(stats(0, 0), false, cause).message).toBe(
      'No articles found in your feeds on the last run. 5 of 5 feeds failed: 3 did not resolve, 2 timed out.',
    );
    expect(executionSummary(stats(0, 0), false, null).message).toBe('No articles found in your feeds on the last run.');
  });
});
