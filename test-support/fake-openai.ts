// A tiny OpenAI-compatible chat server for tests at the AI boundary: each request takes the next
// canned reply, and every request is recorded so a test can read what the provider sent.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stemsOf } from '../core/src/relevance/stems';

interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- request bodies are inspected field by field
  body: Record<string, any>;
}
export interface CannedReply {
  status?: number;
  json?: unknown;
  delayMs?: number;
}

/**
 * With no canned reply left, a mode answers by itself: `summaries` writes each summary from the
 * article's own first sentences (posts from the first summary); `invent-every-third` does the same
 * but adds a sentence with a figure the article does not hold to every third first attempt and to
 * every other second attempt (the first, third, …), and records each invented figure. Attempts are
 * counted apart so the outcome does not depend on the order concurrent requests arrive in: of nine
 * articles, three first summaries invent, one rewrite is clean and two are invented again.
 */
export type FakeOpenAiMode = 'summaries' | 'invent-every-third';

export interface FakeOpenAi {
  /** The base URL to give the SDK (ends in /v1). */
  baseUrl: string;
  replies: CannedReply[];
  seen: SeenRequest[];
  /** Figures the `invent-every-third` mode put into summaries, in order. */
  invented: string[];
  /**
   * Answers for POST /embeddings, used before the built-in embedder (hashed bags of stems, so texts
   * sharing words are close): queue a failure here to make the model unreachable.
   */
  embeddingReplies: CannedReply[];
  reset(): void;
  close(): Promise<void>;
}

/** `delayMs`: how long a mode's own answers take, as a real model's do (a test can stop a worker mid-call). */
export async function startFakeOpenAi(opts: { mode?: FakeOpenAiMode; delayMs?: number } = {}): Promise<FakeOpenAi> {
  const state = {
    replies: [] as CannedReply[],
    seen: [] as SeenRequest[],
    invented: [] as string[],
    firstAttempts: 0,
    secondAttempts: 0,
    embeddingReplies: [] as CannedReply[],
  };
  const answer = (body: SeenRequest['body']): CannedReply => {
    const messages = (body?.messages ?? []) as { role: string; content: string }[];
    const system = messages.find((m) => m.role === 'system')?.content ?? '';
    const user = messages.find((m) => m.role === 'user')?.content ?? '';
    if (!/summarises news articles/.test(system)) {
      const first = /<summary[^>]*>\n?([\s\S]*?)<\/summary>/.exec(user)?.[1] ?? 'News of the day.';
      return completion(first.split('\n').filter(Boolean).slice(-1)[0]);
    }
    const article = /<article[^>]*>\n([\s\S]*?)\n<\/article>/.exec(user)?.[1] ?? '';
    const text = article.split('\n\n').slice(1).join(' ');
    let summary = text
      .split(/(?<=[.!?])\s+(?=["“\p{Lu}])/u)
      .slice(0, 2)
      .join(' ')
      .trim();
    const secondAttempt = /A first summary was rejected/.test(system);
    const invents = secondAttempt ? ++state.secondAttempts % 2 === 1 : ++state.firstAttempts % 3 === 0;
    if (opts.mode === 'invent-every-third' && invents) {
      const figure = `$${900 + state.firstAttempts + 100 * state.secondAttempts} million`;
      state.invented.push(figure);
      summary += ` Analysts put the cost at ${figure}.`;
    }
    return completion(summary);
  };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      state.seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: raw ? JSON.parse(raw) : null });
      const reply = req.url?.endsWith('/embeddings')
        ? (state.embeddingReplies.shift() ?? embeddings(state.seen.at(-1)!.body))
        : (state.replies.shift() ??
          (opts.mode
            ? { delayMs: opts.delayMs, ...answer(state.seen.at(-1)!.body) }
            : { status: 500, json: { error: { message: 'no canned reply' } } }));
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.json ?? {}));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    get replies() {
      return state.replies;
    },
    set replies(v) {
      state.replies = v;
    },
    get seen() {
      return state.seen;
    },
    set seen(v) {
      state.seen = v;
    },
    get invented() {
      return state.invented;
    },
    get embeddingReplies() {
      return state.embeddingReplies;
    },
    reset() {
      state.replies = [];
      state.seen = [];
      state.invented = [];
      state.firstAttempts = 0;
      state.secondAttempts = 0;
      state.embeddingReplies = [];
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A chat completion whose answer is `content`. */
export function completion(
  content: string | null,
  extra: { finish_reason?: string; refusal?: string | null; total_tokens?: number } = {},
): CannedReply {
  return {
    json: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1,
      model: 'test-model',
      choices: [
        {
          index: 0,
          logprobs: null,
          finish_reason: extra.finish_reason ?? 'stop',
          message: { role: 'assistant', content, refusal: extra.refusal ?? null },
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 23, total_tokens: extra.total_tokens ?? 123 },
    },
  };
}

/** An API error body with this status and code. */
export const failure = (status: number, code: string | null = null): CannedReply => ({
  status,
  json: { error: { message: `failure ${status}`, type: 'test_error', code } },
});

/** Dimensions of the built-in embedder's vectors. */
const EMBEDDING_DIMENSIONS = 256;

/**
 * The /embeddings answer for `input`: each text a bag of its Porter2 stems hashed into a fixed
 * number of dimensions, so the same text always gets the same vector and texts sharing words are
 * close, as with a real model; a token per word.
 */
function embeddings(body: SeenRequest['body'] | null): CannedReply {
  const input: string[] = Array.isArray(body?.input) ? body.input : [String(body?.input ?? '')];
  const data = input.map((text, index) => {
    const vector = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
    for (const stem of stemsOf(text)) vector[hashOf(stem) % EMBEDDING_DIMENSIONS] += 1;
    const norm = Math.hypot(...vector) || 1;
    return { object: 'embedding', index, embedding: vector.map((v) => v / norm) };
  });
  const tokens = input.reduce((n, t) => n + stemsOf(t).length, 0);
  return {
    json: {
      object: 'list',
      data,
      model: body?.model ?? 'test-embedding',
      usage: { prompt_tokens: tokens, total_tokens: tokens },
    },
  };
}

/** FNV-1a: a stable hash, so vectors do not change between runs. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
