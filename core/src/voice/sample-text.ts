// A person's own posts as Synth keeps them: plain text with its line breaks, without characters that
// can hide or reorder what is shown, and pasted posts split where the person separated them.
// Browser-safe: the settings page counts the posts it is about to send the same way.
import { VOICE_SEPARATOR } from './voice-limits';

// Control characters other than tab and newline, and the bidirectional overrides that can make
// text read differently from what it holds (the emoji joiner U+200D is kept: emoji need it).
const HIDDEN_RE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const SEPARATOR_LINE_RE = new RegExp(`^[^\\S\\n]*${VOICE_SEPARATOR}-*[^\\S\\n]*$`, 'm');

/** The text with Windows and old Mac line ends unified, hidden characters removed and spacing tidied. */
export function cleanSampleText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(HIDDEN_RE, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The posts in a pasted text: separated by lines of three dashes when there is one, otherwise each
 * block of text between blank lines is a post. The caller bounds the text's length first.
 */
export function splitPastedPosts(text: string): string[] {
  const clean = text.replace(/\r\n?/g, '\n');
  const parts = SEPARATOR_LINE_RE.test(clean)
    ? clean.split(new RegExp(SEPARATOR_LINE_RE.source, 'gm'))
    : clean.split(/\n[^\S\n]*\n/);
  return parts.map(cleanSampleText).filter(Boolean);
}
