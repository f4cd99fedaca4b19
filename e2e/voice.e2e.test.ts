// The voice, as a person meets it: paste a few of their own posts in settings and read what Synth
// learned in plain words; run their synth and find its LinkedIn post in that voice (its length band,
// their one hashtag at the end); edit the post, save it, and see the profile learn from the edit.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { measureStyle } from '@synth/core/voice';
import { asNewUser, launchBrowser, uniqueEmail, waitForToast } from './browser';
import { rss, startFeedServer, type FeedServer } from '../test-support/feed-server';

const SHOTS = path.join(__dirname, 'screenshots');

// Terse, a statement first, short paragraphs, no emoji, one hashtag alone at the end.
const OWN_POSTS = [
  'Compliance is a habit, not a project.\n\nWe review every open finding on Tuesday at nine. Fifteen minutes, three people, one list.\n\n#compliance',
  'The regulator asked for our lending files on Monday.\n\nWe sent them on Tuesday. That is what a clean archive buys you.\n\n#compliance',
  'Every new payment rule looks small on paper.\n\nThe cost shows up in month three, when two systems still disagree. Plan for that month.\n\n#compliance',
  'Our auditors finished a week early.\n\nNot luck. A year of fixing every exception the day it appears.\n\n#compliance',
];
const SUMMARY = 'You write 15–30 words, in short paragraphs, no emoji, one hashtag at the end.';

const TITLES = ['Regulators set instant payment rules for banks', 'Fintech lenders face tighter credit checks'];
let browser: Browser;
let feeds: FeedServer;

beforeAll(async () => {
  browser = await launchBrowser();
  feeds = await startFeedServer();
  feeds.setFeed(
    '/voice-fintech.rss',
    rss(
      'Fintech Regulation Today',
      TITLES.map((title, i) => ({
        title,
        link: `https://news.example.com/fintech/voice-${Date.now()}-${i}`,
        description: `${title}. Banks must settle instant payments within ten seconds from next June, the payments regulator said on Monday. Fintech firms and banks asked for more time to upgrade their fraud checks and compliance systems. The regulator will publish its final lending and payment compliance guidance in the spring.`,
        pubDate: new Date(Date.now() - i * 60_000),
      })),
    ),
  );
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await feeds?.close();
});

/** The text of one habit in the profile's list ("Hashtags": "One at the end, usually #compliance."). */
const habit = (page: Page, label: string) => page.locator(`dt:text-is("${label}") + dd`);

async function openVoicePage(page: Page) {
  await page.getByRole('link', { name: 'Your voice' }).first().click();
  await page.getByRole('heading', { name: 'Your voice', level: 1 }).waitFor();
}

describe('the voice profile', () => {
  it('learns from pasted posts, shapes the run’s post, and learns again from a saved edit', async () => {
    await asNewUser(browser, { tag: 'voice', viewport: { width: 1280, height: 900 } }, async ({ page }) => {
      // A synth on a local feed, written as LinkedIn posts.
      const feedList = page.getByRole('list', { name: 'RSS feeds' });
      while (await feedList.getByRole('button', { name: /^Remove RSS feed/ }).count()) {
        await feedList
          .getByRole('button', { name: /^Remove RSS feed/ })
          .first()
          .click();
      }
      await page.getByLabel('New RSS feed URL').fill(`${feeds.url}/voice-fintech.rss`);
      await page.getByRole('button', { name: 'Add Feed', exact: true }).click();
      await page.getByLabel('Recipient email').fill(uniqueEmail('voice-digest'));
      await page.getByRole('button', { name: 'Save Synth' }).click();
      await waitForToast(page, 'Synth saved');

      // Settings: no voice yet; paste four posts and learn.
      await openVoicePage(page);
      await page.getByText(/^Nothing yet\./).waitFor();
      const box = page.getByLabel('Your own posts');
      await box.fill(OWN_POSTS.join('\n---\n'));
      await page.getByText('Synth will read 4 posts.').waitFor();
      await page.getByRole('button', { name: 'Learn my voice' }).click();
      await waitForToast(page, 'Voice learned');
      const summary = page.getByTestId('voice-summary');
      await expect.poll(() => summary.textContent()).toBe(SUMMARY);
      expect(await habit(page, 'Hashtags').textContent()).toBe('One at the end, usually #compliance.');
      expect(await habit(page, 'Openings').textContent()).toBe('You usually open with a statement.');
      expect(await habit(page, 'Learned from').textContent()).toBe('Four of your posts.');
      await page.screenshot({ path: path.join(SHOTS, 'voice-settings.png'), fullPage: true });
      await page.getByText('Synth learned your voice from these 4 posts. Change them to teach it again.').waitFor();
      const band = /^(\d+)–(\d+) words/.exec((await habit(page, 'Length').textContent()) ?? '');
      expect(band).not.toBeNull();
      const [low, high] = [Number(band![1]), Number(band![2])];

      // A run: its LinkedIn post follows the voice.
      await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
      const card = page.locator('section', { has: page.getByRole('heading', { name: 'Latest run' }) });
      await page.getByRole('button', { name: 'Run Synth' }).click();
      await card.getByRole('link', { name: 'Open the run' }).click();
      await page.waitForURL(/\/runs\/[^/]+$/);
      await page
        .getByRole('list', { name: 'Run log' })
        .getByText(/^Run complete/)
        .waitFor({ timeout: 120_000 });
      const post = page.getByRole('textbox', { name: 'LinkedIn post' });
      await post.waitFor({ timeout: 30_000 });
      const written = await post.inputValue();
      const m = measureStyle(written);
      expect(m.words, written).toBeGreaterThanOrEqual(low);
      expect(m.words, written).toBeLessThanOrEqual(high);
      expect(m.hashtags, written).toEqual(['#compliance']);
      expect(m.hashtagsAtEnd, written).toBe(true);
      expect(m.emoji).toEqual([]);
      await page.screenshot({ path: path.join(SHOTS, 'voice-run-post.png'), fullPage: true });

      // The person trims it, opens with a question, adds an emoji and drops the hashtag: the profile learns from that.
      const edited =
        'Ten seconds for every instant payment? 🚀\n\nOur fraud checks were built for a day. Time to rebuild them.';
      await post.fill(edited);
      await page.getByRole('button', { name: 'Save', exact: true }).first().click();
      await waitForToast(page, 'Post saved');

      await openVoicePage(page);
      await expect
        .poll(() => habit(page, 'Learned from').textContent())
        .toBe('Four of your posts and one edit you saved to Synth’s drafts.');
      // An edit weighs twice, and only for what it changed: the emoji it added shows.
      expect(await summary.textContent()).toMatch(
        /^You write \d+–\d+ words, in short paragraphs, an emoji now and then, one hashtag at the end\.$/,
      );
      expect(await habit(page, 'Emoji').textContent()).toBe('One now and then, most often 🚀.');
      await page.screenshot({ path: path.join(SHOTS, 'voice-settings-after-edit.png'), fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: path.join(SHOTS, 'voice-settings-phone.png'), fullPage: true });
    });
  }, 300_000);
});
