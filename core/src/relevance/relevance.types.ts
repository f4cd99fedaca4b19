// What the relevance filter says about each article a run read, as the run's output records it.

/**
 * A kept article's relevance: `score` is what the threshold compared; `because` names the topics
 * or related terms that matched ("logistics", "freight"); `likedTitles` the rated items that
 * raised it, once the synth's feedback model takes part.
 */
export interface ArticleRelevance {
  score: number;
  threshold: number;
  because: string[];
  likedTitles?: string[];
}

/** Why an article the run read is not in the digest. */
export type LeftOutReason =
  | { kind: 'noTopicMatched' }
  | { kind: 'belowThreshold'; score: number; threshold: number; because: string[] }
  /** An earlier digest of this synth carried the same story: that digest's run and the title it sent. */
  | { kind: 'alreadySent'; sentRunId: string | null; sentTitle: string; sentAt: string | null }
  /** Another outlet's copy of a story this digest keeps (the kept item's id and title). */
  | { kind: 'sameStoryAs'; articleId: string; title: string; source: string | null };

export interface LeftOutArticle {
  id: string;
  title: string;
  link: string | null;
  source: string | null;
  publishedAt: string | null;
  reason: LeftOutReason;
}
