import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RequestParameters } from 'relay-runtime';
import { json, mockFetch } from '../test/fetchMock';
import { errorCode, errorMessage } from './errors';
import { createNetwork } from './network';

afterEach(() => vi.unstubAllGlobals());

const mutation = {
  id: null,
  cacheID: 'm',
  name: 'ValidateFeedMutation',
  operationKind: 'mutation',
  text: 'mutation ValidateFeedMutation { validateFeed(url: "x") { valid } }',
  metadata: {},
} as RequestParameters;

describe('GraphQL over HTTP', () => {
  it("a mutation refused for coming too fast (429, RATE_LIMITED) fails with the server's sentence for the toast", async () => {
    const sentence = 'Too many synth runs. Try again in 12 seconds.';
    mockFetch({
      '/graphql': () =>
        json(
          { data: null, errors: [{ message: sentence, extensions: { code: 'RATE_LIMITED', retryAfter: 12 } }] },
          429,
        ),
    });
    const failure = await createNetwork()
      .execute(mutation, {}, {})
      .toPromise()
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(errorMessage(failure)).toBe(sentence);
    expect(errorCode(failure)).toBe('RATE_LIMITED');
  });
});
