import net from 'node:net';

export class FriendlyError extends Error {}

/** Fails with one clear sentence when a port is taken. */
export async function assertPortFree(port, what, setting) {
  await new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', (err) => {
      if (err.code === 'EADDRINUSE') {
        reject(
          new FriendlyError(
            `Port ${port} (${what}) is already in use: stop whatever is using it${setting ? ` or set ${setting} to another port` : ''}.`,
          ),
        );
      } else reject(err);
    });
    srv.listen(port, '127.0.0.1', () => srv.close(resolve));
  });
}

// Ports the OS hands out for listen(0) and outgoing connections come from the ephemeral range
// (Linux: 32768-60999). A test port taken from there can be grabbed by another process between
// the check and the real listen (the Temporal dev server and the emulators open many), so test
// ports come from below it, and one process never hands out the same port twice.
const TEST_PORT_MIN = 20000;
const TEST_PORT_MAX = 32000;
const handedOut = new Set();

function canListen(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/** A free TCP port on loopback, outside the ephemeral range (for tests). */
export async function freePort() {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = TEST_PORT_MIN + Math.floor(Math.random() * (TEST_PORT_MAX - TEST_PORT_MIN));
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port between ${TEST_PORT_MIN} and ${TEST_PORT_MAX}`);
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
  throw new FriendlyError(
    `${what} did not become ready within ${Math.round(timeoutMs / 1000)} s${lastError ? ` (${lastError.message})` : ''}.`,
  );
}

export function tcpOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const s = net.connect({ port, host });
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}
