// A run's carousel through the API: made once from the run's top stories, shown as pages, kept in
// the person's library and downloaded as the PDF, and nobody else's to see.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newClient, startApp, VALID_SYNTH, type Client, type Harness } from '../../test-support/app-harness';
import { toGlobalId } from '../../graphql/relay/global-id';
import { runConfigOf, RunStatus, RunTrigger, SynthRun, type ArticleOutput } from '@synth/core/runs';
import { User } from '@synth/core/users';
import { readPdf } from '../../../../test-support/pdf-text';

let h: Harness;

beforeAll(async () => {
  h = await startApp();
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const story = (n: number): ArticleOutput => ({
  id: `a${n}`,
  title: `Port of Rotterdam story ${n} makes the news`,
  link: `https://news.example/${n}`,
  source: 'Harbour Weekly',
  publishedAt: null,
  summary: `Summary ${n}.`,
  minute: { point: `Story ${n}`, fact: `container volumes rose ${n}.5% in October` },
});

/** A signed-in person with one run of `articles` in `status`; answers the run's global id. */
async function userWithRun(
  c: Client,
  articles: ArticleOutput[],
  status = RunStatus.succeeded,
): Promise<{ runId: string }> {
  const em = h.app.services.orm.em.fork();
  const user = await em.findOneOrFail(User, { firebaseUid: c.user.uid });
  const run = em.create(SynthRun, {
    user,
    synth: null,
    trigger: RunTrigger.manual,
    status,
    config: runConfigOf({ ...VALID_SYNTH, name: 'Shipping this morning', emailScheduleTime: '07:05' }),
    output: { articles },
    workflowId: `carousel-int-${randomUUID()}`,
    startedAt: new Date('2026-11-29T06:05:00Z'),
    scheduledFor: new Date('2026-11-29T06:05:00Z'),
  } as unknown as SynthRun);
  await em.flush();
  return { runId: toGlobalId('SynthRun', run.id) };
}

/** What a person reads on a page image: its lines of text in order. */
const seen = (svg: string) => svg.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const MAKE =
  'mutation($runId: ID!) { makeCarousel(runId: $runId) { id title pageCount byteSize pdfUrl commentary slides { number svg } } }';
type Made = {
  makeCarousel: {
    id: string;
    title: string;
    pageCount: number;
    byteSize: number;
    pdfUrl: string;
    commentary: string;
    slides: { number: number; svg: string }[];
  };
};

describe('a run’s carousel', () => {
  it('is made once from the top stories, shown page by page, and downloads as the PDF with the person’s name', async () => {
    const c = await newClient(h, { name: 'Dana Reyes' });
    const { runId } = await userWithRun(c, [1, 2, 3].map(story));
    const first = await c.gql<Made>(MAKE, { runId });
    expect(first.errors).toBeUndefined();
    const made = first.data!.makeCarousel;
    expect(made).toMatchObject({ title: 'Shipping this morning', pageCount: 5 });
    expect(made.slides.map((s) => s.number)).toEqual([1, 2, 3, 4, 5]);
    expect(seen(made.slides[0].svg)).toContain('29 November 2026');
    expect(seen(made.slides[1].svg)).toContain('Port of Rotterdam story 1 makes the news');
    expect(seen(made.slides[1].svg)).toContain('container volumes rose 1.5% in October');
    expect(seen(made.slides[4].svg)).toContain('Dana Reyes');
    expect(made.commentary).toContain('1. Port of Rotterdam story 1 makes the news');

    const again = await c.gql<Made>(MAKE, { runId });
    expect(again.data!.makeCarousel.id).toBe(made.id);
    const library = await c.gql<{ carousels: { id: string }[] }>('{ carousels { id } }');
    expect(library.data!.carousels.map((x) => x.id)).toEqual([made.id]);
    const onRun = await c.gql<{ node: { carousel: { id: string; pageCount: number } | null } }>(
      'query($id: ID!) { node(id: $id) { ... on SynthRun { carousel { id pageCount } } } }',
      { id: runId },
    );
    expect(onRun.data!.node.carousel).toEqual({ id: made.id, pageCount: 5 });

    const res = await c.fetch(made.pdfUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(bytes.byteLength).toBe(made.byteSize);
    const pdf = await readPdf(bytes);
    expect(pdf.pages).toHaveLength(5);
    expect(pdf.pages[2].replace(/\s+/g, ' ')).toContain('container volumes rose 2.5% in October');
    expect(pdf.pages[4]).toContain('Dana Reyes');
  });

  it('is nobody else’s to make, see or download', async () => {
    const owner = await newClient(h, { name: 'Owner One' });
    const other = await newClient(h, { name: 'Other Person' });
    const { runId } = await userWithRun(owner, [story(1)]);
    const made = (await owner.gql<Made>(MAKE, { runId })).data!.makeCarousel;
    const refused = await other.gql<Made>(MAKE, { runId });
    expect(refused.errors?.[0].message).toBe('Run not found');
    expect((await other.fetch(made.pdfUrl)).status).toBe(404);
    expect((await other.gql<{ carousels: unknown[] }>('{ carousels { id } }')).data!.carousels).toEqual([]);
    expect((await other.fetch('/api/carousels/not-a-uuid/pdf')).status).toBe(404);
    expect((await fetch(h.url + made.pdfUrl)).status).toBe(401);
  });

  it('says why when the run is still going or has no summarised story', async () => {
    const c = await newClient(h);
    const going = await userWithRun(c, [story(1)], RunStatus.running);
    expect((await c.gql<Made>(MAKE, going)).errors?.[0].message).toBe(
      'The run is still going; make its carousel when it has finished.',
    );
    const empty = await userWithRun(c, [{ ...story(1), summary: undefined }]);
    expect((await c.gql<Made>(MAKE, empty)).errors?.[0].message).toBe(
      'This run has no summarised stories to make a carousel from.',
    );
  });
});
