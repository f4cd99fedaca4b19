// What a model is told about the person's voice: the measured habits as instructions, and the
// hashtag rule the voice sets. The person's own posts travel apart, as data blocks (prompt-builder).
import { inWords, listInWords } from '../voice/voice-describe';
import type { VoiceProfileData } from '../voice/voice-profile';

/** The hashtag rule for a post in the person's voice (hashtags on in the synth). */
export function voiceHashtagRule(p: VoiceProfileData): string {
  const { perPost, place, own } = p.hashtags;
  if (place === 'none') return 'Do not use hashtags: the person never does.';
  const count = perPost === 1 ? 'exactly one hashtag' : `exactly ${inWords(perPost)} hashtags`;
  const usual = own.length ? ` The person usually uses ${listInWords(own)}; keep those that fit the post.` : '';
  return place === 'end'
    ? `End with ${count} on their own last line.${usual}`
    : `Use ${count} inside sentences, never on a line of their own.${usual}`;
}

function lines(p: VoiceProfileData): string {
  if (p.listMarker)
    return `Set out the points as a list, one per line, each line starting with "${p.listMarker}" after an opening line.`;
  const blank = p.blankLines;
  switch (p.lineStyle) {
    case 'one-per-line':
      return `Put each sentence on its own line, ${blank ? 'with a blank line between lines' : 'without blank lines between them'}.`;
    case 'one-block':
      return 'Write one paragraph, without line breaks.';
    default: {
      const n = Math.max(1, Math.round(p.sentencesPerParagraph));
      return `Write paragraphs of about ${n === 1 ? 'one sentence' : `${inWords(n)} sentences`}, ${blank ? 'separated by blank lines' : 'without blank lines between them'}.`;
    }
  }
}

/** The person's habits as instructions, one a line. */
export function voiceInstructions(p: VoiceProfileData): string[] {
  const opening =
    p.questionHooks >= 0.65
      ? 'Open with a question.'
      : p.questionHooks <= 0.35
        ? 'Open with a statement, not a question.'
        : 'Open with a question or with a statement.';
  const firstPerson =
    p.firstPersonPer100 >= 3
      ? 'Write in the first person ("I") often, as the person does.'
      : p.firstPersonPer100 >= 1
        ? 'Use the first person ("I") now and then.'
        : 'Avoid the first person singular ("I", "my").';
  const emoji =
    p.emojiPerPost < 0.3
      ? 'Use no emoji.'
      : `Use about ${inWords(Math.max(1, Math.round(p.emojiPerPost)))} emoji${p.emoji.length ? `, such as ${p.emoji.slice(0, 3).join(' ')}` : ''}.`;
  return [
    `Length: ${p.words.low} to ${p.words.high} words, about ${p.words.typical}.`,
    lines(p),
    opening,
    firstPerson,
    emoji,
    ...(p.frequentWords.length
      ? [`Words the person often uses (use them where they fit naturally): ${p.frequentWords.join(', ')}.`]
      : []),
    ...(p.avoidedWords.length ? [`Words the person never uses (do not use them): ${p.avoidedWords.join(', ')}.`] : []),
  ];
}
