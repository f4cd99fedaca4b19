import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The web app bundles pure.ts and everything it imports, and its type-check follows the same
// imports, so a server package reached from here would land in the browser unnoticed.
const BROWSER_SAFE_PACKAGES = new Set(['stopword', 'validator/lib/isEmail', 'zod/v4']);

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/g;

function resolveModule(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find(
    (f) => existsSync(f) && f.match(/\.(ts|tsx|json)$/),
  );
  if (!found) throw new Error(`${from} imports ${specifier}, which resolves to no file`);
  return found;
}

/** Every package the modules reachable from `entry` import, with the module that imports it. */
function packagesReachedFrom(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file) || file.endsWith('.json')) continue;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (specifier.startsWith('.')) pending.push(resolveModule(file, specifier));
      else if (!packages.has(specifier)) packages.set(specifier, path.relative(path.dirname(entry), file));
    }
  }
  return packages;
}

describe('the modules the web app may bundle', () => {
  it('import no package beyond the browser-safe ones', () => {
    const reached = packagesReachedFrom(path.join(import.meta.dirname, 'pure.ts'));
    const unsafe = [...reached]
      .filter(([name]) => !BROWSER_SAFE_PACKAGES.has(name))
      .map(([name, by]) => `${name} (imported by ${by})`);
    expect(unsafe).toEqual([]);
    expect([...reached.keys()]).toContain('zod/v4');
  });
});
