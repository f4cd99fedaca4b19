import type { SynthStats } from './types';

export type ExecutionSummary = {
  kind: 'running' | 'none' | 'no-articles' | 'none-processed' | 'processed';
  message: string;
};

/**
 * The Execution Summary message: the exact text users see. `feedFailures` names why feeds failed on
 * the last run ("5 of 5 feeds failed: 3 did not resolve, 2 timed out."), said when it found nothing.
 */
export function executionSummary(
  stats: Pick<SynthStats, 'articlesFetched' | 'articlesProcessed' | 'lastRun'> | null,
  running: boolean,
  feedFailures: string | null = null,
): ExecutionSummary {
  if (running) return { kind: 'running', message: 'Your synth is running…' };
  if (!stats || (!stats.lastRun && stats.articlesFetched === 0 && stats.articlesProcessed === 0)) {
    return { kind: 'none', message: 'No executions yet. Run your synth to see results here.' };
  }
  if (stats.articlesFetched === 0) {
    return {
      kind: 'no-articles',
      message: `No articles found in your feeds on the last run.${feedFailures ? ` ${feedFailures}` : ''}`,
    };
  }
  if (stats.articlesProcessed === 0) {
    return {
      kind: 'none-processed',
      message: `Fetched ${stats.articlesFetched} articles, but none were processed. Try broader topics.`,
    };
  }
  return { kind: 'processed', message: `Processed ${stats.articlesProcessed} of ${stats.articlesFetched} articles.` };
}
