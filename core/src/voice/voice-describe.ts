// The voice profile in plain words, as the settings page shows it and a model reads it: one
// sentence that sums it up ("You write 80–120 words, one idea per line, no emoji, one hashtag at
// the end") and one line per habit.
import type { VoiceProfileData } from './voice-profile';

export interface VoiceDescription {
  summary: string;
  details: { label: string; text: string }[];
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
/** "three" up to ten, digits beyond. */
export const inWords = (n: number): string => NUMBER_WORDS[n] ?? String(n);
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** "a, b and c". */
export function listInWords(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const quoted = (words: string[]) => listInWords(words.map((w) => `“${w}”`));

function linesPhrase(p: VoiceProfileData): string {
  if (p.listMarker) return 'one point per line, as a list';
  switch (p.lineStyle) {
    case 'one-per-line':
      return 'one idea per line';
    case 'short-paragraphs':
      return 'in short paragraphs';
    case 'long-paragraphs':
      return 'in long paragraphs';
    default:
      return 'in a single paragraph';
  }
}

function emojiPhrase(p: VoiceProfileData): string {
  if (p.emojiPerPost < 0.3) return 'no emoji';
  if (p.emojiPerPost < 0.8) return 'an emoji now and then';
  return `about ${inWords(Math.round(p.emojiPerPost))} emoji`;
}

function hashtagPhrase(p: VoiceProfileData): string {
  const { perPost, place } = p.hashtags;
  if (place === 'none') return 'no hashtags';
  const count = perPost === 1 ? 'one hashtag' : `${inWords(perPost)} hashtags`;
  return place === 'end' ? `${count} at the end` : `${count} within your sentences`;
}

function linesDetail(p: VoiceProfileData): string {
  const list = p.listMarker ? ` Your points are a list, each line starting with ${p.listMarker}.` : '';
  switch (p.lineStyle) {
    case 'one-per-line':
      return `One sentence per line, ${p.blankLines ? 'with a blank line between lines' : 'without blank lines between them'}.${list}`;
    case 'short-paragraphs':
    case 'long-paragraphs': {
      const n = Math.max(1, Math.round(p.sentencesPerParagraph));
      return `Paragraphs of about ${n === 1 ? 'one sentence' : `${inWords(n)} sentences`}, ${p.blankLines ? 'separated by blank lines' : 'without blank lines between them'}.${list}`;
    }
    default:
      return `One paragraph, without line breaks.${list}`;
  }
}

function hookDetail(p: VoiceProfileData): string {
  if (p.questionHooks >= 0.65) return 'You usually open with a question.';
  if (p.questionHooks <= 0.35) return 'You usually open with a statement.';
  return 'You open with a question about half the time, and with a statement otherwise.';
}

function firstPersonDetail(p: VoiceProfileData): string {
  const rate = p.firstPersonPer100;
  if (rate >= 3) return `You write as “I” often: about ${Math.round(rate)} times in every 100 words.`;
  if (rate >= 1) return 'You write as “I” now and then.';
  return 'You rarely write as “I”.';
}

function emojiDetail(p: VoiceProfileData): string {
  if (p.emojiPerPost < 0.3) return 'None.';
  const often = p.emoji.length ? `, most often ${listInWords(p.emoji.slice(0, 3))}` : '';
  if (p.emojiPerPost < 0.8) return `One now and then${often}.`;
  return `About ${inWords(Math.round(p.emojiPerPost))} per post${often}.`;
}

function hashtagDetail(p: VoiceProfileData): string {
  const { perPost, place, own } = p.hashtags;
  if (place === 'none') return 'None.';
  const where = place === 'end' ? 'at the end' : 'within your sentences';
  const usual = !own.length
    ? ''
    : own.length <= perPost
      ? `, usually ${listInWords(own)}`
      : `, chosen from ${listInWords(own)}`;
  return `${capitalise(inWords(perPost))} ${where}${usual}.`;
}

function lengthDetail(p: VoiceProfileData): string {
  const sentences = Math.max(1, Math.round(p.sentences));
  return `${p.words.low}–${p.words.high} words, usually about ${p.words.typical}, in about ${sentences === 1 ? 'one sentence' : `${inWords(sentences)} sentences`}.`;
}

function learnedFrom(p: VoiceProfileData): string {
  const posts = p.posts === 1 ? 'one of your posts' : `${inWords(p.posts)} of your posts`;
  if (!p.edits) return `${capitalise(posts)}.`;
  return `${capitalise(posts)} and ${p.edits === 1 ? 'one edit' : `${p.edits} edits`} you saved to Synth’s drafts.`;
}

export function describeVoice(p: VoiceProfileData): VoiceDescription {
  const details: VoiceDescription['details'] = [
    { label: 'Length', text: lengthDetail(p) },
    { label: 'Line breaks', text: linesDetail(p) },
    { label: 'Openings', text: hookDetail(p) },
    { label: 'First person', text: firstPersonDetail(p) },
    { label: 'Emoji', text: emojiDetail(p) },
    { label: 'Hashtags', text: hashtagDetail(p) },
  ];
  if (p.frequentWords.length)
    details.push({ label: 'Words you use often', text: listInWords(p.frequentWords.slice(0, 6)) });
  const never = p.avoidedWords.filter((w) => !p.removedWords.includes(w));
  if (never.length) details.push({ label: 'Words you never use', text: listInWords(never.slice(0, 6)) });
  if (p.removedWords.length)
    details.push({ label: 'Taken out in your edits', text: quoted(p.removedWords.slice(0, 6)) });
  details.push({ label: 'Learned from', text: learnedFrom(p) });
  return {
    summary: `You write ${p.words.low}–${p.words.high} words, ${linesPhrase(p)}, ${emojiPhrase(p)}, ${hashtagPhrase(p)}.`,
    details,
  };
}
