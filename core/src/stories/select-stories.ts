// The stories a run puts in its digest: one per story across feeds, none its synth already sent.
import { clusterStories, SAME_STORY_THRESHOLD, type Story, type StoryCandidate } from './story-clusters';
import type { SentStoryMemory } from './sent-story.repository';
import { cosine, fingerprintOf, storyVectors, type StoryVector } from './story-fingerprint';
import { NO_TOPIC_STEMS, type TopicStems } from './topic-stems';

/**
 * Under an address already sent, the story counts as the one sent (edits, a corrected figure, an
 * added line) unless its text shares less than this with it: the address now tells something
 * else. Under a new address the story must reach the memory's threshold to count as sent, so an
 * update with materially new content, which rewrites the headline and opening, is sent.
 */
export const REWRITTEN_BELOW = 0.1;

/**
 * The cosine from which a new article counts as a story already sent. A false "already sent" loses
 * a story the person never sees, so it was chosen for precision: on the labelled story pairs
 * (test-support/story-pairs) it is the lowest threshold at which, and for 0.03 below which, at
 * least 98% of the pairs held back are truly the same story. bench:stories prints the table and
 * the held-out synths' figures.
 */
export const SENT_STORY_THRESHOLD = 0.21;

export interface HeldBackStory<T extends StoryCandidate> {
  story: Story<T>;
  /** The remembered article it matched (the closest one). */
  sent: SentStoryMemory;
  /** Every remembered article it matched. */
  matches: SentStoryMemory[];
}

export interface StorySelection<T extends StoryCandidate> {
  /** The stories not sent before, newest first. */
  stories: Story<T>[];
  /** Stories left out because an earlier digest of this synth carried them, with what it carried. */
  heldBack: HeldBackStory<T>[];
  /** How many stories were held back (heldBack.length). */
  skippedAsSent: number;
  /** Articles folded into another feed's item for the same story. */
  merged: number;
}

export interface SelectOptions {
  /** The synth's topic stems, which say nothing about which story an article tells. */
  ignore?: TopicStems;
  threshold?: number;
  sentThreshold?: number;
  /** How much names, figures and dates count (the fingerprint's default unless compared against). */
  markerWeight?: number;
}

type Remembered = { memory: SentStoryMemory; vector: StoryVector };

/** Every remembered story this one repeats, closest first (a repeated address first of all). */
function sentMatches<T extends StoryCandidate>(
  story: Story<T>,
  jointOf: Map<T, StoryVector>,
  sent: Remembered[],
  threshold: number,
): SentStoryMemory[] {
  const found = new Map<SentStoryMemory, number>();
  for (const m of story.members) {
    const vector = jointOf.get(m.article)!;
    for (const s of sent) {
      const sim = cosine(vector, s.vector);
      const sameUrl = !!s.memory.canonicalUrl && s.memory.canonicalUrl === m.article.canonicalUrl;
      const repeats = sameUrl
        ? sim >= REWRITTEN_BELOW || (!m.fingerprint.length && !s.memory.fingerprint.length)
        : sim >= threshold;
      if (repeats) found.set(s.memory, Math.max(found.get(s.memory) ?? 0, sameUrl ? Infinity : sim));
    }
  }
  return [...found].sort((a, b) => b[1] - a[1]).map(([memory]) => memory);
}

/** The remembered stories these articles repeat, weighed as a run weighs them: what "Send it anyway" forgets. */
export function rememberedMatches(
  articles: StoryCandidate[],
  sent: SentStoryMemory[],
  opts: SelectOptions = {},
): SentStoryMemory[] {
  return selectStories(articles, sent, opts).heldBack.flatMap((h) => h.matches);
}

export function selectStories<T extends StoryCandidate>(
  articles: T[],
  sent: SentStoryMemory[],
  opts: SelectOptions = {},
): StorySelection<T> {
  const ignore = opts.ignore ?? NO_TOPIC_STEMS;
  const fingerprints = articles.map((a) => fingerprintOf(a, { ignore, markerWeight: opts.markerWeight }));
  // Stories are found among the run's articles alone, so the same articles make the same stories
  // whatever the synth remembers; each is then compared with the remembered ones under one
  // weighting of both, so their scores compare.
  const all = clusterStories(articles, { threshold: opts.threshold ?? SAME_STORY_THRESHOLD, fingerprints });
  const joint = storyVectors([...fingerprints, ...sent.map((s) => s.fingerprint)]);
  const remembered = sent.map((memory, i) => ({ memory, vector: joint[articles.length + i] }));
  const jointOf = new Map(articles.map((a, i) => [a, joint[i]]));
  const stories: Story<T>[] = [];
  const heldBack: HeldBackStory<T>[] = [];
  for (const story of all) {
    const matches = sent.length
      ? sentMatches(story, jointOf, remembered, opts.sentThreshold ?? SENT_STORY_THRESHOLD)
      : [];
    if (matches.length) heldBack.push({ story, sent: matches[0], matches });
    else stories.push(story);
  }
  return { stories, heldBack, skippedAsSent: heldBack.length, merged: articles.length - all.length };
}
