import { describe, expect, it } from 'vitest';
import { coalescedRefresh } from './coalescedRefresh';

/** A refresh whose reads the test ends one by one. */
function controlledRefresh() {
  const pending: Array<() => void> = [];
  const refresh = () => new Promise<void>((resolve) => pending.push(resolve));
  const finishNext = async () => {
    pending.shift()!();
    // Let the wrapper see the end of the read.
    await new Promise((r) => setTimeout(r, 0));
  };
  return { refresh, pending, finishNext };
}

describe('coalescedRefresh', () => {
  it('reads again after the read in flight when asked during it, so the last ask is answered by a later read', async () => {
    const c = controlledRefresh();
    const ask = coalescedRefresh(c.refresh);
    ask();
    expect(c.pending).toHaveLength(1);
    ask();
    ask();
    expect(c.pending).toHaveLength(1);
    await c.finishNext();
    expect(c.pending).toHaveLength(1);
    await c.finishNext();
    expect(c.pending).toHaveLength(0);
  });

  it('reads once per ask when the asks do not overlap', async () => {
    const c = controlledRefresh();
    const ask = coalescedRefresh(c.refresh);
    ask();
    await c.finishNext();
    expect(c.pending).toHaveLength(0);
    ask();
    expect(c.pending).toHaveLength(1);
  });

  it('keeps going after a failed read', async () => {
    let calls = 0;
    const ask = coalescedRefresh(async () => {
      calls += 1;
      if (calls === 1) throw new Error('network down');
    });
    ask();
    ask();
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toBe(2);
    ask();
    expect(calls).toBe(3);
  });
});
