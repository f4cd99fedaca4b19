import { describe, expect, it } from 'vitest';
import { REQUESTS_PER_HOST, withHostLimit } from './host-limiter';

describe('withHostLimit', () => {
  it('runs at most two requests at once to one host, while another host is not held up', async () => {
    let running = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const task = () =>
      new Promise<void>((resolve) => {
        running++;
        most = Math.max(most, running);
        release.push(() => {
          running--;
          resolve();
        });
      });
    const same = Array.from({ length: 5 }, () => withHostLimit('https://news.example/a', task));
    const other = withHostLimit('https://other.example/b', async () => 'other');
    expect(await other).toBe('other');
    while (release.length || running) {
      await new Promise((r) => setTimeout(r, 1));
      release.shift()?.();
    }
    await Promise.all(same);
    expect(REQUESTS_PER_HOST).toBe(2);
    expect(most).toBe(2);
  });
});
