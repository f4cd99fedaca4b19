// Where the launchers keep things: the repository root, the local services' data and the logs.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** DATA_DIR (default `.data`), relative to the repository root unless absolute. */
export function dataDir() {
  return path.resolve(ROOT, process.env.DATA_DIR || '.data');
}

export function logDir() {
  return path.join(dataDir(), 'logs');
}
