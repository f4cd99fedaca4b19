// web/tsconfig.json's paths (the domain's browser-safe modules as @synth/core/pure) as Vite aliases:
// the type-check, the build and the web tests resolve the name from that one entry.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.dirname(fileURLToPath(import.meta.url));
const tsconfig = JSON.parse(readFileSync(path.join(webDir, 'tsconfig.json'), 'utf8')) as {
  compilerOptions: { paths: Record<string, string[]> };
};

export const tsconfigAliases = Object.entries(tsconfig.compilerOptions.paths).map(([find, [target]]) => ({
  find,
  replacement: path.resolve(webDir, target),
}));
