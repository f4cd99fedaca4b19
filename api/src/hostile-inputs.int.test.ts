import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from './test-support/app-harness';
import { toGlobalId } from './graphql/relay/global-id';
import { hostileInputs, messageOf, requestOf, type HostileInput } from '../../test-support/hostile-inputs.mjs';

// Every hostile input over REST and GraphQL, against one signed-in user's own synth: the status
// and the sentence each one is answered with.
let h: Harness;
let client: Client;
let inputs: HostileInput[];
beforeAll(async () => {
  h = await startApp({ TEMPORAL_TASK_QUEUE: `hostile-inputs-${Date.now()}` });
  client = await newClient(h);
  const created = await client.fetch('/api/synths', { method: 'POST', body: JSON.stringify(VALID_SYNTH) });
  const { id } = (await created.json()) as { id: string };
  inputs = hostileInputs({ synthId: id, synthNodeId: toGlobalId('Synth', id) });
});
afterAll(async () => { await h?.close(); });

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
    expect({ status: res.status, message: messageOf(await res.text()) }).toEqual({ status: input.status, message: input.message });
  });

  it('leave the synth as it was', async () => {
    const [synth] = (await (await client.fetch('/api/synths')).json()) as { name: string; topics: string[]; recipientEmail: string | null; rssFeedUrls: string[] }[];
    expect(synth).toMatchObject({ name: VALID_SYNTH.name, topics: VALID_SYNTH.topics, recipientEmail: null, rssFeedUrls: VALID_SYNTH.rssFeedUrls });
  });
});
