// The stories a run puts in its digest: one per story across feeds, none its synth already sent.
import { clusterStories, SAME_STORY_THRESHOLD, type Story, type StoryCandidate } from './story-clusters';
import type { SentStoryMemory } from './sent-story.repository';
import { cosine, fingerprintOf, storyVectors, type StoryVector } from './story-fingerprint';

/**
 * Under an address already sent, the story counts as the one sent (edits, a corrected figure, an
 * added line) unless its text shares less than this with it: the address now tells something
 * else. Under a new address the story must reach the same-story threshold to count as sent, so an
 * update with materially new content, which rewrites the headline and opening, is sent.
 */
export const REWRITTEN_BELOW = 0.1;

export interface StorySelection<T extends StoryCandidate> {
  /** The stories not sent before, newest first. */
  stories: Story<T>[];
  /** Stories left out because an earlier digest of this synth carried them. */
  skippedAsSent: number;
  /** Articles folded into another feed's item for the same story. */
  merged: number;
}

type Remembered = SentStoryMemory & { vector: StoryVector };

/** Whether an earlier digest carried this story: one of its articles matches a remembered one. */
function wasSent<T extends StoryCandidate>(story: Story<T>, sent: Remembered[], threshold: number): boolean {
  return story.members.some((m) => sent.some((s) => {
    const sim = cosine(m.vector, s.vector);
    if (s.canonicalUrl && s.canonicalUrl === m.article.canonicalUrl) return sim >= REWRITTEN_BELOW || (!m.fingerprint.length && !s.fingerprint.length);
    return sim >= threshold;
  }));
}

export function selectStories<T extends StoryCandidate>(articles: T[], sent: SentStoryMemory[], threshold = SAME_STORY_THRESHOLD): StorySelection<T> {
  const fingerprints = articles.map(fingerprintOf);
  // One weighting for the run's articles and the remembered ones, so their scores compare.
  const vectors = storyVectors([...fingerprints, ...sent.map((s) => s.fingerprint)]);
  const remembered = sent.map((s, i) => ({ ...s, vector: vectors[articles.length + i] }));
  const all = clusterStories(articles, { threshold, fingerprints, vectors: vectors.slice(0, articles.length) });
  const fresh = all.filter((s) => !wasSent(s, remembered, threshold));
  return { stories: fresh, skippedAsSent: all.length - fresh.length, merged: articles.length - all.length };
}
