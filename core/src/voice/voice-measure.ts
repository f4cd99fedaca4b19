// What one post shows about how its author writes: length, sentences, line breaks, lists, how it
// opens, first person, emoji and hashtags. The same measure reads a person's samples, their edits,
// Synth's drafts and the voice benchmark's posts, so "80–120 words" means the same everywhere.
import { eng as ENGLISH_STOP_WORDS } from 'stopword';
import { hashtagsIn } from '../content/platform-limits';

export type LineStyle = 'one-per-line' | 'short-paragraphs' | 'long-paragraphs' | 'one-block';

export interface StyleMeasure {
  words: number;
  sentences: number;
  /** Lines with words of their own: not blank, not a link line, not hashtags alone. */
  lines: number;
  /** Blocks of such lines separated by blank lines. */
  paragraphs: number;
  lineStyle: LineStyle;
  /** Share of the gaps between lines that are blank lines (0 when the post has one line). */
  blankLineShare: number;
  /** Lines that start with a list marker: a dash, a bullet, a number or an emoji. */
  listLines: number;
  /** The marker most of those lines start with ("-", "•", "1." or an emoji); null without a list. */
  listMarker: string | null;
  /** "I", "me", "my", "mine", "myself" and their contractions. */
  firstPerson: number;
  questionHook: boolean;
  emoji: string[];
  /** The emoji that start list lines (part of `emoji`). */
  markerEmoji: string[];
  /** Where the emoji that are not list markers stand: on the first line, on the last line. */
  emojiOnFirstLine: boolean;
  emojiOnLastLine: boolean;
  hashtags: string[];
  /** Every hashtag stands on the last lines, with nothing else on them. */
  hashtagsAtEnd: boolean;
  /** Lower-case content words, for the words a person uses and never uses. */
  vocabulary: string[];
}

