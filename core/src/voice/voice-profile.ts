// A person's voice, learned from their own posts and from the edits they save to Synth's drafts.
// A post counts once for every habit. An edit counts only for the habits it changed (shortening a
// draft says something about length, not about emoji), and twice, because it corrects Synth
// directly. Words an edit took out of a draft are remembered as words the person avoids.
import { contentWordsOf, measureStyle, vocabularyOf, type LineStyle, type StyleMeasure } from './voice-measure';
import { TEMPLATE_VOICE_WORDS } from './template-voice';

export type HashtagPlace = 'end' | 'inline' | 'none';

export interface VoiceProfileData {
  /** Posts of the person's own that were measured. */
  posts: number;
  /** Saved edits of Synth's drafts that were measured. */
  edits: number;
  /** The band most posts fall in (rounded outward to tens) and the typical length. */
  words: { low: number; high: number; typical: number };
  sentences: number;
  lineStyle: LineStyle;
  sentencesPerParagraph: number;
  /** Lines or paragraphs separated by blank lines (most gaps between lines are blank). */
  blankLines: boolean;
  /** Share of the gaps between lines that are blank, over posts of more than one line. */
  blankLineShare: number;
  /** The list marker when most posts hold a list; null otherwise. */
  listMarker: string | null;
  firstPersonPer100: number;
  /** Share of posts that open with a question, 0 to 1. */
  questionHooks: number;
  emojiPerPost: number;
  /** The emoji used most outside list markers, most used first (at most five). */
  emoji: string[];
  /** Where those emoji usually stand: closing the first line or the last. */
  emojiPlace: 'first' | 'last';
  hashtags: { perPost: number; place: HashtagPlace; own: string[] };
  frequentWords: string[];
  /** Words the person never uses: those their edits took out first, then those of Synth's own voice. */
  avoidedWords: string[];
  /** Words saved edits took out of Synth's drafts, most often first. */
  removedWords: string[];
}

export interface VoiceEdit {
  /** What Synth wrote. */
  before: string;
  /** What the person saved. */
  after: string;
  /** Words of Synth's own the edit took out (see `removedByEdit`). */
  removed: string[];
}

/**
 * The words an edit took out of Synth's draft that were Synth's own choice: a word of the stories the
 * post was written from is a fact the person left out, not a word they avoid.
 */
export function removedByEdit(before: string, after: string, sources: string): string[] {
  // A line that carries a link ("Source: https://…") credits the story; it says nothing of a voice.
  const prose = (text: string) =>
    text
      .split('\n')
      .filter((line) => !/\b(?:https?:\/\/|www\.)\S/i.test(line))
      .join('\n');
  const kept = new Set([...vocabularyOf(after), ...vocabularyOf(sources)]);
  return [...new Set(vocabularyOf(prose(before)))].filter((w) => !kept.has(w));
}

/** A post or an edit, with the weight it carries for each habit. */
interface Evidence {
  m: StyleMeasure;
  weight: (habit: Habit) => number;
}

type Habit = 'length' | 'sentences' | 'lines' | 'list' | 'firstPerson' | 'hook' | 'emoji' | 'hashtags';

const EDIT_WEIGHT = 2;

/** The habits an edit changed: the evidence it carries. */
function changedHabits(b: StyleMeasure, a: StyleMeasure): Set<Habit> {
  const changed = new Set<Habit>();
  if (Math.abs(a.words - b.words) >= Math.max(5, b.words * 0.1)) changed.add('length');
  if (a.sentences !== b.sentences) changed.add('sentences');
  if (a.lineStyle !== b.lineStyle || Math.abs(a.blankLineShare - b.blankLineShare) >= 0.5) changed.add('lines');
  if (a.listLines !== b.listLines) changed.add('list');
  if (a.firstPerson !== b.firstPerson) changed.add('firstPerson');
  if (a.questionHook !== b.questionHook) changed.add('hook');
  if (a.emoji.length !== b.emoji.length) changed.add('emoji');
  if (a.hashtags.length !== b.hashtags.length || a.hashtagsAtEnd !== b.hashtagsAtEnd) changed.add('hashtags');
  return changed;
}

