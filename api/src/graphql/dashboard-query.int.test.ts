// The web app's own DashboardQuery and the editor's catalogue query, as the SPA sends them: what they answer, and how it is marked.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalCategories } from '@synth/core/catalog';
import { CONTENT_TYPE_IDS, CONTENT_TYPES, templateLibrary } from '@synth/core/content';
import { newClient, startApp, VALID_SYNTH, type Harness } from '../test-support/app-harness';
import { graphqlBody } from '../../../test-support/json-body';

let h: Harness;
beforeAll(async () => {
  h = await startApp({ TEMPORAL_TASK_QUEUE: 'dashboard-query-int' });
});
afterAll(async () => {
  await h?.close();
});

/** The operation text Relay compiled for the web app. */
function relayOperationText(name: string): string {
  const source = fs.readFileSync(
    path.resolve(__dirname, '..', '..', '..', 'web', 'src', '__generated__', `${name}.graphql.ts`),
    'utf8',
  );
  return JSON.parse(/"text": ("(?:[^"\\]|\\.)*")/.exec(source)![1]);
}

describe('DashboardQuery', () => {
  /** Sends one of the web app's compiled operations and returns its data, failing on any error. */
  async function ask<TData>(c: Awaited<ReturnType<typeof newClient>>, operationName: string): Promise<TData> {
    const res = await c.fetch('/graphql', {
      method: 'POST',
      body: JSON.stringify({ operationName, query: relayOperationText(operationName) }),
    });
    expect(res.status).toBe(200);
    const { data, errors } = await graphqlBody<TData>(res);
    expect(errors).toBeUndefined();
    if (!data) throw new Error(`${operationName} answered no data.`);
    return data;
  }

  it("answers the viewer's synth, and the editor's catalogue query answers the whole catalogue, field for field", async () => {
    const c = await newClient(h);
    await c.gql('mutation($input: SynthInput!) { createSynth(input: $input) { id } }', { input: VALID_SYNTH });
    const dashboard = await ask<{ viewer: { synths: { edges: { node: { name: string } }[] } } }>(c, 'DashboardQuery');
    expect(dashboard.viewer.synths.edges.map((e) => e.node.name)).toEqual([VALID_SYNTH.name]);
    // The dashboard query carries only the user's own data; the catalogue is fetched once a session.
    expect(dashboard).not.toHaveProperty('professionalCategories');
    const data = await ask<{
      professionalCategories: unknown;
      contentTemplates: unknown;
      platformInstructions: unknown;
    }>(c, 'EditorCatalogQuery');
    expect(data.professionalCategories).toEqual(
      professionalCategories.map((p) => ({
        id: p.id,
        name: p.name,
        specializations: p.specializations.map((s) => ({
          _id: s._id,
          name: s.name,
          description: s.description,
          keywords: s.keywords,
        })),
      })),
    );
    // Every content type of the registry, type by type, each with its own templates.
    expect(data.contentTemplates).toEqual(
      CONTENT_TYPES.flatMap((type) =>
        type.templates.map((t) => ({
          id: t.id,
          name: t.name,
          contentType: type.id,
          description: t.description,
          text: t.text,
        })),
      ),
    );
    expect(data.platformInstructions).toEqual(
      Object.entries(templateLibrary.platformInstructions).map(([contentType, text]) => ({ contentType, text })),
    );
  });

  it('offers every content type of the registry as a value of the ContentType enum', async () => {
    const c = await newClient(h);
    const res = await c.gql<{ __type: { enumValues: { name: string }[] } }>(
      '{ __type(name: "ContentType") { enumValues { name } } }',
    );
    expect(res.data!.__type.enumValues.map((v) => v.name)).toEqual(CONTENT_TYPE_IDS);
  });

  it('every GraphQL answer is marked never to be stored on the way, refusals included', async () => {
    const c = await newClient(h);
    const ok = await c.fetch('/graphql', {
      method: 'POST',
      body: JSON.stringify({ query: '{ viewer { user { id } } }' }),
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    const refused = await fetch(`${h.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { user { id } } }' }),
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});
