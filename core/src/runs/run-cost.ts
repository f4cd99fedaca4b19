// A run's cost estimate: tokens times the price of the model that wrote them, plus what its web
// searches for real-world examples cost.

/**
 * US dollars for `tokens` at the model's price per million tokens, plus `searchUsd`; null when the
 * model has no price.
 */
export function estimatedCostUsd(tokens: number, model: string, pricesPerMillionTokens: Record<string, number>, searchUsd = 0): number | null {
  const price = pricesPerMillionTokens[model];
  if (price === undefined) return null;
  return Math.round(((tokens / 1_000_000) * price + searchUsd) * 1_000_000) / 1_000_000;
}
