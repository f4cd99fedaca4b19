// The run page, as a new user meets it: run a synth on local feeds, follow the run live from the
// dashboard's latest-run card, then read the digest and articles, copy, edit, share and
// regenerate the post.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { asNewUser, env, launchBrowser, uniqueEmail, waitForToast } from './browser';
import { rss, startFeedServer, type FeedServer } from '../test-support/feed-server';

const TITLES = ['Fintech regulation: instant payment rules for banks', 'Regulators tighten fintech lending compliance'];
let browser: Browser;
let feeds: FeedServer;
let articleLinks: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  feeds = await startFeedServer();
  articleLinks = TITLES.map((_, i) => `https://news.example.com/fintech/run-page-${Date.now()}-${i}`);
  // Held back a few seconds, so the run is still fetching when the run page opens.
  feeds.setFeed(
    '/slow-fintech.rss',
    rss(
      'Fintech Regulation Today',
      TITLES.map((title, i) => ({
        title,
        link: articleLinks[i],
        description: `${title}. Regulators, banks and fintech firms discussed payment compliance, lending rules and credit oversight in detail today.`,
        pubDate: new Date(Date.now() - i * 60_000),
      })),
    ),
    { delayMs: 6000 },
  );
});
afterAll(async () => {
  await browser?.close();
  await feeds?.close();
});

