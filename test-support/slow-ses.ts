// A mail service that answers late: it speaks the SES API by holding each request for `delayMs`,
// then passing it to the local SES (which stores the message) and returning that answer. Counts
// what it was asked, so a test can tell one send from two.
import http from 'node:http';

export interface SlowSes {
  url: string;
  /** SendRawEmail requests received, answered or not. */
  sends: number;
  /** The most SendRawEmail requests it held at one time. */
  mostAtOnce: number;
  close(): Promise<void>;
}

export async function startSlowSes(opts: { forwardTo: string; delayMs: number }): Promise<SlowSes> {
  const pending = new Set<NodeJS.Timeout>();
  let held = 0;
  const state: SlowSes = {
    url: '',
    sends: 0,
    mostAtOnce: 0,
    async close() {
      for (const t of pending) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const isSend = new URLSearchParams(body.toString('utf8')).get('Action') === 'SendRawEmail';
      if (isSend) {
        state.sends++;
        held++;
        state.mostAtOnce = Math.max(state.mostAtOnce, held);
      }
      const timer = setTimeout(() => {
        pending.delete(timer);
        if (isSend) held--;
        const headers = Object.fromEntries(
          Object.entries(req.headers).filter(([k]) => !['host', 'content-length', 'connection'].includes(k)),
        ) as Record<string, string>;
        fetch(`${opts.forwardTo}${req.url ?? '/'}`, {
          method: req.method,
          headers,
          body: req.method === 'GET' ? undefined : body,
        })
          .then(async (answer) =>
            res
              .writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/xml' })
              .end(await answer.text()),
          )
          .catch(() => res.writeHead(502).end());
      }, opts.delayMs);
      pending.add(timer);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  state.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return state;
}
