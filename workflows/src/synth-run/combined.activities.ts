// Steps that share a retry boundary run as one activity: fewer activities per run means fewer
// round trips through Temporal (each activity is scheduled, started and completed in the run's
// history), which at a thousand runs in one minute is a large share of the server's CPU.
// Each combined step calls the individual steps in order, so logs and progress are unchanged.
import type { feedActivities } from './feeds.activities';
import type { aiActivities } from './ai.activities';

type FeedSteps = Pick<ReturnType<typeof feedActivities>, 'fetchFeeds' | 'filterArticles'>;
type AiSteps = Pick<ReturnType<typeof aiActivities>, 'summarizeArticles' | 'findExamples' | 'writeContent'>;

export function combinedActivities(steps: FeedSteps & AiSteps) {
  return {
    /** Reads the feeds and keeps the articles on the synth's topics (a retry reads again: feeds answer "not modified"). */
    async fetchAndFilterFeeds({ runId }: { runId: string }): Promise<{ articlesFetched: number; articleIds: string[] }> {
      const fetched = await steps.fetchFeeds({ runId });
      const filtered = await steps.filterArticles({ runId, articleIds: fetched.articleIds });
      return { articlesFetched: fetched.articleIds.length, articleIds: filtered.articleIds };
    },
    /** Summaries, real-world examples and posts: a retry skips summaries already cached. */
    async writeDigest({ runId }: { runId: string }): Promise<{ processed: number; written: boolean }> {
      const summarized = await steps.summarizeArticles({ runId });
      await steps.findExamples({ runId });
      const content = await steps.writeContent({ runId });
      return { processed: summarized.processed, written: content.written };
    },
  };
}
