// Links that land on a sentence: a URL text fragment (`#:~:text=`) makes the browser scroll to the
// passage and highlight it. Pure: the digest and the web app may both build them.
import { safeUrl } from './http-url';

/** A passage longer than this many words is named by its first and last words (textStart,textEnd). */
const WHOLE_PASSAGE_WORDS = 10;
/** Words kept at each end of a long passage: enough to be found once in an article. */
const END_WORDS = 5;

/**
 * One term of a text directive. Percent-encoding as for any URL component, plus '-', which the
 * directive's own syntax uses for prefix- and -suffix ('&' and ',' are encoded already).
 */
export function encodeTextDirectiveTerm(term: string): string {
  return encodeURIComponent(term).replace(/-/g, '%2D');
}

/** The words of a passage, its closing punctuation left off (it may be written otherwise on the page). */
const wordsOf = (passage: string) =>
  passage
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.!?…:;,]+$/u, '')
    .split(' ')
    .filter(Boolean);

/** `text=start[,end]` for a passage: the whole of a short one, the first and last words of a long one. */
export function textDirective(passage: string): string | null {
  const words = wordsOf(passage);
  if (!words.length) return null;
  if (words.length <= WHOLE_PASSAGE_WORDS) return `text=${encodeTextDirectiveTerm(words.join(' '))}`;
  const start = words.slice(0, END_WORDS).join(' ');
  const end = words.slice(-END_WORDS).join(' ');
  return `text=${encodeTextDirectiveTerm(start)},${encodeTextDirectiveTerm(end)}`;
}

/**
 * The article's address with a fragment directive that lands on the passage; null when the address
 * is not a safe http(s) one. An address with a fragment keeps it: the directive follows `:~:`.
 */
export function textFragmentUrl(link: string | null | undefined, passage: string): string | null {
  const url = safeUrl(link);
  if (!url) return null;
  const directive = textDirective(passage);
  if (!directive) return url;
  const [base, fragment = ''] = url.split(/#(.*)/s);
  // An earlier directive (a link already pointing at text) is replaced, not chained.
  const kept = fragment.split(':~:')[0];
  return `${base}#${kept}:~:${directive}`;
}
