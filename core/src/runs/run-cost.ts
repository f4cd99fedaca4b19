// A run's cost estimate: tokens times the price of the model that wrote them, plus what its web
// searches for real-world examples cost.

import type { RunOutput } from './run-output';

/** What a run paid besides its writing model's tokens: web searches and the relevance filter's embeddings. */
export function otherCostsUsd(output: Pick<RunOutput, 'searchCost' | 'embeddingCost'>): number {
  return (output.searchCost?.usd ?? 0) + (output.embeddingCost?.usd ?? 0);
}

/**
 * US dollars for `tokens` at the model's price per million tokens, plus `searchUsd`; null when the
 * model has no price.
 */
export function estimatedCostUsd(
  tokens: number,
  model: string,
  pricesPerMillionTokens: Record<string, number>,
  searchUsd = 0,
): number | null {
  const price = pricesPerMillionTokens[model];
  if (price === undefined) return null;
  return Math.round(((tokens / 1_000_000) * price + searchUsd) * 1_000_000) / 1_000_000;
}
