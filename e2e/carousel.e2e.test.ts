// A LinkedIn carousel, as a person makes it in Chromium: one click on the run page makes it from the
// run's top stories, its pages show as images, the PDF downloads, and publishing it (two clicks)
// puts one document post on the LinkedIn stand-in. The run is written to the database as the worker leaves one.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { asNewUser, env, launchBrowser } from './browser';
import { runConfigOf } from '@synth/core/runs';
import { toGlobalId } from '../api/src/graphql/relay/global-id';
import { readPdf } from '../test-support/pdf-text';

const SHOTS = path.join(__dirname, 'screenshots');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

interface StandInPost {
  id: string;
  commentary: string;
  media: { id: string; title: string | null; pages: number } | null;
}

const STORIES = [
  { title: 'Rotterdam volumes climb as Asian trade rebounds', fact: 'container volumes rose 4.5% in October' },
  { title: 'Freight rates fall for a third week', fact: 'the spot rate fell to $1,820 per container' },
  { title: 'Hamburg opens its first automated terminal', fact: 'the terminal handles 1.2 million boxes a year' },
];

/** A finished run of the signed-in person with three summarised stories; answers its page's address. */
async function seedRun(email: string, tag: string): Promise<string> {
  const db = new pg.Client({ connectionString: env().databaseUrl });
  await db.connect();
  try {
    const {
      rows: [user],
    } = await db.query<{ id: string }>('select id from users where email = $1', [email]);
    const id = randomUUID();
    const config = runConfigOf({
      name: `Freight watch ${tag}`,
      rssFeedUrls: ['https://example.com/feed.xml'],
      topics: ['freight'],
      emailScheduleTime: '07:05',
      userTimezone: 'UTC',
      contentType: 'linkedin',
    });
    const articles = STORIES.map((s, i) => ({
      id: `a${i}`,
      title: s.title,
      link: `https://news.example/${tag}/${i}`,
      source: 'Harbour Weekly',
      publishedAt: null,
      summary: `${s.fact}.`,
      minute: { point: s.title, fact: s.fact },
    }));
    await db.query(
      `insert into synth_runs (id, created_at, updated_at, user_id, trigger, status, workflow_id, config, output, started_at, finished_at)
       values ($1, now(), now(), $2, 'manual', 'succeeded', $3, $4, $5, now(), now())`,
      [id, user.id, `e2e-carousel-${id}`, JSON.stringify(config), JSON.stringify({ articles, posts: [] })],
    );
    return `${env().appUrl}/runs/${toGlobalId('SynthRun', id)}`;
  } finally {
    await db.end();
  }
}

async function connectLinkedIn(page: Page, member: string): Promise<void> {
  await page.goto(`${env().appUrl}/settings/connected-accounts`);
  await page.getByRole('button', { name: 'Connect LinkedIn' }).click();
  await page.getByRole('heading', { name: 'Allow Synth to use your LinkedIn account?' }).waitFor({ timeout: 15_000 });
  await page.getByLabel('Sign in as').fill(member);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page.getByRole('group', { name: 'LinkedIn' }).getByText(`Connected as ${member}`).waitFor({ timeout: 15_000 });
}

const decodedSvg = (src: string) => decodeURIComponent(src.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));
const seen = (svg: string) => svg.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a LinkedIn carousel from a run', () => {
  it('is made in one click, shows its pages, downloads, and publishes once', async () => {
    const tag = randomUUID().slice(0, 8);
    await asNewUser(browser, { tag: 'carousel', viewport: { width: 1280, height: 900 } }, async ({ page, email }) => {
      const runUrl = await seedRun(email, tag);
      await connectLinkedIn(page, 'Dana Reyes');
      await page.goto(runUrl);
      const section = page.locator('section', { has: page.getByRole('heading', { name: 'LinkedIn carousel' }) });
      await section.getByRole('button', { name: 'Make a carousel' }).click();

      const pages = section.getByRole('list', { name: `Freight watch ${tag}: 5 pages` }).getByRole('img');
      await expect.poll(() => pages.count()).toBe(5);
      expect(await pages.nth(0).getAttribute('alt')).toBe('Page 1 of 5');
      const shown = await Promise.all(
        [0, 1, 2, 3, 4].map(async (i) => seen(decodedSvg((await pages.nth(i).getAttribute('src'))!))),
      );
      expect(shown[0]).toContain(`Freight watch ${tag}`);
      STORIES.forEach((s, i) => {
        expect(shown[i + 1]).toContain(s.title);
        expect(shown[i + 1]).toContain(s.fact);
      });
      expect(shown[4]).toContain('E2E Tester');
      // Each page is drawn, not a broken image.
      expect(await pages.nth(1).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(540);
      await section.screenshot({ path: `${SHOTS}/carousel-pages.png` });

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('link', { name: 'Download the PDF' }).click(),
      ]);
      const pdf = await readPdf(new Uint8Array(fs.readFileSync((await download.path())!)));
      expect(pdf.pages).toHaveLength(5);
      expect(pdf.pages[4]).toContain('E2E Tester');

      await section.getByRole('button', { name: 'Publish carousel to LinkedIn' }).dblclick();
      const link = section.getByRole('link', { name: 'View the post on LinkedIn' });
      await link.waitFor({ timeout: 30_000 });
      const onLinkedIn = (await (await fetch(`${env().linkedinUrl}/__stand-in/posts`)).json()) as {
        posts: StandInPost[];
      };
      const mine = onLinkedIn.posts.filter((p) => p.commentary.startsWith(`Freight watch ${tag}`));
      expect(mine).toHaveLength(1);
      expect(mine[0].media).toMatchObject({ title: `Freight watch ${tag}`, pages: 5 });
      expect(await link.getAttribute('href')).toBe(
        `https://www.linkedin.com/feed/update/${encodeURIComponent(mine[0].id)}/`,
      );
      await section.screenshot({ path: `${SHOTS}/carousel-published.png` });

      // Back on the page later: the carousel and its post are still there, with nothing to publish again.
      await page.reload();
      await link.waitFor();
      expect(await section.getByRole('button', { name: 'Publish carousel to LinkedIn' }).count()).toBe(0);
    });
  });
});
