// Results computed from an article's text, kept per worker process: the same article reaches many
// runs (every synth that reads its feed), and sanitising or fingerprinting it again for each run was
// a large share of a digest's CPU. Keyed by the text itself, so changed text is computed afresh.
import { LRUCache } from 'lru-cache';

/** `fn` with its answers kept for the most recently used inputs, up to about `maxChars` of text in all. */
export function memoizeByText<T extends object | string>(
  fn: (text: string) => T,
  { maxChars = 16_000_000, weigh = (v: T) => (typeof v === 'string' ? v.length : 64) } = {},
): (text: string) => T {
  const cache = new LRUCache<string, T>({
    maxSize: maxChars,
    sizeCalculation: (value, key) => Math.max(1, key.length + weigh(value)),
  });
  return (text: string) => {
    const hit = cache.get(text);
    if (hit !== undefined) return hit;
    const value = fn(text);
    cache.set(text, value);
    return value;
  };
}
