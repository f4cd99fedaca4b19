import { describe, expect, it } from 'vitest';
import { estimatedCostUsd } from './run-cost';

describe("a run's AI cost estimate", () => {
  const prices = { 'synth-extractive-1': 0, 'gpt-4o-mini': 0.3 };

  it("prices tokens at the model's price per million", () => {
    expect(estimatedCostUsd(2_000_000, 'gpt-4o-mini', prices)).toBe(0.6);
    expect(estimatedCostUsd(1234, 'gpt-4o-mini', prices)).toBe(0.00037);
  });

  it('costs nothing on the offline model, and has no estimate for a model without a price', () => {
    expect(estimatedCostUsd(50_000, 'synth-extractive-1', prices)).toBe(0);
    expect(estimatedCostUsd(50_000, 'some-local-llama', prices)).toBeNull();
  });
});