const URL_RE = /\b(?:https?:\/\/|www\.)\S+/gi;
const HAS_URL_RE = /\b(?:https?:\/\/|www\.)\S/i;
const HASHTAG_TOKEN_RE = /(?:^|[^\p{L}\p{N}_&#/])#[\p{L}_][\p{L}\p{N}_]*/gu;
const MENTION_RE = /(?:^|\s)@[\p{L}\p{N}_.-]+/gu;
/** One emoji as people see it: a pictograph with its variation selector, skin tone or joined parts. */
export const EMOJI_RE = /\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier}|\u200D\p{Extended_Pictographic})*/gu;
const HAS_EMOJI_RE = /\p{Extended_Pictographic}/u;
const WORD_RE = /[\p{L}\p{N}]+(?:['’.,-][\p{L}\p{N}]+)*/gu;
const LIST_MARKER_RE = /^\s*([-*•–·▪►✓✔]|\d{1,2}[.)]|\p{Extended_Pictographic}\uFE0F?)\s*/u;
const SENTENCE_END_RE = /(?<=[.!?…])["'”’)\]]*\s+(?=\S)/u;
const FIRST_PERSON = new Set(['i', 'me', 'my', 'mine', 'myself', "i'm", "i've", "i'd", "i'll"]);
const STOP = new Set([
  ...ENGLISH_STOP_WORDS,
  ...`just really get gets going goes went said says say one two three new even every lot lots thing things
  people way ways day days week weeks year years time today yesterday tomorrow been being does doing done
  will can cannot can't don't didn't won't isn't aren't it's that's there's what's let's i'm i've i'd i'll
  you're we're they're here's who's yes not nor yet also than then ever back make made makes per last first
  next when whom whose every each much many more less least few quite rather only own either neither other
  others ago always often sometimes usually already again put let`.split(/\s+/),
]);

/** The words of a text as people count them: links, hashtags and mentions left out. */
export function wordsOf(text: string): string[] {
  return text.replace(URL_RE, ' ').replace(HASHTAG_TOKEN_RE, ' ').replace(MENTION_RE, ' ').match(WORD_RE) ?? [];
}

export const countWords = (text: string): number => wordsOf(text).length;

/** The sentences of one line of text (a line without an end mark is one sentence). */
export function sentencesOfLine(line: string): string[] {
  return line
    .split(SENTENCE_END_RE)
    .map((s) => s.trim())
    .filter((s) => wordsOf(s).length > 0);
}

/** Whether a line carries words of its own, as opposed to a link, hashtags or emoji alone. */
function isContentLine(line: string): boolean {
  return !!line.trim() && !HAS_URL_RE.test(line) && wordsOf(line).length > 0;
}

function hashtagsOnlyLine(line: string): boolean {
  return !!line.trim() && !line.replace(HASHTAG_TOKEN_RE, ' ').replace(EMOJI_RE, ' ').trim();
}

function classify(sentences: number, lines: number, paragraphs: number): LineStyle {
  if (lines >= 3 && sentences / lines <= 1.25) return 'one-per-line';
  if (paragraphs >= 2) return sentences / paragraphs <= 3 ? 'short-paragraphs' : 'long-paragraphs';
  return 'one-block';
}

function mostCommon<T>(items: T[]): T | null {
  const counts = new Map<T, number>();
  for (const it of items) counts.set(it, (counts.get(it) ?? 0) + 1);
  let best: T | null = null;
  let bestCount = 0;
  for (const [it, c] of counts)
    if (c > bestCount) {
      best = it;
      bestCount = c;
    }
  return best;
}

/** Content words (letters only, three or more, no stop words), lower-case and as written. */
export function contentWordsOf(text: string): { word: string; written: string }[] {
  return wordsOf(text)
    .map((w) => {
      const written = w.replace(/’/g, "'").replace(/'s$/i, '');
      return { word: written.toLowerCase(), written };
    })
    .filter(({ word }) => word.length >= 3 && /^\p{L}[\p{L}'-]*$/u.test(word) && !STOP.has(word));
}

/** Lower-case content words, for comparing vocabularies. */
export const vocabularyOf = (text: string): string[] => contentWordsOf(text).map((w) => w.word);

export function measureStyle(text: string): StyleMeasure {
  const allLines = text.replace(/\r\n?/g, '\n').split('\n');
  let lines = 0;
  let paragraphs = 0;
  let gaps = 0;
  let blankGaps = 0;
  let sawBlank = false;
  let sentences = 0;
  let firstSentence: string | null = null;
  const markers: string[] = [];
  const contentLines: string[] = [];
  for (const raw of allLines) {
    if (!raw.trim()) {
      sawBlank = true;
      continue;
    }
    if (!isContentLine(raw)) continue;
    if (lines > 0) {
      gaps++;
      if (sawBlank) blankGaps++;
    }
    if (lines === 0 || sawBlank) paragraphs++;
    lines++;
    sawBlank = false;
    contentLines.push(raw);
    const marker = LIST_MARKER_RE.exec(raw);
    if (marker) markers.push(/^\d/.test(marker[1]) ? '1.' : marker[1]);
    const body = raw.replace(LIST_MARKER_RE, '').replace(HASHTAG_TOKEN_RE, ' ');
    const found = sentencesOfLine(body);
    if (!firstSentence && found.length) firstSentence = found[0];
    sentences += found.length;
  }
  const hashtags = hashtagsIn(text);
  const trailing: string[] = [];
  for (const line of [...allLines].reverse()) {
    if (!line.trim()) continue;
    if (!hashtagsOnlyLine(line)) break;
    trailing.push(...hashtagsIn(line));
  }
  const words = wordsOf(text);
  const markerEmoji = markers.filter((m) => /^\p{Extended_Pictographic}/u.test(m));
  const freeEmoji = (line: string | undefined) => !!line && HAS_EMOJI_RE.test(line.replace(LIST_MARKER_RE, ''));
  return {
    words: words.length,
    sentences,
    lines,
    paragraphs,
    lineStyle: classify(sentences, lines, paragraphs),
    blankLineShare: gaps ? blankGaps / gaps : 0,
    listLines: markers.length,
    listMarker: markers.length >= 2 ? mostCommon(markers) : null,
    firstPerson: words.filter((w) => FIRST_PERSON.has(w.toLowerCase().replace(/’/g, "'"))).length,
    questionHook: !!firstSentence && /\?["'”’)]*$/.test(firstSentence.replace(EMOJI_RE, '').trim()),
    emoji: text.match(EMOJI_RE) ?? [],
    markerEmoji,
    emojiOnFirstLine: freeEmoji(contentLines[0]),
    emojiOnLastLine: contentLines.length > 1 && freeEmoji(contentLines.at(-1)),
    hashtags,
    hashtagsAtEnd: hashtags.length > 0 && trailing.length === hashtags.length,
    vocabulary: vocabularyOf(text),
  };
}
