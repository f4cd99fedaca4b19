// A mail service that refuses every message the way SES does (an XML error answer), with words a
// user must never see: SES names the identities it checked, which can be our own addresses.
import http from 'node:http';

export interface RefusingSes {
  url: string;
  /** SendRawEmail requests received. */
  sends: number;
  close(): Promise<void>;
}

export async function startRefusingSes(refusal: {
  status: number;
  code: string;
  message: string;
}): Promise<RefusingSes> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (new URLSearchParams(Buffer.concat(chunks).toString('utf8')).get('Action') === 'SendRawEmail') state.sends++;
      const type = refusal.status >= 500 ? 'Receiver' : 'Sender';
      res
        .writeHead(refusal.status, { 'content-type': 'text/xml' })
        .end(
          `<ErrorResponse xmlns="http://ses.amazonaws.com/doc/2010-12-01/"><Error><Type>${type}</Type><Code>${refusal.code}</Code><Message>${refusal.message}</Message></Error><RequestId>test-request</RequestId></ErrorResponse>`,
        );
    });
  });
  const state: RefusingSes = {
    url: '',
    sends: 0,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  state.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return state;
}
