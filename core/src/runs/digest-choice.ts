// What a run's filter step chose: the digest's items and everything the run reports about the
// choice. The slot's run makes it, or takes the one the prepare pass made for it before the slot.
import type { ArticleOutput, LeftOutArticle } from './run-output';

export interface DigestChoice {
  /** Articles the run considered, and how many of them matched the topics. */
  considered: number;
  matched: number;
  /** Stories found that no earlier digest sent (before the item limit). */
  fresh: number;
  /** The digest's items, most relevant first, each with why it was kept. */
  articles: ArticleOutput[];
  storiesSkippedAsSent: number;
  /** Articles read and not kept, with their reasons (bounded). */
  leftOut: LeftOutArticle[];
  /** Stories several feeds told, and the articles they gather. */
  shared: { stories: number; articles: number };
  /** The embedding model that compared the articles with the topics by meaning, when one did. */
  semanticModel: string | null;
}
