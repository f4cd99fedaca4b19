// The short line under a kept article that says why it is there, in the digest and on the run page.
// Browser-safe: the web app imports it through @synth/core/pure.

const NEAR = ' ≈ ';

/**
 * A reason that names no topic word: the article's own words are near the topic in meaning
 * ("renewable energy ≈ turbines").
 */
export function nearInMeaning(topic: string, words: string): string {
  return `${topic}${NEAR}${words}`;
}

/** The reasons as the words an article mentions: "turbines (near renewable energy)" for a reason by meaning. */
export function mentionedTerms(because: readonly string[]): string[] {
  return because.map((reason) => {
    const at = reason.indexOf(NEAR);
    return at < 0 ? reason : `${reason.slice(at + NEAR.length)} (near ${reason.slice(0, at)})`;
  });
}

/**
 * "Because: logistics, freight", "Because: renewable energy ≈ turbines", "Because you liked “A” and
 * “B”", or both; empty when nothing is known.
 */
export function becauseLine(relevance: {
  because?: readonly string[] | null;
  likedTitles?: readonly string[] | null;
}): string {
  const terms = relevance.because ?? [];
  const liked = (relevance.likedTitles ?? []).map((t) => `“${t}”`);
  const likedText = liked.length
    ? `you liked ${liked.slice(0, -1).join(', ')}${liked.length > 1 ? ' and ' : ''}${liked[liked.length - 1]}`
    : '';
  if (terms.length && likedText) return `Because: ${terms.join(', ')}, and because ${likedText}`;
  if (terms.length) return `Because: ${terms.join(', ')}`;
  return likedText ? `Because ${likedText}` : '';
}
