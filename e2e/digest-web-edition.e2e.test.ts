// The digest read in a minute, on a phone: an eight-story digest opens on its one-minute list,
// whose lines jump to the stories; its web edition shows the same stories; a public synth's
// archive and Atom feed list the digest until its owner unpublishes it. Screenshots of each at
// phone size go to e2e/screenshots for a person to look at.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { fromGlobalId } from '../api/src/graphql/relay/global-id';
import { asNewUser, env, launchBrowser, waitForToast } from './browser';
import { waitForDigest } from './recipient-mail';
import { parseFeed } from '../core/src/feeds/feed-parser';
import { rss, startFeedServer, type FeedServer } from '../test-support/feed-server';
import { sitePages } from '../test-support/news-site/site';

const SHOTS = path.join(__dirname, 'screenshots');
const PHONE = { width: 390, height: 844 };
// Eight stories of the fixture news site, under four topics a reader would type.
const SLUGS = [
  'port-strike-ends',
  'ferry-fares',
  'rail-timetable',
  'coffee-prices',
  'chip-plant-delay',
  'library-late-fees',
  'housing-cooperative',
  'wind-farm-approved',
];
const TOPICS = ['transport', 'prices', 'city', 'energy'];
const PAGES = sitePages().filter((p) => SLUGS.includes(p.slug));

let browser: Browser;
let feeds: FeedServer;

beforeAll(async () => {
  browser = await launchBrowser();
  feeds = await startFeedServer();
  const stamp = Date.now();
  const link = (slug: string) => `${feeds.url}/news/${slug}-${stamp}.html`;
  for (const p of PAGES) feeds.setFeed(new URL(link(p.slug)).pathname, p.html, { contentType: 'text/html' });
  feeds.setFeed(
    '/morning.rss',
    rss(
      'The Harbour Gazette',
      PAGES.map((p, i) => ({
        title: p.title,
        link: link(p.slug),
        // The whole article in the feed, paragraph by paragraph, as many outlets publish it.
        description: p.expected
          .split('\n\n')
          .map((para) => `<p>${para}</p>`)
          .join(''),
        pubDate: new Date(Date.now() - i * 60_000),
      })),
    ),
  );
  fs.mkdirSync(SHOTS, { recursive: true });
  // The first sign-in page of a fresh stack loads its bundle and the Auth emulator's: waited for here,
  // not inside the test's own steps.
  const warm = await browser.newPage();
  try {
    await warm.goto(`${env().appUrl}/login`);
    await warm.getByRole('button', { name: /sign in with google/i }).waitFor({ timeout: 120_000 });
  } finally {
    await warm.close();
  }
});
afterAll(async () => {
  await browser?.close();
  await feeds?.close();
});

/** The stories' headlines in a digest page, in order. */
const headlines = (page: Page) =>
  page.locator('h2 a[href^="http"], h3 a[href^="http"]').evaluateAll((links) => links.map((a) => a.textContent));

/** The one-minute list's lines: each point and the item it opens. */
const minuteLines = (page: Page) =>
  page
    .locator('.d-minute a')
    .evaluateAll((links) => links.map((a) => ({ point: a.textContent, href: a.getAttribute('href') })));

