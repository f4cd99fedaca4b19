// The posts a person gives Synth, read from what they pasted or from LinkedIn's Shares.csv. Every
// length is checked before the text is split or parsed; a refusal is one sentence they can act on.
import { ValidationError } from '../lib/errors';
import { CsvError } from './csv';
import { splitPastedPosts } from './sample-text';
import { readSharesCsv } from './shares-csv';
import {
  MAX_SHARES_CSV_CHARS,
  MAX_VOICE_SAMPLE_CHARS,
  MAX_VOICE_SAMPLES,
  MAX_VOICE_TEXT_CHARS,
  MIN_VOICE_SAMPLES,
  SHARES_CSV_TOO_LONG_MESSAGE,
  sampleTooLongMessage,
  tooFewSamplesMessage,
  tooManySamplesMessage,
  VOICE_TEXT_TOO_LONG_MESSAGE,
} from './voice-limits';
import type { VoiceSample } from './voice-profile.entity';

export interface VoiceSamplesInput {
  /** Posts pasted as plain text. */
  text?: string | null;
  /** LinkedIn's Shares.csv (or the newest rows of it). */
  sharesCsv?: string | null;
}

export interface ReadSamples {
  samples: VoiceSample[];
  /** What was read, when it is not simply every post given ("the newest 50 of 212"). */
  notice: string | null;
}

const refuse = (field: string, message: string) => new ValidationError([{ field, message }]);

function fromText(text: string): ReadSamples {
  if (text.length > MAX_VOICE_TEXT_CHARS) throw refuse('text', VOICE_TEXT_TOO_LONG_MESSAGE);
  const posts = splitPastedPosts(text);
  const long = posts.findIndex((p) => p.length > MAX_VOICE_SAMPLE_CHARS);
  if (long >= 0) throw refuse('text', sampleTooLongMessage(long + 1));
  if (posts.length > MAX_VOICE_SAMPLES) throw refuse('text', tooManySamplesMessage(posts.length));
  if (posts.length < MIN_VOICE_SAMPLES) throw refuse('text', tooFewSamplesMessage(posts.length));
  return { samples: posts.map((p) => ({ text: p, source: 'text' })), notice: null };
}

function fromSharesCsv(csv: string): ReadSamples {
  if (csv.length > MAX_SHARES_CSV_CHARS) throw refuse('sharesCsv', SHARES_CSV_TOO_LONG_MESSAGE);
  let read: ReturnType<typeof readSharesCsv>;
  try {
    read = readSharesCsv(csv);
  } catch (err) {
    if (err instanceof CsvError) throw refuse('sharesCsv', err.message);
    throw err;
  }
  // A post longer than any sample is an article, not a post: it is left out, not cut.
  const posts = read.posts.filter((p) => p.text.length <= MAX_VOICE_SAMPLE_CHARS);
  if (posts.length < MIN_VOICE_SAMPLES) throw refuse('sharesCsv', tooFewSamplesMessage(posts.length));
  const kept = posts.slice(0, MAX_VOICE_SAMPLES);
  const notice =
    kept.length < posts.length
      ? `Synth read the newest ${kept.length} of the ${posts.length} posts in your export.`
      : `Synth read all ${kept.length} posts in your export.`;
  return { samples: kept.map((p) => ({ text: p.text, source: 'shares-csv' })), notice };
}

export function readVoiceSamples(input: VoiceSamplesInput): ReadSamples {
  const hasText = input.text != null;
  const hasCsv = input.sharesCsv != null;
  if (hasText === hasCsv)
    throw refuse(hasText ? 'sharesCsv' : 'text', 'Send either pasted posts or a Shares.csv file, one of the two.');
  return hasText ? fromText(input.text!) : fromSharesCsv(input.sharesCsv!);
}
