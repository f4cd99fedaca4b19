// What a post writer gets of a person's voice: the measured profile, and for a model, the two or
// three of their posts closest to the post at hand. Closest means typical of their habits first
// (their usual line breaks, within their usual length), then nearest in subject to the stories.
import { measureStyle, vocabularyOf } from './voice-measure';
import type { VoiceProfileData } from './voice-profile';

export interface VoiceGuide {
  profile: VoiceProfileData;
  /** The person's own posts, closest first: examples of their style, never facts to reuse. */
  examples: string[];
}

export const VOICE_EXAMPLES = 3;

function overlap(a: Set<string>, b: Set<string>): number {
  if (!a.size || !b.size) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.sqrt(a.size * b.size);
}

/** The samples most like the person's habits and nearest in subject to `about`, at most `n`. */
export function closestSamples(
  samples: string[],
  profile: VoiceProfileData,
  about: string,
  n = VOICE_EXAMPLES,
): string[] {
  const topic = new Set(vocabularyOf(about));
  const scored = samples.map((text, i) => {
    const m = measureStyle(text);
    const typical =
      (m.lineStyle === profile.lineStyle ? 1 : 0) +
      (m.words >= profile.words.low && m.words <= profile.words.high ? 1 : 0) +
      (m.hashtags.length === profile.hashtags.perPost ? 1 : 0);
    return { text, i, typical, near: overlap(new Set(vocabularyOf(text)), topic) };
  });
  scored.sort((a, b) => b.typical - a.typical || b.near - a.near || a.i - b.i);
  return scored.slice(0, n).map((s) => s.text);
}

/** What a post writer needs of a stored voice: the profile and the person's own posts. */
export interface StoredVoice {
  profile: VoiceProfileData;
  samples: string[];
}

export function voiceGuideFor(stored: StoredVoice, about: string): VoiceGuide {
  return { profile: stored.profile, examples: closestSamples(stored.samples, stored.profile, about) };
}
