import net from 'node:net';

export class FriendlyError extends Error {}

/** Fails with one clear sentence when a port is taken. */
export async function assertPortFree(port, what, setting) {
  await new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', (err) => {
      if (err.code === 'EADDRINUSE') {
        reject(new FriendlyError(`Port ${port} (${what}) is already in use: stop whatever is using it${setting ? ` or set ${setting} to another port` : ''}.`));
      } else reject(err);
    });
    srv.listen(port, '127.0.0.1', () => srv.close(resolve));
  });
}

/** A free TCP port on loopback (for tests). */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function waitFor(check, { timeoutMs, what, intervalMs = 250 }) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  while (Date.now() < deadline) {
    try {
      if (await check()) return;
    } catch (err) {
      lastError = err;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new FriendlyError(`${what} did not become ready within ${Math.round(timeoutMs / 1000)} s${lastError ? ` (${lastError.message})` : ''}.`);
}

export function tcpOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const s = net.connect({ port, host });
    s.once('connect', () => { s.destroy(); resolve(true); });
    s.once('error', () => resolve(false));
  });
}
