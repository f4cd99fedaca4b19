// What the layout, the items and the text part all show: the digest after its size budget and its
// grouping, with its words in the reader's language. One shape, so the HTML and the text part
// cannot disagree about which items are in the message.
import type { DigestArticle, DigestInput } from './digest-input';
import type { DigestMessages } from './i18n/digest-messages';

export interface DigestGroup {
  /** The topic the items matched, "Top story", or none when the digest is short enough to read as one list. */
  heading: string | null;
  articles: DigestArticle[];
}

/** One story's line in the one-minute list at the top, linking to its item below. */
export interface MinuteEntry {
  /** The item's number in the digest, which its anchor and the text part's list use. */
  number: number;
  point: string;
  fact: string | null;
}

export interface MinuteGroup {
  heading: string | null;
  entries: MinuteEntry[];
}

/** The id of a story's item, which its line in the one-minute list links to. */
export const storyAnchor = (number: number) => `story-${number}`;

export interface DigestView {
  input: DigestInput;
  t: DigestMessages;
  subject: string;
  date: string;
  preheader: string;
  groups: DigestGroup[];
  /** The one-minute list of the items shown, by topic. */
  minute: MinuteGroup[];
  /** How many of the run's items are not in this message (they are on the run page). */
  leftOut: number;
  runUrl: string | null;
  /** Where the owner manages the synth; none in a subscriber's copy. */
  manageUrl: string | null;
  /** The web edition of this digest ("View in browser"). */
  webUrl: string | null;
}

export const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
export const paragraphs = (s: string) =>
  s
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
