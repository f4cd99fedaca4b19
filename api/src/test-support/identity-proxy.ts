// A small HTTP proxy in front of the Auth emulator: counts the requests firebase-admin makes to the
// identity service and can stop answering, as a slow or unreachable Google would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface IdentityProxy {
  /** host:port, for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  requests: number;
  /** False: requests are accepted and never answered. */
  answer: boolean;
  close(): Promise<void>;
}

export async function startIdentityProxy(emulatorHost: string): Promise<IdentityProxy> {
  const [hostname, port] = emulatorHost.split(':');
  const state = { requests: 0, answer: true };
  const server = http.createServer((req, res) => {
    state.requests++;
    if (!state.answer) return;
    const upstream = http.request(
      { hostname, port: Number(port), method: req.method, path: req.url, headers: req.headers },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: own } = server.address() as AddressInfo;
  return Object.assign(state, {
    host: `127.0.0.1:${own}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
