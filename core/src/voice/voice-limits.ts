// How much of their own writing a person gives Synth to learn their voice from, and the sentences
// they read when it is too little or too much. Browser-safe: the settings page checks the same
// numbers before it sends anything.

/** Fewer posts say nothing reliable about a habit. */
export const MIN_VOICE_SAMPLES = 3;
/** More posts change the profile little and make every post prompt longer. */
export const MAX_VOICE_SAMPLES = 50;
/** Longer than a LinkedIn post may be, short enough that one pasted article does not drown the rest. */
export const MAX_VOICE_SAMPLE_CHARS = 5_000;
/** The paste box: 50 posts of typical length with room to spare. */
export const MAX_VOICE_TEXT_CHARS = 120_000;
/** A Shares.csv the server reads; the settings page trims a larger export to the newest posts first. */
export const MAX_SHARES_CSV_CHARS = 300_000;
/** The largest export file the settings page opens at all (years of daily posting fit). */
export const MAX_SHARES_FILE_BYTES = 20 * 1024 * 1024;
/** The most recent edits of run posts the profile keeps as evidence. */
export const MAX_VOICE_EDITS = 20;

/** The line that separates pasted posts. */
export const VOICE_SEPARATOR = '---';

const count = (n: number) => n.toLocaleString('en-US');

export const VOICE_TEXT_TOO_LONG_MESSAGE = `Paste at most ${count(MAX_VOICE_TEXT_CHARS)} characters of posts.`;
export const SHARES_CSV_TOO_LONG_MESSAGE = `The Shares.csv sent is longer than ${count(MAX_SHARES_CSV_CHARS)} characters.`;
export const SHARES_FILE_TOO_LARGE_MESSAGE = `That file is larger than ${MAX_SHARES_FILE_BYTES / (1024 * 1024)} MB. LinkedIn's Shares.csv is much smaller: check that you picked the right file.`;

/** "Synth needs at least 3 of your posts; it found 2." */
export function tooFewSamplesMessage(found: number): string {
  const what = found === 0 ? 'none' : `only ${found}`;
  return `Synth needs at least ${MIN_VOICE_SAMPLES} of your posts to learn your voice; it found ${what}.`;
}

export function tooManySamplesMessage(found: number): string {
  return `Paste at most ${MAX_VOICE_SAMPLES} posts; Synth found ${found}. Keep the ones that sound most like you.`;
}

export function sampleTooLongMessage(position: number): string {
  return `Post ${position} is longer than ${count(MAX_VOICE_SAMPLE_CHARS)} characters. Shorten it or leave it out.`;
}
