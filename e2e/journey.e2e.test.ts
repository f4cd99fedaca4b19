// The main user journey: Google sign-in → onboarding → dashboard → feed → save → run → digest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { asNewUser, env, launchBrowser, uniqueEmail, waitForToast } from './browser';
import { confirmAsRecipient, waitForDigest } from './recipient-mail';
import { rss, startFeedServer, type FeedServer } from '../test-support/feed-server';
import pg from 'pg';

let browser: Browser;
let fresh: FeedServer;
// The fixture feeds are from 2024: a run keeps no new article from them, and a synth that finds
// nothing new sends no email by default. This feed has today's fintech regulation stories.
// The fresh feed is also put in the curated catalogue, so the journey adds it from the Browse Categories dialog.
const CATALOGUE_TITLE = 'Local Fintech Regulation Wire';
const FRESH_TITLES = [
  'Fintech regulation: new payment rules for banks',
  'Regulators tighten fintech lending compliance',
  'Bank payment licences under new fintech regulation',
];
beforeAll(async () => {
  browser = await launchBrowser();
  fresh = await startFeedServer();
  fresh.setFeed(
    '/fintech.rss',
    rss(
      'Fintech Regulation Today',
      FRESH_TITLES.map((title, i) => ({
        title,
        link: `https://news.example.com/fintech/${Date.now()}-${i}`,
        description: `${title}. Regulators, banks and fintech firms discussed payment compliance, lending rules and credit oversight in detail today.`,
        pubDate: new Date(Date.now() - i * 60_000),
      })),
    ),
  );
  const db = new pg.Client({ connectionString: env().databaseUrl });
  await db.connect();
  try {
    await db.query(
      `insert into catalog_feeds (id, title, url, description, category, position) values ($1, $2, $3, $4, $5, 10000)
       on conflict (id) do update set url = excluded.url`,
      [
        'e2e-local-fintech',
        CATALOGUE_TITLE,
        `${fresh.url}/fintech.rss`,
        'Fintech regulation stories served by the test run',
        'Financial Services',
      ],
    );
  } finally {
    await db.end();
  }
});
afterAll(async () => {
  await browser?.close();
  await fresh?.close();
});