/** Weighted values, each repeated by its weight, sorted. */
function weighted(evidence: Evidence[], habit: Habit, value: (m: StyleMeasure) => number): number[] {
  return evidence.flatMap((e) => Array<number>(e.weight(habit)).fill(value(e.m))).sort((x, y) => x - y);
}

function quantile(sorted: number[], q: number): number {
  if (!sorted.length) return 0;
  const pos = (sorted.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (pos - lo);
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);
const round1 = (x: number) => Math.round(x * 10) / 10;

/** Values by how often they occur (weighted), most frequent first; ties keep first-seen order. */
function ranked<T>(items: { value: T; weight: number }[]): T[] {
  const counts = new Map<T, number>();
  for (const { value, weight } of items) if (weight > 0) counts.set(value, (counts.get(value) ?? 0) + weight);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([v]) => v);
}

function lengthBand(sorted: number[]): VoiceProfileData['words'] {
  const step = quantile(sorted, 0.8) < 60 ? 5 : 10;
  let low = Math.floor(quantile(sorted, 0.2) / step) * step;
  let high = Math.ceil(quantile(sorted, 0.8) / step) * step;
  if (high - low < step * 2) {
    low = Math.max(0, low - step);
    high += step;
  }
  const typical = Math.min(high, Math.max(low, Math.round(quantile(sorted, 0.5))));
  return { low, high, typical };
}

/** Everything the profile says, from the person's posts and their saved edits. */
export function learnVoice(samples: string[], edits: VoiceEdit[] = []): VoiceProfileData {
  const evidence: Evidence[] = samples.map((text) => ({ m: measureStyle(text), weight: () => 1 }));
  for (const edit of edits) {
    const before = measureStyle(edit.before);
    const after = measureStyle(edit.after);
    const changed = changedHabits(before, after);
    evidence.push({ m: after, weight: (habit) => (changed.has(habit) ? EDIT_WEIGHT : 0) });
  }

  const words = weighted(evidence, 'length', (m) => m.words);
  const styles = ranked(evidence.map((e) => ({ value: e.m.lineStyle, weight: e.weight('lines') })));
  const lineStyle = styles[0] ?? 'one-block';
  const multiLine = evidence.filter((e) => e.m.lines > 1);
  const blank = weighted(multiLine, 'lines', (m) => m.blankLineShare);
  const perParagraph = weighted(
    evidence.filter((e) => e.m.paragraphs > 0),
    'lines',
    (m) => m.sentences / m.paragraphs,
  );
  const withList = weighted(evidence, 'list', (m) => (m.listMarker ? 1 : 0));
  const markers = ranked(
    evidence.filter((e) => e.m.listMarker).map((e) => ({ value: e.m.listMarker!, weight: e.weight('list') })),
  );
  const fpWords = evidence.reduce((s, e) => s + e.m.words * e.weight('firstPerson'), 0);
  const fpCount = evidence.reduce((s, e) => s + e.m.firstPerson * e.weight('firstPerson'), 0);
  const emojiCounts = weighted(evidence, 'emoji', (m) => m.emoji.length);
  const tagCounts = weighted(evidence, 'hashtags', (m) => m.hashtags.length);
  const perPost = Math.round(quantile(tagCounts, 0.5));
  const tagged = evidence.filter((e) => e.m.hashtags.length && e.weight('hashtags'));
  const atEnd = mean(weighted(tagged, 'hashtags', (m) => (m.hashtagsAtEnd ? 1 : 0)));

  const texts = [...samples, ...edits.map((e) => e.after)];
  const used = new Set(texts.flatMap(vocabularyOf));
  const removedCounts = edits.flatMap((e) => e.removed.filter((w) => !used.has(w)));
  const removedWords = ranked(removedCounts.map((value) => ({ value, weight: 1 }))).slice(0, 8);

  return {
    posts: samples.length,
    edits: edits.length,
    words: lengthBand(words),
    sentences: round1(
      quantile(
        weighted(evidence, 'sentences', (m) => m.sentences),
        0.5,
      ),
    ),
    lineStyle,
    sentencesPerParagraph: round1(quantile(perParagraph, 0.5)) || 1,
    blankLines: mean(blank) >= 0.5,
    blankLineShare: round1(mean(blank)),
    listMarker: mean(withList) >= 0.5 ? (markers[0] ?? null) : null,
    firstPersonPer100: fpWords ? round1((fpCount / fpWords) * 100) : 0,
    questionHooks: round1(mean(weighted(evidence, 'hook', (m) => (m.questionHook ? 1 : 0)))),
    emojiPerPost: round1(mean(emojiCounts)),
    emoji: ranked(
      evidence.flatMap((e) => {
        const markers = [...e.m.markerEmoji];
        // Each marker is taken out once, so an emoji used both ways still counts where it closes a line.
        const free = e.m.emoji.filter((x) => {
          const at = markers.indexOf(x);
          if (at < 0) return true;
          markers.splice(at, 1);
          return false;
        });
        return free.map((value) => ({ value, weight: e.weight('emoji') }));
      }),
    ).slice(0, 5),
    emojiPlace:
      weighted(evidence, 'emoji', (m) => (m.emojiOnLastLine ? 1 : 0)).reduce((a, b) => a + b, 0) >
      weighted(evidence, 'emoji', (m) => (m.emojiOnFirstLine ? 1 : 0)).reduce((a, b) => a + b, 0)
        ? 'last'
        : 'first',
    hashtags: {
      perPost,
      place: perPost === 0 ? 'none' : atEnd >= 0.5 ? 'end' : 'inline',
      own: ownHashtags(evidence),
    },
    frequentWords: frequentWords(texts),
    avoidedWords: [...removedWords, ...TEMPLATE_VOICE_WORDS.filter((w) => !used.has(w))].slice(0, 16),
    removedWords,
  };
}

