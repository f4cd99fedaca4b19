// The digest read in a minute: one line per story shown (its headline's point and its key fact),
// grouped by topic, each numbered like its item below so a line can link to it. A long digest's
// items are grouped already and the list follows them; a short one's list is grouped here.
import { headlinePoint } from '../lib/headline-point';
import type { DigestArticle } from './digest-input';
import { oneLine, type DigestGroup, type MinuteEntry, type MinuteGroup } from './digest-view';
import type { DigestMessages } from './i18n/digest-messages';

/** A run recorded before minute lines were written shows the headline's point alone. */
function entryOf(a: DigestArticle, number: number): MinuteEntry {
  const point = oneLine(a.minute?.point ?? '') || headlinePoint(a.title);
  const fact = a.minute?.fact ? oneLine(a.minute.fact) : null;
  return { number, point, fact };
}

/** Items of a short digest by the topic each matched first, topics in the order of their best item. */
function byTopic(articles: { a: DigestArticle; number: number }[], t: DigestMessages): MinuteGroup[] {
  const other = t('otherStories');
  const groups = new Map<string, MinuteEntry[]>();
  for (const { a, number } of articles) {
    const topic = a.group?.trim() || other;
    // Topics differ in case across feeds ("AI", "ai"): one heading each, as first written.
    const key = [...groups.keys()].find((k) => k.toLowerCase() === topic.toLowerCase()) ?? topic;
    groups.set(key, [...(groups.get(key) ?? []), entryOf(a, number)]);
  }
  // With no topic named at all there is nothing to group by.
  if (groups.size === 1 && groups.has(other)) return [{ heading: null, entries: groups.get(other)! }];
  const unmatched = groups.get(other);
  return [
    ...[...groups].filter(([k]) => k !== other).map(([heading, entries]) => ({ heading, entries })),
    ...(unmatched ? [{ heading: other, entries: unmatched }] : []),
  ];
}

/** The one-minute list of the items the digest shows, numbered in the order they appear. */
export function minuteOf(groups: DigestGroup[], t: DigestMessages): MinuteGroup[] {
  let n = 0;
  const numbered = groups.map((g) => ({ heading: g.heading, articles: g.articles.map((a) => ({ a, number: ++n })) }));
  if (groups.some((g) => g.heading))
    return numbered.map((g) => ({
      heading: g.heading,
      entries: g.articles.map(({ a, number }) => entryOf(a, number)),
    }));
  return byTopic(
    numbered.flatMap((g) => g.articles),
    t,
  );
}
