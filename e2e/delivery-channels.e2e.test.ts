// Delivery channels as a person meets them: a Slack address that refuses the test message is not
// added and the editor says why; working Slack and Discord addresses are added after their test
// message; a run posts its digest to each once, the feed's HTML made text, and the run page says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { asNewUser, env, launchBrowser, waitForToast } from './browser';
import { rss, startFeedServer, type FeedServer } from '../test-support/feed-server';

const TITLE = 'Fintech regulation: instant payment rules for banks';
let browser: Browser;
let feeds: FeedServer;

beforeAll(async () => {
  browser = await launchBrowser();
  feeds = await startFeedServer();
  feeds.setFeed(
    '/channels-fintech.rss',
    rss('Fintech Regulation Today', [
      {
        title: `${TITLE} <script>alert(1)</script>`,
        link: `https://news.example.com/fintech/channels-${Date.now()}`,
        description: `<p>${TITLE}. Regulators, banks and fintech firms discussed payment compliance, lending rules and credit oversight in detail today.</p><img src=x onerror=alert(2)> @everyone`,
        pubDate: new Date(),
      },
    ]),
  );
});
afterAll(async () => {
  await browser?.close();
  await feeds?.close();
});

interface Received {
  kind: string;
  path: string;
  key: string;
  body: unknown;
}

const received = async (): Promise<Received[]> =>
  (await fetch(`${env().channelsUrl}/received`)).json() as Promise<Received[]>;

describe('delivery channels', () => {
  it('adds only channels that take their test message, and a run posts to each once', async () => {
    const { channelsUrl } = env();
    const slackUrl = `${channelsUrl}/slack/services/T1/B1/e2e-${Date.now()}`;
    const discordUrl = `${channelsUrl}/discord/api/webhooks/1/e2e-${Date.now()}`;
    await asNewUser(browser, { tag: 'channels', viewport: { width: 1280, height: 900 } }, async ({ page }) => {
      const feedList = page.getByRole('list', { name: 'RSS feeds' });
      while (await feedList.getByRole('button', { name: /^Remove RSS feed/ }).count())
        await feedList
          .getByRole('button', { name: /^Remove RSS feed/ })
          .first()
          .click();
      await page.getByLabel('New RSS feed URL').fill(`${feeds.url}/channels-fintech.rss`);
      await page.getByRole('button', { name: 'Add Feed', exact: true }).click();
      await page.getByRole('button', { name: 'Save Synth' }).click();
      await waitForToast(page, 'Synth saved');

      const section = page.locator('section', { has: page.getByRole('heading', { name: 'Delivery channels' }) });
      await section.getByText('None yet: the digest goes by email only.').waitFor();
      // A Slack webhook that was deleted: nothing is added, and the editor says why.
      await section.getByRole('button', { name: 'Add a channel' }).click();
      await section.getByLabel('Where').selectOption('slack');
      await section.getByLabel('Name').fill('#fintech');
      await section.getByLabel('Webhook address').fill(`${channelsUrl}/slack/services/T1/B1/revoked`);
      await section.getByRole('button', { name: 'Send a test message and add' }).click();
      await section
        .getByText(
          'The test message did not reach Slack, so the channel was not saved: Slack does not know this webhook address (HTTP 404): it may have been deleted.',
        )
        .waitFor();
      expect(await section.getByRole('list', { name: 'Delivery channels' }).count()).toBe(0);

      await section.getByLabel('Webhook address').fill(slackUrl);
      await section.getByRole('button', { name: 'Send a test message and add' }).click();
      await waitForToast(page, 'Channel added', 'It took the test message; each digest will be posted there too.');
      await section.getByRole('button', { name: 'Add a channel' }).click();
      await section.getByLabel('Where').selectOption('discord');
      await section.getByLabel('Name').fill('Team server');
      await section.getByLabel('Webhook address').fill(discordUrl);
      await section.getByRole('button', { name: 'Send a test message and add' }).click();
      const list = section.getByRole('list', { name: 'Delivery channels' });
      await list.getByText('Team server', { exact: true }).waitFor();
      expect(await list.textContent()).toContain('#fintech · Slack');
      // The trial's two channels are used: the form gives way to the limit's sentence.
      await section.getByText('Your plan allows 2 channels per synth. Remove one to add another.').waitFor();
      const tests = (await received()).filter((r) => r.key.startsWith('test:'));
      expect(tests.filter((r) => slackUrl.endsWith(r.path) || discordUrl.endsWith(r.path))).toHaveLength(2);

      // A run posts the digest to each channel once, and its page shows each outcome.
      await page.getByRole('button', { name: 'Run Synth' }).click();
      const card = page.locator('section', { has: page.getByRole('heading', { name: 'Latest run' }) });
      await card.getByRole('link', { name: 'Open the run' }).click();
      await page.waitForURL(/\/runs\/[^/]+$/);
      const outcomes = page.getByRole('list', { name: 'Delivery channels' });
      await outcomes.waitFor({ timeout: 120_000 });
      expect(await outcomes.textContent()).toContain('#fintech (Slack): Posted.');
      expect(await outcomes.textContent()).toContain('Team server (Discord): Posted.');

      const digests = (await received()).filter(
        (r) => !r.key.startsWith('test:') && (slackUrl.endsWith(r.path) || discordUrl.endsWith(r.path)),
      );
      expect(digests.map((r) => r.kind).sort()).toEqual(['discord', 'slack']);
      for (const d of digests) {
        const text = JSON.stringify(d.body);
        expect(text).toContain('instant payment rules for banks');
        expect(text).not.toMatch(/<script|<img|onerror/i);
      }

      // Removing a channel takes it off the list and frees the form.
      await page.goBack();
      await section.getByRole('button', { name: 'Remove Team server' }).click();
      await section.getByRole('button', { name: 'Add a channel' }).waitFor();
      expect(await list.textContent()).not.toContain('Team server');
    });
  }, 240_000);
});
