// A local stand-in for the webhooks Synth posts digests to: Slack incoming webhooks
// (/slack/services/…), Discord webhooks (/discord/api/webhooks/…), Teams workflow webhooks
// (/teams/workflows/…) and a generic receiver (/webhook/…). Each answers as its platform does,
// refusing what the platform refuses (limits.mjs). An address whose path ends in /revoked answers
// as a deleted webhook does; GET /received lists what was taken. `npm start` runs it; tests start
// it on a free port.
import http from 'node:http';
import { discordProblem, slackProblem, teamsProblem } from './limits.mjs';

const MAX_BODY = 1024 * 1024;

function kindOf(path) {
  if (path.startsWith('/slack/services/')) return 'slack';
  if (path.startsWith('/discord/api/webhooks/')) return 'discord';
  if (path.startsWith('/teams/workflows/')) return 'teams';
  if (path.startsWith('/webhook/')) return 'webhook';
  return null;
}

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > MAX_BODY) req.destroy(new Error('too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Each platform's answer to a message it took, and to one it refused. */
const ANSWERS = {
  slack: {
    ok: (res) => text(res, 200, 'ok'),
    refused: (res, problem) => text(res, problem === 'no_service' ? 404 : 400, problem),
    gone: (res) => text(res, 404, 'no_service'),
  },
  discord: {
    ok: (res) => {
      res.writeHead(204);
      res.end();
    },
    refused: (res, problem) => json(res, 400, { code: 50035, message: 'Invalid Form Body', errors: problem }),
    gone: (res) => json(res, 404, { code: 10015, message: 'Unknown Webhook' }),
  },
  teams: {
    ok: (res) => text(res, 202, ''),
    refused: (res, problem) => json(res, problem === 'MessageSizeTooBig' ? 413 : 400, { error: { code: problem } }),
    gone: (res) => json(res, 404, { error: { code: 'WorkflowNotFound' } }),
  },
  webhook: {
    ok: (res) => json(res, 200, { received: true }),
    refused: (res, problem) => json(res, 400, { error: problem }),
    gone: (res) => json(res, 410, { error: 'gone' }),
  },
};

function text(res, status, body) {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(body);
}

function json(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * Starts the stand-in. `beforeTaking(message)` runs once a valid message has arrived and before the
 * platform takes it; a sender that hangs up meanwhile (a worker killed mid-post) has sent nothing.
 * Test hooks: `received` lists every message a platform took (kind, path,
 * headers, parsed body); `refused` lists what it refused and why; `failNext(status, path?)` makes
 * the next answer (to that address) that error (a platform's bad moment).
 * @param {{ port?: number, host?: string, beforeTaking?: (message: { kind: string, path: string, key: string }) => Promise<void> }} [options]
 */
export async function startChannelStandIns({ port = 0, host = '127.0.0.1', beforeTaking = async () => {} } = {}) {
  const received = [];
  const refused = [];
  const failures = [];
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    // What the platforms took, for a developer or a browser test to read (like the local SES's store).
    if (req.method === 'GET' && path === '/received')
      return json(
        res,
        200,
        received.map(({ kind, path: at, headers, body }) => ({
          kind,
          path: at,
          key: headers['idempotency-key'],
          body,
        })),
      );
    const kind = kindOf(path);
    if (!kind || req.method !== 'POST') return json(res, 404, { error: 'Unknown endpoint' });
    let hungUp = false;
    res.once('close', () => {
      hungUp = !res.writableFinished;
    });
    readBody(req).then(
      async (raw) => {
        const answer = ANSWERS[kind];
        const failure = failures.findIndex((f) => !f.path || path.includes(f.path));
        if (failure >= 0) {
          const [{ status }] = failures.splice(failure, 1);
          return json(res, status, { error: 'Failure asked for by the test' });
        }
        if (path.endsWith('/revoked')) return answer.gone(res);
        let body;
        try {
          body = JSON.parse(raw.toString('utf8'));
        } catch {
          refused.push({ kind, path, problem: 'not JSON' });
          return answer.refused(res, kind === 'slack' ? 'invalid_payload' : 'not JSON');
        }
        const problem =
          kind === 'slack'
            ? slackProblem(body)
            : kind === 'discord'
              ? discordProblem(body)
              : kind === 'teams'
                ? teamsProblem(body, raw.length)
                : null;
        if (problem) {
          refused.push({ kind, path, problem });
          return answer.refused(res, problem);
        }
        await beforeTaking({ kind, path, key: String(req.headers['idempotency-key'] ?? '') });
        if (hungUp) {
          refused.push({ kind, path, problem: 'the sender hung up before the message was taken' });
          return;
        }
        received.push({ kind, path, headers: req.headers, body, raw: raw.toString('utf8') });
        answer.ok(res);
      },
      () => json(res, 413, { error: 'Request body too large' }),
    );
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const url = `http://${host}:${server.address().port}`;
  return {
    url,
    /** Addresses a developer can paste into Synth, one per kind. */
    addresses: {
      slack: `${url}/slack/services/T000/B000/dev`,
      discord: `${url}/discord/api/webhooks/1/dev`,
      teams: `${url}/teams/workflows/dev`,
      webhook: `${url}/webhook/dev`,
    },
    received,
    refused,
    /** The next post (to an address containing `path`, when given) is answered with this status. */
    failNext(statusCode, path) {
      failures.push({ status: statusCode, path });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
