// Token accounting for the offline provider: no real tokens, but runs and quotas are accounted
// the same way as with a model.
export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** ~1.3 tokens per English word, the usual rule of thumb for BPE tokenisers. */
export function estimateTokens(...texts: string[]): number {
  return Math.ceil(texts.reduce((n, t) => n + countWords(t), 0) * 1.3);
}
