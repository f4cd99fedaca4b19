// A tiny OpenAI-compatible chat server for tests at the AI boundary: each request takes the next
// canned reply, and every request is recorded so a test can read what the provider sent.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- request bodies are inspected field by field
export interface SeenRequest { method: string; url: string; headers: IncomingHttpHeaders; body: Record<string, any> }
export interface CannedReply { status?: number; json?: unknown; delayMs?: number }

export interface FakeOpenAi {
  /** The base URL to give the SDK (ends in /v1). */
  baseUrl: string;
  replies: CannedReply[];
  seen: SeenRequest[];
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const state = { replies: [] as CannedReply[], seen: [] as SeenRequest[] };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => { raw += c; });
    req.on('end', () => {
      state.seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: raw ? JSON.parse(raw) : null });
      const reply = state.replies.shift() ?? { status: 500, json: { error: { message: 'no canned reply' } } };
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.json ?? {}));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs); else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    get replies() { return state.replies; },
    set replies(v) { state.replies = v; },
    get seen() { return state.seen; },
    set seen(v) { state.seen = v; },
    reset() { state.replies = []; state.seen = []; },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A chat completion whose answer is `content`. */
export function completion(content: string | null, extra: { finish_reason?: string; refusal?: string | null; total_tokens?: number } = {}): CannedReply {
  return {
    json: {
      id: 'chatcmpl-test', object: 'chat.completion', created: 1, model: 'test-model',
      choices: [{ index: 0, logprobs: null, finish_reason: extra.finish_reason ?? 'stop', message: { role: 'assistant', content, refusal: extra.refusal ?? null } }],
      usage: { prompt_tokens: 100, completion_tokens: 23, total_tokens: extra.total_tokens ?? 123 },
    },
  };
}

/** An API error body with this status and code. */
export const failure = (status: number, code: string | null = null): CannedReply => ({ status, json: { error: { message: `failure ${status}`, type: 'test_error', code } } });
