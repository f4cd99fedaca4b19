// What a digest is composed from: the run's items, posts and examples, and the links around them.
import type { Coverage } from '../stories/coverage-names';

export interface DigestInput {
  synthName: string;
  runDate: Date;
  timezone: string;
  articles: DigestArticle[];
  posts: { contentType: string; templateId: string; text: string }[];
  examples: { title: string; url: string; snippet: string }[];
  nothingNew: boolean;
  appUrl: string;
  unsubscribeUrl: string;
  /** The run's page in Synth: the whole run, including what a long digest leaves out. */
  runUrl?: string;
  /** The digest's language (a code from DIGEST_LANGUAGES); English when unset. */
  language?: string;
  /** The posts will publish themselves: the sentence saying where and when, and the link that stops it. */
  autoPublish?: { notice: string; cancelUrl: string };
  /** The digest's web edition, for "View in browser". */
  webUrl?: string;
  /** A subscriber of a public synth reads it: no link into the owner's Synth (run page, settings). */
  forSubscriber?: boolean;
}

export interface DigestArticle {
  title: string;
  link: string | null;
  source: string | null;
  summary: string;
  alsoCoveredBy?: Coverage[];
  /** Why it was kept: the terms it matched and the liked items it resembles. */
  because?: string[];
  likedTitles?: string[];
  /** The topic it matched first, under which a long digest lists it. */
  group?: string;
  /** Signed one-click links that open a page recording "More like this" or "Less like this". */
  feedbackUrls?: { more: string; less: string };
  /** The article is behind a paywall: the summary covers only the feed's teaser. */
  teaserOnly?: boolean;
  /** Its line in the one-minute list: the headline's point and a clause of the article, word for word. */
  minute?: { point: string; fact: string | null };
  /** The summary's sentences that stand word for word in the article: each links to its passage. */
  passages?: string[];
}

export interface ComposedDigest {
  subject: string;
  /** The inbox preview line: the top story's key fact. */
  preheader: string;
  html: string;
  text: string;
}
