// stripe-mock, the local stand-in for the Stripe API in the billing tests: found on this machine or
// built once with Go (asynchronously, before the tests start) and cached outside the repository.
import fs from 'node:fs';
import path from 'node:path';
import { FriendlyError } from './ports.mjs';
import { runStep } from './steps.mjs';
import { onPath, toolCacheDir } from './tool-cache.mjs';

const cached = () => path.join(toolCacheDir(), 'stripe-mock');

/** STRIPE_MOCK_PATH, `stripe-mock` on PATH, or the cache: { path, source } or null. */
function findStripeMock() {
  const explicit = process.env.STRIPE_MOCK_PATH;
  if (explicit) {
    if (!fs.existsSync(explicit))
      throw new FriendlyError(`STRIPE_MOCK_PATH points to ${explicit}, which does not exist.`);
    return { path: explicit, source: 'STRIPE_MOCK_PATH' };
  }
  const fromPath = onPath('stripe-mock');
  if (fromPath) return { path: fromPath, source: 'stripe-mock on PATH' };
  if (fs.existsSync(cached())) return { path: cached(), source: `cache (${cached()})` };
  return null;
}

/** Finds stripe-mock or builds it with Go; null when neither works. */
export async function provideStripeMock({ log = console.log, logFile }) {
  const found = findStripeMock();
  if (found || !onPath('go')) return found;
  await runStep({
    label: 'Building stripe-mock with Go (once)',
    cmd: 'go',
    args: ['install', 'github.com/stripe/stripe-mock@latest'],
    env: { ...process.env, GOBIN: toolCacheDir(), GOFLAGS: '-mod=mod' },
    logFile,
    log,
    failure: 'Building stripe-mock with Go failed: set STRIPE_MOCK_PATH to a stripe-mock binary',
  });
  return { path: cached(), source: `Go build (cached in ${toolCacheDir()})` };
}
