// Real-world examples for a digest: searched for the synth's topics, kept only when they are about
// one of them, carry a web link, and are not one of the digest's own articles. A search service
// that cannot answer never fails the run: the outcome carries a sentence for the run log instead.
import type { ArticleSearchTenant } from '../feeds/article.repository';
import { matchesTopics } from '../feeds/topic-filter';
import { isHttpUrl } from '../lib/http-url';
import { topicWithoutPrefix } from '../synths/professional-topic';
import { excludeKnownUrls } from './exclude-known-urls';
import {
  NO_SEARCH_COST,
  SearchUnavailableError,
  type SearchCost,
  type SearchProvider,
  type SearchResult,
} from './search.types';

export interface ExampleSearchInput {
  topics: string[];
  /** The digest's own articles: never offered back as examples. */
  articles: { title: string; link: string | null }[];
  limit: number;
  /** The synth's owner: the offline search reads only their feeds' articles and the catalogue's. */
  tenant: ArticleSearchTenant;
}

export interface ExampleSearchOutcome {
  examples: SearchResult[];
  cost: SearchCost;
  /** Why there are no examples this time, as a plain sentence for the run log; null when the search answered. */
  problem: string | null;
  /** What went wrong underneath, for the server log only. */
  problemDetail: string | null;
}

/** The topics are the query; a synth without topics searches for its first headlines instead. */
export function exampleQuery(topics: string[], articles: { title: string }[]): string {
  const words = topics.map(topicWithoutPrefix).filter(Boolean);
  return (words.length ? words : articles.slice(0, 2).map((a) => a.title)).join(' ');
}

export async function findRealWorldExamples(
  provider: SearchProvider,
  input: ExampleSearchInput,
): Promise<ExampleSearchOutcome> {
  const query = exampleQuery(input.topics, input.articles);
  if (!query.trim()) return { examples: [], cost: NO_SEARCH_COST, problem: null, problemDetail: null };
  const own = input.articles.map((a) => a.link).filter((l): l is string => !!l);
  try {
    const { results, cost } = await provider.search(query, {
      limit: input.limit,
      excludeUrls: own,
      tenant: input.tenant,
    });
    const onTopic = results.filter(
      (r) => isHttpUrl(r.url) && matchesTopics({ title: r.title, description: r.snippet }, input.topics),
    );
    return { examples: excludeKnownUrls(onTopic, own).slice(0, input.limit), cost, problem: null, problemDetail: null };
  } catch (err) {
    if (!(err instanceof SearchUnavailableError)) throw err;
    return {
      examples: [],
      cost: NO_SEARCH_COST,
      problem: `${err.message}, so this digest has no real-world examples.`,
      problemDetail: err.detail,
    };
  }
}
