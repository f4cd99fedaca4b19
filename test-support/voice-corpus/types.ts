// The shape of the voice corpus: people who post on LinkedIn, each with twelve posts of their own
// written for this project, and the news their synth reads for the benchmark.

export interface VoicePersona {
  id: string;
  /** Who they are, as the benchmark prints it. */
  who: string;
  /** The habits the posts were written with, for a reader; the benchmark measures them instead. */
  habits: string;
  /** The synth's topics (its hashtags come from them). */
  topics: string[];
  /** Story ids of the shared news corpus their synth reads: one post is written per story. */
  stories: string[];
  /** Twelve posts in their own voice. */
  posts: string[];
}

/** The posts a profile is learned from: every other post, starting with the first. */
export const learningHalf = (p: VoicePersona): string[] => p.posts.filter((_, i) => i % 2 === 0);

/** The posts kept apart to judge the generated ones against. */
export const heldOutHalf = (p: VoicePersona): string[] => p.posts.filter((_, i) => i % 2 === 1);
