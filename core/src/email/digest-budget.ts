// Gmail clips a message over about 102 KB, and the unsubscribe link at the bottom goes with it.
// The HTML stays under this budget: a digest that would not fit keeps its top items, and the rest
// are named by count and linked on the run page.

// 100,000 bytes: under 100 KB however a kilobyte is counted, with room below Gmail's limit.
export const DIGEST_HTML_BUDGET_BYTES = 100_000;

const byteLength = (s: string) => Buffer.byteLength(s, 'utf8');

/**
 * The most items (of `total`, top first) whose rendering fits the budget, and that rendering.
 * `render(n)` renders the first n; fewer items never make a larger message, so a binary search finds it.
 */
export function fitToBudget(
  total: number,
  render: (shown: number) => string,
  budget = DIGEST_HTML_BUDGET_BYTES,
): { shown: number; html: string } {
  const all = render(total);
  if (byteLength(all) <= budget || total === 0) return { shown: total, html: all };
  let lo = 0;
  let hi = total - 1;
  let best = { shown: 0, html: render(0) };
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const html = render(mid);
    if (byteLength(html) <= budget) {
      best = { shown: mid, html };
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
}