/** Hashtags the person comes back to (two posts or more), in their own spelling, at most three. */
function ownHashtags(evidence: Evidence[]): string[] {
  const byKey = new Map<string, { spelling: string; posts: number }>();
  for (const e of evidence) {
    if (!e.weight('hashtags')) continue;
    for (const tag of new Set(e.m.hashtags)) {
      const key = tag.toLowerCase();
      const seen = byKey.get(key) ?? { spelling: tag, posts: 0 };
      seen.posts += 1;
      byKey.set(key, seen);
    }
  }
  return [...byKey.values()]
    .filter((t) => t.posts >= 2)
    .sort((a, b) => b.posts - a.posts)
    .slice(0, 3)
    .map((t) => t.spelling);
}

/** A word and its plural count as one ("supplier", "suppliers"). */
const wordKey = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

/** Content words in at least two posts and a fifth of them, most widespread first, at most eight. */
function frequentWords(texts: string[]): string[] {
  const docs = new Map<string, number>();
  const total = new Map<string, number>();
  const spellings = new Map<string, Map<string, number>>();
  for (const text of texts) {
    const words = contentWordsOf(text);
    for (const { word, written } of words) {
      const key = wordKey(word);
      total.set(key, (total.get(key) ?? 0) + 1);
      const forms = spellings.get(key) ?? new Map<string, number>();
      const form = /^\p{Lu}/u.test(written) && written.slice(1) === written.slice(1).toLowerCase() ? written : word;
      forms.set(form, (forms.get(form) ?? 0) + 1);
      spellings.set(key, forms);
    }
    for (const key of new Set(words.map((w) => wordKey(w.word)))) docs.set(key, (docs.get(key) ?? 0) + 1);
  }
  const needed = Math.max(2, Math.ceil(texts.length * 0.2));
  return [...docs.entries()]
    .filter(([, d]) => d >= needed)
    .sort((a, b) => b[1] - a[1] || (total.get(b[0]) ?? 0) - (total.get(a[0]) ?? 0) || a[0].localeCompare(b[0]))
    .slice(0, 8)
    .map(([key]) => {
      // Lower case unless the person always capitalises it (a name: "Tuesday"), most used form first.
      const forms = [...spellings.get(key)!.entries()].sort((a, b) => b[1] - a[1]).map(([form]) => form);
      return forms.find((f) => f === f.toLowerCase()) ?? forms[0];
    });
}
