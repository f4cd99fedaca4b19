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

export interface DigestView {
  input: DigestInput;
  t: DigestMessages;
  subject: string;
  date: string;
  preheader: string;
  groups: DigestGroup[];
  /** How many of the run's items are not in this message (they are on the run page). */
  leftOut: number;
  runUrl: string | null;
  manageUrl: string;
}

export const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
export const paragraphs = (s: string) =>
  s
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
