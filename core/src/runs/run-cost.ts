// A run's AI cost estimate: tokens times the price of the model that wrote them.

/** US dollars for `tokens` at the model's price per million tokens; null when the model has no price. */
export function estimatedCostUsd(tokens: number, model: string, pricesPerMillionTokens: Record<string, number>): number | null {
  const price = pricesPerMillionTokens[model];
  if (price === undefined) return null;
  return Math.round((tokens / 1_000_000) * price * 1_000_000) / 1_000_000;
}
