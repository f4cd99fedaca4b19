// Results computed from an article's text, kept per worker process: the same article reaches many
// runs (every synth that reads its feed), and sanitising or fingerprinting it again for each run
// would be a large share of a digest's CPU. Keyed by the text itself, so changed text is computed afresh.
import { LRUCache } from 'lru-cache';

interface MemoOptions<T> {
  /** How much is kept, in characters of key and (weighed) value. */
  maxChars?: number;
  /** A value's size in characters of text (a string's own length by default). */
  weigh?: (v: T) => number;
}

/** `fn` with its answers kept for the most recently used inputs, up to about `maxChars` of text in all. */
export function memoizeByText<T extends object | string>(
  fn: (text: string) => T,
  options: MemoOptions<T> = {},
): (text: string) => T {
  return memoizeByKey((text: string) => text, fn, options);
}

/**
 * `fn` with its answers kept by `keyOf(input)`, a text that says everything the answer depends on
 * (and is cheaper to build than the answer), for the most recently used inputs.
 */
export function memoizeByKey<A, T extends object | string>(
  keyOf: (input: A) => string,
  fn: (input: A) => T,
  { maxChars = 16_000_000, weigh = (v: T) => (typeof v === 'string' ? v.length : 64) }: MemoOptions<T> = {},
): (input: A) => T {
  const cache = new LRUCache<string, T>({
    maxSize: maxChars,
    sizeCalculation: (value, key) => Math.max(1, key.length + weigh(value)),
  });
  return (input: A) => {
    const key = keyOf(input);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = fn(input);
    cache.set(key, value);
    return value;
  };
}
