import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { failure, startFakeOpenAi, type FakeOpenAi } from '../../../test-support/fake-openai';
import { PermanentAiError } from './ai.types';
import { DEFAULT_EMBEDDING_MODEL, OpenAiProvider } from './openai-provider';

let server: FakeOpenAi;
beforeAll(async () => {
  server = await startFakeOpenAi();
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const provider = (embeddingModel?: string) =>
  new OpenAiProvider({
    apiKey: 'test-key',
    baseUrl: server.baseUrl,
    model: 'test-model',
    timeoutMs: 2_000,
    embeddingModel,
  });

describe('embeddings through the OpenAI-compatible API', () => {
  it('asks /embeddings once for many texts and answers one vector per text, in order, with the tokens used', async () => {
    const { value, tokensUsed, model } = await provider().embed([
      'Freight rates climb',
      'Bakery wins a prize',
      'Freight rates climb',
    ]);
    expect(server.seen.map((r) => [r.url, r.body.model, r.body.input])).toEqual([
      [
        '/v1/embeddings',
        DEFAULT_EMBEDDING_MODEL,
        ['Freight rates climb', 'Bakery wins a prize', 'Freight rates climb'],
      ],
    ]);
    expect(model).toBe(DEFAULT_EMBEDDING_MODEL);
    expect(value).toHaveLength(3);
    expect(value[2]).toEqual(value[0]);
    expect(value[1]).not.toEqual(value[0]);
    expect(tokensUsed).toBeGreaterThan(0);
  });

  it('uses the configured embedding model and asks nothing for no texts', async () => {
    const p = provider('nomic-embed-text');
    expect(p.embeddingModel).toBe('nomic-embed-text');
    expect(await p.embed([])).toEqual({ value: [], tokensUsed: 0, model: 'nomic-embed-text' });
    await p.embed(['one']);
    expect(server.seen.map((r) => r.body.model)).toEqual(['nomic-embed-text']);
  });

  it('reports a refused key as a permanent failure in a plain sentence', async () => {
    server.embeddingReplies.push(failure(401, 'invalid_api_key'));
    const err = await provider()
      .embed(['one'])
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PermanentAiError);
    expect((err as Error).message).toMatch(/\.$/);
  });
});