describe('the digest read in a minute', () => {
  it('opens an eight-story digest on its list, jumps to each story, and publishes it on a page and a feed until unpublished', async () => {
    const { sesUrl } = env();
    await asNewUser(
      browser,
      {
        tag: 'minute',
        viewport: { width: 1280, height: 1000 },
      },
      async ({ page, email }) => {
        // One local feed, four topics, the owner's own address (it needs no confirmation).
        const feedList = page.getByRole('list', { name: 'RSS feeds' });
        while (await feedList.getByRole('button', { name: /^Remove RSS feed/ }).count())
          await feedList
            .getByRole('button', { name: /^Remove RSS feed/ })
            .first()
            .click();
        await page.getByLabel('New RSS feed URL').fill(`${feeds.url}/morning.rss`);
        await page.getByRole('button', { name: 'Add Feed', exact: true }).click();
        const chips = page.getByRole('list', { name: 'Topics' });
        while (await chips.getByRole('button', { name: /^Remove / }).count())
          await chips
            .getByRole('button', { name: /^Remove / })
            .first()
            .click();
        for (const topic of TOPICS) {
          await page.getByLabel('Topic keywords').fill(topic);
          await page.getByLabel('Topic keywords').press('Enter');
        }
        await page.getByLabel('Recipient email').fill(email);
        await page.getByRole('button', { name: 'Save Synth' }).click();
        await waitForToast(page, 'Synth saved');

        // Public: the section gives the page's and the feed's addresses.
        const publicSection = page.locator('section', { has: page.getByRole('heading', { name: 'Public page' }) });
        await publicSection.getByRole('switch', { name: 'Publish the digests on a public page' }).click();
        await waitForToast(page, 'Your digests are public');
        const addresses = publicSection.getByRole('definition');
        await addresses.first().waitFor();
        const archiveUrl = (await addresses.nth(0).textContent())!.trim();
        const feedUrl = (await addresses.nth(1).textContent())!.trim();
        expect(archiveUrl).toMatch(/\/p\/[a-z0-9]{12}$/);
        await publicSection.screenshot({ path: path.join(SHOTS, 'editor-public-page.png') });

        await page.getByRole('button', { name: 'Run Synth' }).click();
        const card = page.locator('section', { has: page.getByRole('heading', { name: 'Latest run' }) });
        await card.getByRole('link', { name: 'Open the run' }).click({ timeout: 30_000 });
        await page.waitForURL(/\/runs\/[^/]+$/);
        const runPath = new URL(page.url()).pathname;
        // The run page names the run by its global id; the archive by the run's own.
        const runId = fromGlobalId(decodeURIComponent(runPath.split('/').pop()!))!.id;
        await page.locator('section').first().getByText('Succeeded', { exact: true }).waitFor({ timeout: 120_000 });

        // The email at phone size: the list of eight is on the first screen.
        const mail = await waitForDigest(sesUrl, email);
        const reader = await browser.newContext({ viewport: PHONE });
        try {
          const phone = await reader.newPage();
          await phone.setContent(mail.body.html ?? '');
          const lines = await minuteLines(phone);
          expect(lines).toHaveLength(8);
          expect(lines.map((l) => l.href)).toEqual(Array.from({ length: 8 }, (_, i) => `#story-${i + 1}`));
          const block = (await phone.locator('.d-minute').boundingBox())!;
          expect(block.y + block.height).toBeLessThanOrEqual(PHONE.height);
          await phone.screenshot({ path: path.join(SHOTS, 'digest-email-phone-first-screen.png') });
          await phone.screenshot({ path: path.join(SHOTS, 'digest-email-phone.png'), fullPage: true });

          // Each line jumps to its story.
          const emailHeadlines = await headlines(phone);
          expect(emailHeadlines).toHaveLength(8);
          for (const n of [6, 2]) {
            await phone.locator(`.d-minute a[href="#story-${n}"]`).click();
            const item = phone.locator(`#story-${n}`);
            const box = (await item.boundingBox())!;
            expect(box.y).toBeGreaterThanOrEqual(-1);
            expect(box.y).toBeLessThan(PHONE.height / 2);
            expect(await item.locator('h2 a, h3 a').first().textContent()).toBe(emailHeadlines[n - 1]);
          }

          // The web edition behind "View in browser": the same list and stories, static, no script.
          const webUrl = await phone.getByRole('link', { name: 'View in browser' }).getAttribute('href');
          expect(webUrl).toMatch(/\/digest\?token=/);
          const scripts: string[] = [];
          phone.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
          const opened = await phone.goto(webUrl!);
          expect(opened?.status()).toBe(200);
          expect(await headlines(phone)).toEqual(emailHeadlines);
          expect(await minuteLines(phone)).toEqual(lines);
          expect(await phone.locator('script').count()).toBe(0);
          expect(scripts).toEqual([]);
          const web = (await phone.locator('.d-minute').boundingBox())!;
          expect(web.y + web.height).toBeLessThanOrEqual(PHONE.height);
          await phone.screenshot({ path: path.join(SHOTS, 'web-edition-phone.png'), fullPage: true });
          await phone.locator('.d-minute a[href="#story-8"]').click();
          expect((await phone.locator('#story-8').boundingBox())!.y).toBeLessThan(PHONE.height / 2);

          // The public archive lists the digest, with its list; its feed too.
          const issueUrl = `${archiveUrl}/${runId}`;
          await phone.goto(archiveUrl);
          await phone.getByRole('heading', { name: 'Past issues' }).waitFor();
          expect(await phone.locator(`a[href="${issueUrl}"]`).count()).toBeGreaterThan(0);
          expect(await phone.locator(`.d-minute a[href^="${issueUrl}#story-"]`).count()).toBe(8);
          expect(await phone.getByRole('textbox', { name: 'Your email address' }).count()).toBe(1);
          await phone.screenshot({ path: path.join(SHOTS, 'archive-phone.png'), fullPage: true });
          const feedOf = async () => parseFeed(await (await fetch(feedUrl)).text());
          const feed = await feedOf();
          expect(feed.items.map((i) => i.link)).toEqual([issueUrl]);
          expect(feed.items[0].content).toContain(emailHeadlines[0]);
          await phone.goto(issueUrl);
          expect(await headlines(phone)).toEqual(emailHeadlines);
          await phone.screenshot({ path: path.join(SHOTS, 'public-issue-phone.png'), fullPage: true });

          // The owner unpublishes it from the run page: gone from the archive and the feed.
          await page.reload();
          await page.getByText('This digest is on your public page and in its feed.').waitFor({ timeout: 30_000 });
          await page.getByRole('button', { name: 'Unpublish' }).click();
          await waitForToast(page, 'Digest unpublished');
          await page.getByText('You took this digest off your public page and its feed.').waitFor();
          await phone.goto(archiveUrl);
          await phone.getByText('No digest has been published here yet.').waitFor();
          expect(await phone.locator(`a[href^="${issueUrl}"]`).count()).toBe(0);
          expect((await feedOf()).items).toEqual([]);
          expect((await phone.goto(issueUrl))?.status()).toBe(404);
        } finally {
          await reader.close();
        }
        expect(new URL(page.url()).pathname).toBe(runPath);
      },
    );
  });
});
