// Which template and which length earned a person's posts the most, once enough of their posts have
// been measured: the template auto-select then prefers them. Pure, so the page can say the same
// sentence the writer follows.
import { findTemplate } from './template-library';

/** Posts measured before the preference counts: fewer say more about the news than about the writing. */
export const MIN_MEASURED_POSTS = 10;
/** A template or a length needs this many measured posts of its own to be compared. */
const MIN_PER_GROUP = 2;

/** Lengths compared, in words (a thread's tweets counted together). */
export const LENGTH_BANDS = [
  { low: 1, high: 60 },
  { low: 61, high: 150 },
  { low: 151, high: 400 },
] as const;

export type WordBand = { low: number; high: number };

/** One measured post as the preference reads it. */
export interface MeasuredPostFacts {
  contentType: string;
  templateId: string;
  words: number;
  /** Reactions, replies and reposts at its latest reading. */
  engagement: number;
}

export interface EarnedPreference {
  contentType: string;
  templateId: string;
  words: WordBand;
  /** How many measured posts it was learned from. */
  measured: number;
}

function best<K>(posts: MeasuredPostFacts[], keyOf: (p: MeasuredPostFacts) => K | undefined): K | undefined {
  const groups = new Map<K, number[]>();
  for (const p of posts) {
    const key = keyOf(p);
    if (key === undefined) continue;
    groups.set(key, [...(groups.get(key) ?? []), p.engagement]);
  }
  let top: { key: K; mean: number; n: number } | undefined;
  for (const [key, values] of groups) {
    if (values.length < MIN_PER_GROUP) continue;
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    if (!top || mean > top.mean || (mean === top.mean && values.length > top.n)) top = { key, mean, n: values.length };
  }
  return top?.key;
}

/** The template and length that earned the person's posts of this content type the most, or null before there are enough. */
export function earnedPreference(posts: MeasuredPostFacts[], contentType: string): EarnedPreference | null {
  const mine = posts.filter((p) => p.contentType === contentType);
  if (mine.length < MIN_MEASURED_POSTS) return null;
  const templateId = best(mine, (p) => (findTemplate(contentType, p.templateId) ? p.templateId : undefined));
  const band = best(mine, (p) => LENGTH_BANDS.find((b) => p.words >= b.low && p.words <= b.high));
  if (!templateId || !band) return null;
  return { contentType, templateId, words: { low: band.low, high: band.high }, measured: mine.length };
}

/** What the page says about the preference, in a sentence. */
export function earnedPreferenceSentence(pref: EarnedPreference | null, measuredSoFar: number): string {
  if (!pref)
    return `Once ${MIN_MEASURED_POSTS} of your posts have been measured (${measuredSoFar} so far), auto-select prefers the template and length that earned the most.`;
  const name = findTemplate(pref.contentType, pref.templateId)?.name ?? pref.templateId;
  return `Auto-select prefers the “${name}” template and posts of ${pref.words.low}–${pref.words.high} words: of your ${pref.measured} measured posts, these earned the most reactions, replies and reposts.`;
}
