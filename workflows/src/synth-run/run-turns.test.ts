import { describe, expect, it } from 'vitest';
import { takingTurns } from './run-turns';

/** A step that finishes only when told to, recording who started when. */
function controllableStep() {
  const started: string[] = [];
  const finish = new Map<string, (value: string) => void>();
  const fail = new Map<string, (err: Error) => void>();
  const step = (runId: string) =>
    new Promise<string>((resolve, reject) => {
      started.push(runId);
      finish.set(runId, resolve);
      fail.set(runId, reject);
    });
  return { step, started, finish, fail };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('runs taking turns at their working step', () => {
  it('works on at most the given number at once and starts the waiting ones in the order they came', async () => {
    const { step, started, finish } = controllableStep();
    const turn = takingTurns(step, 2);
    const results = ['a', 'b', 'c', 'd'].map((id) => turn(id));
    await settle();
    expect(started).toEqual(['a', 'b']);
    finish.get('b')!('b done');
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    finish.get('a')!('a done');
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    finish.get('c')!('c done');
    finish.get('d')!('d done');
    expect(await Promise.all(results)).toEqual(['a done', 'b done', 'c done', 'd done']);
  });

  it("passes a step's failure to its caller and frees its turn for the next run", async () => {
    const { step, started, fail, finish } = controllableStep();
    const turn = takingTurns(step, 1);
    const first = turn('a');
    const second = turn('b');
    await settle();
    fail.get('a')!(new Error('the feed service is down'));
    await expect(first).rejects.toThrow('the feed service is down');
    await settle();
    expect(started).toEqual(['a', 'b']);
    finish.get('b')!('b done');
    expect(await second).toBe('b done');
  });

  it('still works on one run at a time when told none', async () => {
    const { step, started } = controllableStep();
    const turn = takingTurns(step, 0);
    void turn('a');
    void turn('b');
    await settle();
    expect(started).toEqual(['a']);
  });
});
