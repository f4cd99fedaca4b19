// Keeping what the person wants, in the browser: a run on local feeds explains why it kept each
// article and why it left the others out, the reader's More / Less like this and Include stories
// like this are counted and reset, a digest's link records a choice once, and the editor previews
// which stored articles its topics keep while they change.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { asNewUser, env, launchBrowser, waitForToast } from './browser';
import { waitForDigest } from './recipient-mail';
import { rss, startFeedServer, type FeedServer } from '../test-support/feed-server';

// Screenshots to look at, beside the other browser tests' (git ignores the folder).
const SHOTS = path.join(__dirname, 'screenshots');
const KEPT = [
  {
    title: 'Container freight rates climb on Asia-Europe lanes',
    description:
      'Logistics costs rose again as container shipping rates climbed for a third week on the main trade lanes.',
  },
  {
    title: 'Port of Rotterdam opens an electric container terminal',
    description: 'The logistics hub now moves containers with electric cranes, cutting emissions at the quay.',
  },
  {
    title: 'Warehouse robot maker raises funds for logistics automation',
    description: 'The start-up builds robots that pick parcels in warehouses for logistics companies.',
  },
];
const LEFT_OUT = [
  {
    title: 'Striker signs record football contract',
    description: 'The club confirmed the transfer fee on Monday after weeks of talks with the player.',
  },
  {
    title: 'Ten quick pasta recipes for weeknights',
    description: 'Simple dinners with tomatoes, garlic and fresh basil, ready in twenty minutes.',
  },
  // "Carrier" is one of logistics' related terms, weighed below the topic: near, but not enough.
  { title: 'Airline opens a new lounge', description: 'The carrier will serve breakfast to passengers.' },
];

let browser: Browser;
let feeds: FeedServer;

beforeAll(async () => {
  browser = await launchBrowser();
  feeds = await startFeedServer();
  const stamp = Date.now();
  feeds.setFeed(
    '/mixed-news.rss',
    rss(
      'Mixed Morning News',
      [...KEPT, ...LEFT_OUT].map((a, i) => ({
        ...a,
        link: `https://news.example.com/relevance/${stamp}-${i}`,
        pubDate: new Date(Date.now() - (i + 1) * 60_000),
      })),
    ),
  );
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await feeds?.close();
});

async function onlyTopic(page: Page, topic: string): Promise<void> {
  const chips = page.getByRole('list', { name: 'Topics' });
  while (await chips.getByRole('button', { name: /^Remove / }).count()) {
    await chips
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
  }
  await page.getByLabel('Topic keywords').fill(topic);
  await page.getByLabel('Topic keywords').press('Enter');
}

const feedbackText = (page: Page) => page.getByTestId('synth-feedback').locator('p').textContent();

