import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OfflineAiProvider } from './offline-provider';
import { OpenAiProvider } from './openai-provider';
import { createAiProvider } from './provider-factory';

let server: Server;
let baseUrl: string;
const authHeaders: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    authHeaders.push(req.headers.authorization);
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          created: 1,
          model: 'llama3',
          choices: [
            {
              index: 0,
              finish_reason: 'stop',
              logprobs: null,
              message: { role: 'assistant', content: 'Local model summary.', refusal: null },
            },
          ],
          usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('createAiProvider', () => {
  it('builds the offline provider for local, whatever model is configured', () => {
    const ai = createAiProvider({ provider: 'local', model: 'gpt-4o-mini' });
    expect(ai).toBeInstanceOf(OfflineAiProvider);
    expect(ai.model).toBe('synth-extractive-2');
  });

  it('builds the OpenAI provider with a key', () => {
    const ai = createAiProvider({ provider: 'openai', apiKey: 'sk-test', model: 'gpt-4o-mini' });
    expect(ai).toBeInstanceOf(OpenAiProvider);
    expect(ai.model).toBe('gpt-4o-mini');
  });

  it('allows a keyless OpenAI-compatible server (e.g. Ollama) reached by base URL', async () => {
    const ai = createAiProvider({ provider: 'openai', baseUrl, model: 'llama3' });
    const result = await ai.summarize({
      article: { title: 'T', link: null, text: 'Body.', publishedAt: null, source: null },
      length: 'brief',
      style: 'informative',
      customPrompt: null,
    });
    expect(result).toEqual({ value: 'Local model summary.', tokensUsed: 2, model: 'llama3' });
    expect(authHeaders).toEqual(['Bearer not-needed']);
  });

  it('refuses openai with neither a key nor a base URL, or without a model', () => {
    expect(() => createAiProvider({ provider: 'openai', model: 'gpt-4o-mini' })).toThrow(/OPENAI_API_KEY/);
    expect(() => createAiProvider({ provider: 'openai', apiKey: '  ', model: 'gpt-4o-mini' })).toThrow(
      /OPENAI_API_KEY/,
    );
    expect(() => createAiProvider({ provider: 'openai', apiKey: 'k', model: ' ' })).toThrow(/model/);
    expect(() => createAiProvider({ provider: 'other' as 'local', model: 'm' })).toThrow(/Unknown AI provider/);
  });
});
