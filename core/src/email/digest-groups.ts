// A long digest reads by subject: the top story first, then the rest under the topic each matched,
// topics in the order of their best item. A short one stays a single ranked list.
import type { DigestArticle } from './digest-input';
import type { DigestGroup } from './digest-view';
import type { DigestMessages } from './i18n/digest-messages';

/** More items than this are grouped by topic. */
const GROUP_ABOVE = 6;

export function groupArticles(articles: DigestArticle[], t: DigestMessages): DigestGroup[] {
  if (articles.length <= GROUP_ABOVE) return articles.length ? [{ heading: null, articles }] : [];
  const [top, ...rest] = articles;
  const other = t('otherStories');
  const byTopic = new Map<string, DigestArticle[]>();
  for (const a of rest) {
    const topic = a.group?.trim() || other;
    // Topics differ in case across feeds ("AI", "ai"): one heading each, as first written.
    const key = [...byTopic.keys()].find((k) => k.toLowerCase() === topic.toLowerCase()) ?? topic;
    byTopic.set(key, [...(byTopic.get(key) ?? []), a]);
  }
  // Unmatched items read last, whatever their rank.
  const groups = [...byTopic].filter(([k]) => k !== other).map(([heading, items]) => ({ heading, articles: items }));
  const unmatched = byTopic.get(other);
  return [
    { heading: t('topStory'), articles: [top] },
    ...groups,
    ...(unmatched ? [{ heading: other, articles: unmatched }] : []),
  ];
}
