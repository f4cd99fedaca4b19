/** Calls `task` on every item, at most `concurrency` at a time; resolves when all have settled. */
export async function inParallel(items, concurrency, task) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
}