describe('the signed-in journey', () => {
  it('onboards, adds and validates a feed, saves, runs with live status and delivers the digest', async () => {
    const { feedsUrl, sesUrl } = env();
    await asNewUser(browser, { tag: 'journey' }, async ({ context, page }) => {
      // The created synth is loaded: it has a name and at least one catalogue feed.
      const name = page.getByLabel('Synth name');
      expect((await name.inputValue()).trim().length).toBeGreaterThan(0);

      // Start from an empty feed list (the onboarding feeds point to the internet).
      const feedList = page.getByRole('list', { name: 'RSS feeds' });
      while (await feedList.getByRole('button', { name: /^Remove RSS feed/ }).count()) {
        await feedList
          .getByRole('button', { name: /^Remove RSS feed/ })
          .first()
          .click();
      }

      // Browse Categories: the curated categories, then the local catalogue entry found by search and added.
      await page.getByRole('button', { name: 'Browse Categories' }).click();
      const modal = page.getByRole('dialog', { name: 'Browse RSS Feed Categories' });
      await modal.waitFor();
      const categories = modal.getByRole('navigation', { name: 'Feed categories' }).getByRole('button');
      await categories.first().waitFor();
      expect(await categories.count()).toBeGreaterThan(0);
      expect(await modal.textContent()).toContain('Financial Services');
      await modal.getByLabel('Search feeds').fill(CATALOGUE_TITLE.slice(0, 20));
      const addFromCatalogue = modal.getByRole('button', { name: `Add ${CATALOGUE_TITLE}` });
      await addFromCatalogue.click();
      await modal
        .getByRole('button', { name: `Add ${CATALOGUE_TITLE}` })
        .getByText('Added')
        .waitFor();
      await modal.getByRole('button', { name: 'Close dialog' }).click();
      await modal.waitFor({ state: 'detached' });
      const catalogueRow = page.getByLabel('RSS feed URL 1');
      expect(await catalogueRow.inputValue()).toBe(`${fresh.url}/fintech.rss`);
      await feedList.getByRole('button', { name: 'Validate' }).first().click();
      await page.locator('#feed-state-0').getByText('Valid feed · 3 articles').waitFor({ timeout: 30_000 });

      // A second feed typed in (a fixture feed), added with the button.
      const feedUrl = `${feedsUrl}/rss-2-riverside-chronicle.rss`;
      const newFeed = page.getByLabel('New RSS feed URL');
      expect(await newFeed.getAttribute('type')).toBe('url');
      await newFeed.fill(feedUrl);
      await page.getByRole('button', { name: 'Add Feed', exact: true }).click();
      const row = page.getByLabel('RSS feed URL 2');
      await row.waitFor();
      expect(await row.inputValue()).toBe(feedUrl);
      await feedList.getByRole('button', { name: 'Validate' }).nth(1).click();
      const state = page.locator('#feed-state-1');
      await state.getByText(/Valid feed · \d+ articles/).waitFor({ timeout: 30_000 });
      const count = Number(/(\d+) articles/.exec((await state.textContent()) ?? '')?.[1]);
      expect(count).toBeGreaterThan(0);

      // Recipient, then Save.
      const recipient = uniqueEmail('digest');
      await page.getByLabel('Recipient email').fill(recipient);
      await page.getByRole('button', { name: 'Save Synth' }).click();
      await waitForToast(page, 'Synth saved');
      // Someone else's address gets no digest until its person confirms from the email we sent.
      await confirmAsRecipient(browser, sesUrl, recipient);

      // Run: the status panel updates in place (no navigation, no reload).
      const status = page.locator('section', { has: page.getByRole('heading', { name: 'Synth Status' }) });
      expect(await status.textContent()).toContain('Never');
      const navigations: string[] = [];
      page.on('framenavigated', (f) => {
        if (f === page.mainFrame()) navigations.push(f.url());
      });
      await page.evaluate(() => {
        (window as unknown as { __noReload: boolean }).__noReload = true;
      });
      // The live channel: synthUpdated events reach the browser over the GraphQL WebSocket.
      const frames: string[] = [];
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      cdp.on('Network.webSocketFrameReceived', (e) => frames.push(e.response.payloadData));
      // Every step the Execution Summary shows while the run goes, in order (read from the run's record in Relay's store).
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { __steps: string[] }).__steps = seen;
        new MutationObserver(() => {
          const summary = [...document.querySelectorAll('section')].find(
            (s) => s.querySelector('h2')?.textContent === 'Execution Summary',
          );
          const step = /Step \d+ of \d+/.exec(summary?.textContent ?? '')?.[0];
          if (step && step !== seen.at(-1)) seen.push(step);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await page.getByRole('button', { name: 'Run Synth' }).click();
      await page.waitForFunction(
        () => {
          const panel = [...document.querySelectorAll('section')].find(
            (s) => s.querySelector('h2')?.textContent === 'Synth Status',
          );
          const dds = panel ? [...panel.querySelectorAll('dd')] : [];
          return dds.length === 4 && Number(dds[0].textContent) > 0 && dds[3].textContent !== 'Never';
        },
        undefined,
        { timeout: 120_000 },
      );
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
      expect(navigations).toEqual([]);
      const updates = () =>
        frames
          .filter((f) => f.includes('"synthUpdated"'))
          .map((f) => JSON.parse(f) as { type: string; payload: { data: { synthUpdated: { status: string } } } });
      // An update carries the synth as the API reads it when it sends the update, so one sent while
      // the run is still "running" can already bring the finished run's stats to the panel: the
      // run's own "succeeded" update follows it.
      await expect
        .poll(() => updates().map((u) => u.payload.data.synthUpdated.status), { timeout: 30_000 })
        .toContain('succeeded');
      expect(updates().length).toBeGreaterThan(1);
      expect(updates().every((u) => u.type === 'next')).toBe(true);
      const steps = await page.evaluate(() => (window as unknown as { __steps: string[] }).__steps);
      expect(steps.length).toBeGreaterThan(0);
      expect(steps.every((step) => step.endsWith(' of 3'))).toBe(true);
      const numbers = steps.map((step) => Number(step.split(' ')[1]));
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      // After the run the summary reads the saved synth's stats, as the status panel does.
      await page.getByText(/^Processed \d+ of \d+ articles\.$/).waitFor({ timeout: 30_000 });

      // The digest reaches the local SES for the recipient.
      const mail = await waitForDigest(sesUrl, recipient, 120_000);
      expect(mail.destination.to.join(',')).toContain(recipient);
      const body = `${mail.body.html ?? ''}\n${mail.body.text ?? ''}`;
      // The digest is about the fresh articles: it names or links at least one of them.
      expect(body.includes('news.example.com/fintech/') || FRESH_TITLES.some((t) => body.includes(t))).toBe(true);
    });
  }, 300_000);

  it('the synths page stops and starts a synth', async () => {
    const { appUrl } = env();
    await asNewUser(browser, { tag: 'toggle' }, async ({ page }) => {
      await page.goto(`${appUrl}/synths`);
      await page.getByRole('heading', { name: 'Synths', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Stop Synth' }).click();
      expect(await waitForToast(page, 'Success', 'Synth deactivated successfully')).toContain(
        'Synth deactivated successfully',
      );
      await page.getByRole('button', { name: 'Start Synth' }).click();
      expect(await waitForToast(page, 'Success', 'Synth activated successfully')).toContain(
        'Synth activated successfully',
      );
      await page.getByRole('button', { name: 'Stop Synth' }).waitFor();
    });
  }, 120_000);
});
