import type { Config } from '@synth/core/config';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a WebSocket upgrade (graphql-ws on /graphql and the /ws channel alike) may proceed, from
 * its Origin header. Browsers send the cookie with a cross-site WebSocket and the socket obeys no
 * CORS, so a page elsewhere could act as the signed-in user: a browser's Origin must be the app's
 * own (PUBLIC_URL). Browsers always send Origin on a WebSocket; a request without one comes from a
 * program (the API tests, the benches, a server-side client), which can only use credentials it
 * holds itself, so it is let through. Outside production any loopback origin is accepted too: the
 * Vite dev server proxies sockets from its own port, and localhost and 127.0.0.1 are one machine.
 */
export function webSocketOriginAllowed(
  origin: string | undefined,
  config: Pick<Config, 'publicUrl' | 'isProduction'>,
): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === new URL(config.publicUrl).origin) return true;
  return !config.isProduction && parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname);
}
