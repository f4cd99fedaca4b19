// A run made ahead begins a moment before its slot and waits for it: nothing it does comes early.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MADE_AHEAD_LEAD_MS, untilItsSlot } from './made-ahead-lead';

describe('a run made ahead, begun before its slot', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  const settled = (p: Promise<void>) => {
    const state = { done: false };
    void p.then(() => (state.done = true));
    return state;
  };

  it('waits until the slot itself before it goes on', async () => {
    const now = Date.parse('2026-11-30T08:00:00Z') - MADE_AHEAD_LEAD_MS;
    vi.setSystemTime(now);
    const wait = settled(untilItsSlot('2026-11-30T08:00:00.000Z', now));
    await vi.advanceTimersByTimeAsync(MADE_AHEAD_LEAD_MS - 1);
    expect(wait.done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.done).toBe(true);
  });

  it('goes on at once when the slot has come, or when the run is not a scheduled one', async () => {
    const slot = Date.parse('2026-11-30T08:00:00Z');
    const late = settled(untilItsSlot('2026-11-30T08:00:00.000Z', slot + 20));
    const unscheduled = settled(untilItsSlot(null, slot));
    await vi.advanceTimersByTimeAsync(0);
    expect(late.done).toBe(true);
    expect(unscheduled.done).toBe(true);
  });

  it('waits no more than a few seconds when its clock is far behind the slot', async () => {
    const slot = Date.parse('2026-11-30T08:00:00Z');
    const wait = settled(untilItsSlot('2026-11-30T08:00:00.000Z', slot - 3_600_000));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(wait.done).toBe(true);
  });
});
