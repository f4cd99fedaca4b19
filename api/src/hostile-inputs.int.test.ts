import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from './test-support/app-harness';
import { toGlobalId } from './graphql/relay/global-id';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { JSON_TOO_DEEP_MESSAGE, NUL_CHARACTER_MESSAGE } from '@synth/core/lib';
import { hostileInputs, messageOf, requestOf, type HostileInput } from '../../test-support/hostile-inputs.mjs';

// Every hostile input over REST and GraphQL, against one signed-in user's own synth: the status
// and the sentence each one is answered with.
let h: Harness;
let client: Client;
let inputs: HostileInput[];
let synthNodeId: string;
beforeAll(async () => {
  h = await startApp({ TEMPORAL_TASK_QUEUE: `hostile-inputs-${Date.now()}` });
  client = await newClient(h);
  const created = await client.fetch('/api/synths', { method: 'POST', body: JSON.stringify(VALID_SYNTH) });
  const { id } = (await created.json()) as { id: string };
  synthNodeId = toGlobalId('Synth', id);
  inputs = hostileInputs({ synthId: id, synthNodeId });
});
afterAll(async () => {
  await h?.close();
});

// The table needs the synth's id to build; the titles do not.
const titles = hostileInputs({ synthId: 'id', synthNodeId: 'id' }).map((input, i) => [input.name, i] as const);

describe('hostile inputs', () => {
  it('are at least 25, over REST and GraphQL', () => {
    expect(inputs.length).toBeGreaterThanOrEqual(25);
    expect(inputs.filter((i) => i.path === '/graphql').length).toBeGreaterThanOrEqual(10);
  });

  it.each(titles)('%s', async (_name, i) => {
    const input = inputs[i];
    const res = await fetch(h.url + input.path, requestOf(input, { authorization: `Bearer ${client.user.idToken}` }));
    expect({ status: res.status, message: messageOf(await res.text()) }).toEqual({
      status: input.status,
      message: input.message,
    });
  });

  it('a document the parser or the query limits refuse is answered as Apollo answers it, before the caller is looked up: no database statement', async () => {
    const knex = h.app.services.orm.em.getKnex();
    let statements = 0;
    const count = () => void statements++;
    knex.on('query', count);
    const post = (query: string) =>
      fetch(`${h.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${client.user.idToken}` },
        body: JSON.stringify({ query }),
      });
    try {
      const aliases = await post(`{ ${Array.from({ length: 16 }, (_, i) => `t${i}: __typename`).join(' ')} }`);
      expect(aliases.status).toBe(400);
      expect(await aliases.json()).toMatchObject({
        errors: [
          {
            message: 'Query uses 16 aliases; the limit is 15.',
            extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
          },
        ],
      });
      const syntax = await post('{ viewer { ');
      expect(syntax.status).toBe(400);
      expect(await syntax.json()).toMatchObject({ errors: [{ extensions: { code: 'GRAPHQL_PARSE_FAILED' } }] });
      expect(statements).toBe(0);
      // A document within the limits goes on to Apollo, which reads the caller.
      expect((await post('{ viewer { user { id } } }')).status).toBe(200);
      expect(statements).toBeGreaterThan(0);
    } finally {
      knex.removeListener('query', count);
    }
  });

  it('a malformed synth body or profile is refused once the caller is known, with no database statement, over REST and GraphQL', async () => {
    const knex = h.app.services.orm.em.getKnex();
    let statements = 0;
    const count = () => void statements++;
    const send = (path: string, method: string, body: unknown) =>
      fetch(h.url + path, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${client.user.idToken}` },
        body: JSON.stringify(body),
      });
    // Warm: the caller's revocation record is read once, then cached.
    await send('/graphql', 'POST', { query: '{ viewer { user { id } } }' });
    knex.on('query', count);
    try {
      const rawId = Buffer.from(synthNodeId, 'base64url').toString().split(':')[1];
      const rest = await send(`/api/synths/${rawId}`, 'PATCH', { topics: ['t'.repeat(100_000)] });
      expect(rest.status).toBe(400);
      const profile = await send('/api/users', 'POST', { displayName: 'n'.repeat(10_000) });
      expect(profile.status).toBe(400);
      const gql = await send('/graphql', 'POST', {
        query: 'mutation($id: ID!, $input: SynthInput!) { renamed: updateSynth(id: $id, input: $input) { id } }',
        variables: { id: synthNodeId, input: { topics: ['t'.repeat(100_000)] } },
      });
      expect(gql.status).toBe(200);
      expect(await gql.json()).toMatchObject({
        data: null,
        errors: [{ path: ['renamed'], extensions: { code: 'BAD_USER_INPUT' } }],
      });
      expect(statements).toBe(0);
    } finally {
      knex.removeListener('query', count);
    }
  });

  it('over graphql-ws too: a NUL character, variables 1,000 arrays deep and a 5,000-field document (55 KB, under the 64 KB a socket message may be) are answered on the socket, which stays open', async () => {
    const socket = createClient({
      url: h.url.replace('http', 'ws') + '/graphql',
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { authorization: `Bearer ${client.user.idToken}` } });
        }
      },
      retryAttempts: 0,
      lazy: true,
    });
    const firstAnswer = (query: string, variables?: Record<string, unknown>) =>
      new Promise<{ data?: unknown; errors?: { message: string }[] }>((resolve) => {
        socket.subscribe(
          { query, variables },
          {
            next: (v) => resolve(v as never),
            error: (e) => resolve({ errors: (Array.isArray(e) ? e : [e]) as never }),
            complete: () => undefined,
          },
        );
      });
    try {
      const nul = await firstAnswer(
        'mutation($id: ID!, $input: SynthInput!) { updateSynth(id: $id, input: $input) { id } }',
        { id: synthNodeId, input: { name: 'digest\u0000' } },
      );
      expect(nul.errors?.map((e) => e.message)).toEqual([NUL_CHARACTER_MESSAGE]);
      let tower: unknown = 'digest';
      for (let i = 0; i < 1_000; i++) tower = [tower];
      const deep = await firstAnswer(
        'mutation($id: ID!, $input: SynthInput!) { updateSynth(id: $id, input: $input) { id } }',
        { id: synthNodeId, input: { name: tower } },
      );
      expect(deep.errors?.map((e) => e.message)).toEqual([JSON_TOO_DEEP_MESSAGE]);
      const huge = await firstAnswer(`{ ${'__typename '.repeat(5_000)}}`);
      expect(huge.errors?.map((e) => e.message)).toEqual(['Query is too long: the limit is 1000 tokens.']);
      expect(await firstAnswer('{ viewer { user { id } } }')).toMatchObject({
        data: { viewer: { user: { id: expect.any(String) } } },
      });
    } finally {
      await socket.dispose();
    }
  });

  it('leave the synth as it was', async () => {
    const [synth] = (await (await client.fetch('/api/synths')).json()) as {
      name: string;
      topics: string[];
      recipientEmail: string | null;
      rssFeedUrls: string[];
    }[];
    expect(synth).toMatchObject({
      name: VALID_SYNTH.name,
      topics: VALID_SYNTH.topics,
      recipientEmail: null,
      rssFeedUrls: VALID_SYNTH.rssFeedUrls,
    });
  });
});
