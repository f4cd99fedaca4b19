// Working feeds to offer in place of one that keeps failing: catalogue feeds of the same
// category that no run has seen failing, those read successfully first.
import type { EntityManager } from '@mikro-orm/postgresql';
import { topicWithoutPrefix, isProfessionalTopic } from '../synths/professional-topic';
import { catalogCategoriesOf, workingCatalogFeeds } from './catalog-feed.repository';
import type { CatalogFeed } from './curated-feeds';
import { professionalCategories } from './professional-categories';

const SUGGESTIONS = 3;

/**
 * The category the failing feed belongs to: its own catalogue category, else the most common one
 * among the synth's other catalogue feeds, else the category of its professional topics.
 */
export async function categoryForFeed(
  em: EntityManager,
  failingUrl: string,
  synth: { rssFeedUrls: readonly string[]; topics: readonly string[] },
): Promise<string | null> {
  const rows = await catalogCategoriesOf(em, [failingUrl, ...synth.rssFeedUrls]);
  const own = rows.find((r) => r.url === failingUrl);
  if (own) return own.category;
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.category, (counts.get(r.category) ?? 0) + 1);
  const common = [...counts].sort((a, b) => b[1] - a[1])[0];
  if (common) return common[0];
  const keywords = new Set(synth.topics.filter(isProfessionalTopic).map((t) => topicWithoutPrefix(t).toLowerCase()));
  const byTopic = professionalCategories.find((c) =>
    c.specializations.some((s) => s.keywords.some((k) => keywords.has(k))),
  );
  return byTopic?.name ?? null;
}

/** Up to three catalogue feeds of the category, not in the synth and not failing when last read. */
export async function suggestWorkingFeeds(
  em: EntityManager,
  category: string,
  excludeUrls: readonly string[],
): Promise<CatalogFeed[]> {
  return workingCatalogFeeds(em, category, excludeUrls, SUGGESTIONS);
}
