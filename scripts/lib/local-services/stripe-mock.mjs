import path from 'node:path';
import { FriendlyError, assertPortFree } from '../ports.mjs';
import { provideStripeMock } from '../stripe-mock.mjs';
import { ready, spawnChild } from './children.mjs';

/** stripe-mock on a loopback port: the Stripe API with fixed answers (no webhooks; tests sign their own). */
export async function startStripeMock({ port, logDir, log = console.log }) {
  await assertPortFree(port, 'stripe-mock', 'STRIPE_MOCK_PORT');
  const bin = await provideStripeMock({ log, logFile: path.join(logDir, 'tools.log') });
  if (!bin)
    throw new FriendlyError(
      'stripe-mock was not found and Go is missing to build it: install Go, or set STRIPE_MOCK_PATH to a stripe-mock binary.',
    );
  const svc = spawnChild('stripe-mock', bin.path, ['-http-port', String(port)], { logDir });
  await ready(svc, port, 'stripe-mock', 30_000);
  return { url: `http://127.0.0.1:${port}`, source: bin.source, stop: () => svc.stop() };
}