describe('a synth that keeps what its reader wants', () => {
  it("explains its choices, learns from the reader's feedback, and previews what new topics keep", async () => {
    const { sesUrl, appUrl } = env();
    await asNewUser(
      browser,
      {
        tag: 'relevance',
        prompt: 'Every weekday morning, the logistics and shipping news that matters for a supply-chain consultant',
        viewport: { width: 1280, height: 1000 },
      },
      async ({ page, email }) => {
        const feedList = page.getByRole('list', { name: 'RSS feeds' });
        while (await feedList.getByRole('button', { name: /^Remove RSS feed/ }).count()) {
          await feedList
            .getByRole('button', { name: /^Remove RSS feed/ })
            .first()
            .click();
        }
        await page.getByLabel('New RSS feed URL').fill(`${feeds.url}/mixed-news.rss`);
        await page.getByRole('button', { name: 'Add Feed', exact: true }).click();
        await onlyTopic(page, 'logistics');
        // Nothing of this feed is stored yet, and the preview fetches nothing to find out.
        const preview = page.getByTestId('relevance-preview');
        await preview
          .getByText('No articles from these feeds are stored yet. The preview fills in after their first run.')
          .waitFor({ timeout: 15_000 });
        // The owner's own address needs no confirmation, so the digest goes out.
        await page.getByLabel('Recipient email').fill(email);
        await page.getByRole('button', { name: 'Save Synth' }).click();
        await waitForToast(page, 'Synth saved');

        await page.getByRole('button', { name: 'Run Synth' }).click();
        const card = page.locator('section', { has: page.getByRole('heading', { name: 'Latest run' }) });
        await card.getByRole('link', { name: 'Open the run' }).click({ timeout: 30_000 });
        await page.waitForURL(/\/runs\/[^/]+$/);
        const runUrl = page.url();
        // Following a run live is the run-page test's subject; here the finished run is read afresh.
        await page.locator('section').first().getByText('Succeeded', { exact: true }).waitFor({ timeout: 120_000 });
        await page.reload();
        await page
          .getByRole('list', { name: 'Run log' })
          .getByText(/^Run complete/)
          .waitFor({ timeout: 30_000 })
          .catch(async (err: Error) => {
            throw new Error(
              `The finished run's log has no "Run complete". The page showed:\n${await page
                .locator('main')
                .innerText()
                .catch(() => '(nothing)')}`,
              { cause: err },
            );
          });

        // Each kept article says why; each other one is listed with its reason.
        const articles = page.getByRole('list', { name: 'Articles' });
        await articles.waitFor({ timeout: 30_000 });
        for (const a of KEPT) expect(await articles.textContent()).toContain(a.title);
        expect(await articles.getByText(/^Because: .*logistics/).count()).toBe(KEPT.length);
        const leftOut = page.getByRole('list', { name: 'Left out' });
        const reasonOf = async (title: string) =>
          leftOut.getByRole('listitem').filter({ hasText: title }).textContent();
        expect(await reasonOf(LEFT_OUT[0].title)).toContain('No topic matched.');
        expect(await reasonOf(LEFT_OUT[1].title)).toContain('No topic matched.');
        expect(await reasonOf(LEFT_OUT[2].title)).toMatch(
          /Below the threshold: it scored 0\.\d\d of the 1\.40 needed; it mentions carrier, but too little else of your topics\./,
        );
        await page
          .locator('section', { has: page.getByRole('heading', { name: 'Left out' }) })
          .screenshot({ path: `${SHOTS}/run-left-out.png` });

        // More like this, Include stories like this and Less like this, each counted at once.
        expect(await feedbackText(page)).toMatch(/^No feedback yet\./);
        const first = page.getByRole('group', { name: `Feedback on ${KEPT[0].title}` });
        await first.getByRole('button', { name: 'More like this' }).click();
        await page
          .getByText('1 rating (1 more like this, 0 less like this). 9 more and your synth starts learning from them.')
          .waitFor();
        expect(await first.getByRole('button', { name: 'More like this' }).getAttribute('aria-pressed')).toBe('true');
        await page
          .getByRole('group', { name: `Feedback on ${LEFT_OUT[0].title}` })
          .getByRole('button', { name: 'Include stories like this' })
          .click();
        await page.getByRole('button', { name: 'Included: stories like this' }).waitFor();
        await first.getByRole('button', { name: 'Less like this' }).click();
        await page
          .getByText('2 ratings (1 more like this, 1 less like this). 8 more and your synth starts learning from them.')
          .waitFor();

        // Reset asks first, then forgets every rating.
        await page.getByRole('button', { name: 'Reset feedback' }).click();
        const dialog = page.getByRole('dialog', { name: 'Reset feedback?' });
        await dialog.getByRole('button', { name: 'Reset feedback' }).click();
        await waitForToast(page, 'Feedback reset');
        await page.getByText(/^No feedback yet\./).waitFor();
        await page.getByRole('button', { name: 'Include stories like this' }).first().waitFor();
        // The button's state can settle a moment after the count: wait for it (a second) rather than read it once.
        await expect
          .poll(() => first.getByRole('button', { name: 'Less like this' }).getAttribute('aria-pressed'))
          .toBe('false');

        // The digest carries the same reasons and one-click links; the link's page records on a press, once.
        const digest = await waitForDigest(sesUrl, email);
        expect(digest.body.text).toContain('Because: logistics');
        const link = /More like this: <?(\S+?)>?$/m.exec(digest.body.text ?? '')?.[1];
        expect(link).toBeTruthy();
        const reader = await browser.newContext();
        try {
          const mail = await reader.newPage();
          await mail.goto(link!);
          await mail.getByRole('heading', { name: 'More like this' }).waitFor();
          await mail.getByRole('button', { name: 'Record “More like this”' }).click();
          await mail.getByRole('heading', { name: 'Thank you: your choice is recorded' }).waitFor();
          await mail.goto(link!);
          await mail.getByRole('heading', { name: 'This link was already used' }).waitFor();
          expect(await mail.textContent('main')).toContain('nothing changed');
        } finally {
          await reader.close();
        }
        await page.goto(runUrl);
        await page
          .getByText('1 rating (1 more like this, 0 less like this). 9 more and your synth starts learning from them.')
          .waitFor({ timeout: 15_000 });

        // Back in the editor, the preview reads the articles the run stored and follows the topics.
        await page.goto(`${appUrl}/dashboard`);
        await preview
          .getByText(
            `Of the ${KEPT.length + LEFT_OUT.length} articles your feeds carried in the last 7 days, ${KEPT.length} would be kept.`,
          )
          .waitFor({ timeout: 30_000 });
        const wouldLeave = preview.getByRole('list', { name: 'Would be left out' });
        expect(await wouldLeave.textContent()).toContain(`${LEFT_OUT[0].title} — Mixed Morning News`);
        await page.getByLabel('Topic keywords').fill('football');
        await page.getByLabel('Topic keywords').press('Enter');
        await preview.getByText(`${KEPT.length + 1} would be kept.`, { exact: false }).waitFor({ timeout: 15_000 });
        const wouldKeep = preview.getByRole('list', { name: 'Would be kept' });
        expect(await wouldKeep.textContent()).toContain(LEFT_OUT[0].title);
        expect(await wouldKeep.textContent()).toContain('Because: football');
        await preview.scrollIntoViewIfNeeded();
        await page
          .locator('section', { has: page.getByRole('heading', { name: 'Filtering & Processing' }) })
          .screenshot({ path: `${SHOTS}/editor-preview.png` });
      },
    );
  }, 300_000);
});
