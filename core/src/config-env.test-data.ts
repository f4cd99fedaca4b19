// Settings tests: loadConfig() with exactly the given values for the named variables, each restored after the test.
import { afterEach } from 'vitest';
import { loadConfig } from './config';

export function configWith(
  names: readonly string[],
): (values: Record<string, string>) => ReturnType<typeof loadConfig> {
  const saved = Object.fromEntries(names.map((n) => [n, process.env[n]]));
  afterEach(() => {
    for (const n of names) {
      if (saved[n] === undefined) delete process.env[n];
      else process.env[n] = saved[n];
    }
  });
  return (values) => {
    for (const n of names) delete process.env[n];
    Object.assign(process.env, values);
    return loadConfig();
  };
}