describe('the run page', () => {
  it('follows a run live, then shows the digest, the articles and a post to copy, edit, share and regenerate', async () => {
    const { appUrl } = env();
    await asNewUser(browser, { tag: 'run-page', viewport: { width: 1280, height: 900 } }, async ({ context, page }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });
      // One local feed (the onboarding feeds point to the internet), a recipient, saved.
      const feedList = page.getByRole('list', { name: 'RSS feeds' });
      while (await feedList.getByRole('button', { name: /^Remove RSS feed/ }).count()) {
        await feedList
          .getByRole('button', { name: /^Remove RSS feed/ })
          .first()
          .click();
      }
      await page.getByLabel('New RSS feed URL').fill(`${feeds.url}/slow-fintech.rss`);
      await page.getByRole('button', { name: 'Add Feed', exact: true }).click();
      await page.getByLabel('Recipient email').fill(uniqueEmail('run-page-digest'));
      await page.getByRole('button', { name: 'Save Synth' }).click();
      await waitForToast(page, 'Synth saved');

      // Run, and open the run from the latest-run card while it is still going.
      const card = page.locator('section', { has: page.getByRole('heading', { name: 'Latest run' }) });
      await page.getByRole('button', { name: 'Run Synth' }).click();
      await card.getByText(/^(Queued|Running)$/).waitFor({ timeout: 30_000 });
      await fs.promises.mkdir(path.join(__dirname, 'screenshots'), { recursive: true });
      await card.screenshot({ path: path.join(__dirname, 'screenshots', 'dashboard-latest-run.png') });
      await card.getByRole('link', { name: 'Open the run' }).click();
      await page.waitForURL(/\/runs\/[^/]+$/);
      const runUrl = page.url();
      const log = page.getByRole('list', { name: 'Run log' });
      const header = page.locator('section').first();
      await page.getByRole('heading', { name: /: run$/ }).waitFor();
      expect(await header.textContent()).toMatch(/Queued|Running/);
      const linesAtOpen = await log
        .getByRole('listitem')
        .count()
        .catch(() => 0);

      // The log grows and the run finishes on this page, with no reload.
      await page.evaluate(() => {
        (window as unknown as { __noReload: boolean }).__noReload = true;
      });
      await log
        .getByText(/^Run complete/)
        .waitFor({ timeout: 120_000 })
        .catch(async (err: Error) => {
          throw new Error(
            `The run page did not show "Run complete" within 120 s. It showed:\n${await page
              .locator('main')
              .innerText()
              .catch(() => '(nothing)')}`,
            { cause: err },
          );
        });
      expect(await log.getByRole('listitem').count()).toBeGreaterThan(linesAtOpen);
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
      await header.getByText('Succeeded', { exact: true }).waitFor({ timeout: 30_000 });

      // The digest as emailed, in a frame whose empty sandbox runs no script.
      const frame = page.getByTitle('Digest email');
      await frame.waitFor({ timeout: 30_000 });
      expect(await frame.getAttribute('sandbox')).toBe('');
      expect(await frame.getAttribute('srcdoc')).toContain(TITLES[0]);
      expect(await page.frameLocator('iframe[title="Digest email"]').getByText(TITLES[0]).first().isVisible()).toBe(
        true,
      );

      // The articles, each with its source, link and summary.
      const articles = page.getByRole('list', { name: 'Articles' });
      const first = articles.getByRole('link', { name: TITLES[0] });
      expect(articleLinks).toContain(await first.getAttribute('href'));
      expect(await articles.textContent()).toContain('Fintech Regulation Today');

      // The post: Copy puts exactly its text on the clipboard.
      const post = page.getByRole('textbox', { name: /post$/ }).first();
      const written = await post.inputValue();
      expect(written.length).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Copy' }).first().click();
      await waitForToast(page, 'Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(written);

      await page.screenshot({ path: path.join(__dirname, 'screenshots', 'run-page.png'), fullPage: true });

      // Editing: the count follows the text, and the saved text is there after a reload.
      const counter = page.getByTestId('post-counter').first();
      const countBefore = await counter.textContent();
      const edited =
        'Instant payments are coming to every bank. What it means for compliance teams: https://news.example.com/fintech';
      await post.fill(edited);
      expect(await counter.textContent()).not.toBe(countBefore);
      expect(await counter.textContent()).toContain(`${[...edited].length} / `);
      await page.getByRole('button', { name: 'Save', exact: true }).first().click();
      await waitForToast(page, 'Post saved');
      await page.reload();
      await page.getByRole('textbox', { name: /post$/ }).first().waitFor();
      expect(await page.getByRole('textbox', { name: /post$/ }).first().inputValue()).toBe(edited);
      expect(page.url()).toBe(runUrl);

      // Share: public intents carrying only the post text and a public article link.
      const href = async (name: string) => (await page.getByRole('link', { name }).first().getAttribute('href')) ?? '';
      expect(await href('Post on X')).toBe(`https://x.com/intent/tweet?text=${encodeURIComponent(edited)}`);
      const linkedIn = new URL(await href('Share on LinkedIn'));
      expect(`${linkedIn.origin}${linkedIn.pathname}`).toBe('https://www.linkedin.com/sharing/share-offsite/');
      expect(articleLinks).toContain(linkedIn.searchParams.get('url'));
      const facebook = new URL(await href('Share on Facebook'));
      expect(`${facebook.origin}${facebook.pathname}`).toBe('https://www.facebook.com/sharer/sharer.php');
      expect(articleLinks).toContain(facebook.searchParams.get('u'));

      // Regenerate writes the post again with the run's settings, replacing the edit.
      await page.getByRole('button', { name: 'Regenerate' }).first().click();
      await waitForToast(page, 'Post rewritten', undefined, 60_000);
      // It counts like a run against the trial (the run was the first), and the trial panel says so.
      await page.getByTestId('sidebar').getByText('2 executions used').waitFor();
      const regenerated = await page.getByRole('textbox', { name: /post$/ }).first().inputValue();
      expect(regenerated.length).toBeGreaterThan(0);
      expect(regenerated).not.toBe(edited);

      // The sidebar's Runs page lists the run and leads back to it.
      await page.getByRole('link', { name: 'Runs', exact: true }).first().click();
      await page.getByRole('heading', { name: 'Runs', level: 1 }).waitFor();
      const history = page.getByRole('list', { name: 'Run history' });
      await history.getByText('Succeeded', { exact: true }).first().waitFor();
      await page.screenshot({ path: path.join(__dirname, 'screenshots', 'runs-page.png'), fullPage: true });
      await history.getByRole('link').first().click();
      await page.waitForURL(runUrl);
    });
  }, 300_000);

  it("another user's run is not found", async () => {
    const { appUrl } = env();
    await asNewUser(browser, { tag: 'run-page-other' }, async ({ page }) => {
      // A well-formed run id that is not this user's.
      const foreign = Buffer.from('SynthRun:00000000-0000-4000-8000-000000000000').toString('base64url');
      await page.goto(`${appUrl}/runs/${foreign}`);
      await page.getByRole('heading', { name: 'Run not found' }).waitFor({ timeout: 30_000 });
    });
  }, 120_000);
});
