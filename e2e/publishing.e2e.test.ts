// Publishing, as a person does it in Chromium: connect LinkedIn and X through the stand-ins'
// authorize pages, publish a run's LinkedIn post (link as first comment) and see its link, post an
// X thread and find it on the stand-in as a reply chain, meet "Reconnect LinkedIn" after the token
// expires, and disconnect. The run is written to the database as the worker leaves one.
import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { asNewUser, env, launchBrowser, waitForToast } from './browser';
import { runConfigOf } from '@synth/core/runs';
import { toGlobalId } from '../api/src/graphql/relay/global-id';

// Screenshots to look at, beside the other browser tests' (git ignores the folder).
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
  commentary?: string;
  text?: string;
  inReplyTo?: string | null;
}
async function standInPosts(
  url: string,
): Promise<{ posts: StandInPost[]; comments?: { object: string; text: string }[] }> {
  return (await fetch(`${url}/__stand-in/posts`)).json() as never;
}

/** A finished run of the signed-in person's synth with these posts; answers its page's address. */
async function seedRun(email: string, posts: { contentType: string; text: string }[]): Promise<string> {
  const db = new pg.Client({ connectionString: env().databaseUrl });
  await db.connect();
  try {
    const {
      rows: [user],
    } = await db.query<{ id: string }>('select id from users where email = $1', [email]);
    const id = randomUUID();
    const config = runConfigOf({
      name: 'Freight watch',
      rssFeedUrls: ['https://example.com/feed.xml'],
      topics: ['freight'],
      emailScheduleTime: '07:05',
      userTimezone: 'UTC',
      contentType: 'linkedin',
    });
    const output = { posts: posts.map((p) => ({ ...p, templateId: 'informative' })), articles: [] };
    await db.query(
      `insert into synth_runs (id, created_at, updated_at, user_id, trigger, status, workflow_id, config, output, started_at, finished_at)
       values ($1, now(), now(), $2, 'manual', 'succeeded', $3, $4, $5, now(), now())`,
      [id, user.id, `e2e-publish-${id}`, JSON.stringify(config), JSON.stringify(output)],
    );
    return `${env().appUrl}/runs/${toGlobalId('SynthRun', id)}`;
  } finally {
    await db.end();
  }
}

async function connect(page: Page, label: 'LinkedIn' | 'X', member: string): Promise<void> {
  await page.goto(`${env().appUrl}/settings/connected-accounts`);
  await page.getByRole('button', { name: `Connect ${label}` }).click();
  await page.getByRole('heading', { name: `Allow Synth to use your ${label} account?` }).waitFor({ timeout: 15_000 });
  await page.getByLabel('Sign in as').fill(member);
  await page.getByRole('button', { name: 'Allow' }).click();
  await page
    .getByText(`Your ${label} account is connected. You can publish a run's posts from its page.`)
    .waitFor({ timeout: 15_000 });
  await page.getByRole('group', { name: label }).getByText(`Connected as ${member}`).waitFor();
}

describe("publishing a run's posts", () => {
  it('connects, publishes to LinkedIn and X, says Reconnect LinkedIn once the token expired, and disconnects', async () => {
    const { linkedinUrl, xUrl } = env();
    const tag = randomUUID().slice(0, 8);
    const linkedinText = `Freight rates fell for a third week (${tag}).\n\nShippers expect calmer ports this winter.\n\nRead more: https://news.example/freight-${tag}`;
    const threadText = `1/2 Container prices keep falling ${tag}. https://news.example/containers-${tag}\n\n2/2 Shippers expect it to last into spring ${tag}.`;
    const laterText = `A second LinkedIn post ${tag}, after the token expired.`;
    await asNewUser(browser, { tag: 'publish', viewport: { width: 1280, height: 900 } }, async ({ page, email }) => {
      const runUrl = await seedRun(email, [
        { contentType: 'linkedin', text: linkedinText },
        { contentType: 'twitter', text: threadText },
        { contentType: 'linkedin', text: laterText },
      ]);

      await connect(page, 'LinkedIn', 'Dana Reyes');
      await connect(page, 'X', 'Dana Reyes');
      await page.screenshot({ path: `${SHOTS}/connected-accounts.png`, fullPage: true });

      // LinkedIn: the preview shows exactly what will appear, the link moves to the first comment.
      await page.goto(runUrl);
      const posts = page.getByRole('article');
      const first = posts.nth(0);
      await first.getByRole('button', { name: 'Publish to LinkedIn' }).click();
      const dialog = page.getByRole('dialog', { name: 'Publish to LinkedIn' });
      await expect
        .poll(() => dialog.getByRole('list', { name: 'Preview' }).textContent())
        .toContain(`Freight rates fell for a third week (${tag}).`);
      await dialog.getByLabel('Post the article link as the first comment').check();
      await dialog.getByText(`First comment: https://news.example/freight-${tag}`).waitFor();
      expect(await dialog.getByRole('list', { name: 'Preview' }).textContent()).not.toContain('https://news.example');
      await dialog.screenshot({ path: `${SHOTS}/publish-preview.png` });
      await dialog.getByRole('button', { name: 'Publish now' }).click();
      await waitForToast(page, 'Published on LinkedIn');
      const link = first.getByRole('link', { name: 'View the post on LinkedIn' });
      await link.waitFor();
      const onLinkedIn = await standInPosts(linkedinUrl);
      const published = onLinkedIn.posts.find((p) => p.commentary?.includes(tag))!;
      expect(published.commentary).toBe(
        `Freight rates fell for a third week (${tag}).\n\nShippers expect calmer ports this winter.`,
      );
      expect(onLinkedIn.comments!.find((c) => c.object === published.id)!.text).toBe(
        `https://news.example/freight-${tag}`,
      );
      const linkedinHref = `https://www.linkedin.com/feed/update/${encodeURIComponent(published.id)}/`;
      expect(await link.getAttribute('href')).toBe(linkedinHref);
      await page
        .locator('section', { has: page.getByRole('heading', { name: 'Posts' }) })
        .screenshot({ path: `${SHOTS}/published-link.png` });

      // X: the thread, its price, and a reply chain on the stand-in.
      const second = posts.nth(1);
      await second.getByRole('button', { name: 'Post thread to X' }).click();
      const xDialog = page.getByRole('dialog', { name: 'Post thread to X' });
      await xDialog.getByText(/X charges \$[\d.]+ for these 2 posts \(posts with a link cost more\)\./).waitFor();
      await xDialog.getByRole('button', { name: 'Post the thread now' }).click();
      await second.getByRole('link', { name: 'View the post on X' }).waitFor({ timeout: 30_000 });
      const tweets = (await standInPosts(xUrl)).posts.filter((t) => t.text?.includes(tag));
      expect(tweets.map((t) => t.text)).toEqual(threadText.split('\n\n'));
      expect(tweets[1].inReplyTo).toBe(tweets[0].id);

      // The run history links to both posts.
      await page.goto(`${env().appUrl}/runs`);
      const history = page.getByRole('list', { name: 'Run history' });
      expect(await history.getByRole('link', { name: 'View on LinkedIn' }).first().getAttribute('href')).toBe(
        linkedinHref,
      );
      await history.getByRole('link', { name: 'View on X' }).first().waitFor();
      await page.goto(runUrl);

      // LinkedIn's token expires: the next publish says so, and offers to reconnect.
      await fetch(`${linkedinUrl}/__stand-in/expire-tokens`, { method: 'POST' });
      const third = posts.nth(2);
      await third.getByRole('button', { name: 'Publish to LinkedIn' }).click();
      await page
        .getByRole('dialog', { name: 'Publish to LinkedIn' })
        .getByRole('button', { name: 'Publish now' })
        .click();
      await third
        .getByText('Reconnect LinkedIn: your LinkedIn connection has expired or was revoked, so nothing was posted.')
        .waitFor({ timeout: 30_000 });
      await third.getByRole('button', { name: 'Reconnect LinkedIn' }).waitFor();

      // Disconnect: the connection is gone and the page offers to connect again.
      await page.goto(`${env().appUrl}/settings/connected-accounts`);
      const card = page.getByRole('group', { name: 'LinkedIn' });
      await card.getByRole('button', { name: 'Reconnect LinkedIn' }).waitFor();
      await card.getByRole('button', { name: 'Disconnect LinkedIn' }).click();
      await waitForToast(page, 'LinkedIn disconnected');
      await card.getByRole('button', { name: 'Connect LinkedIn' }).waitFor();
      await page.reload();
      await page.getByRole('group', { name: 'LinkedIn' }).getByRole('button', { name: 'Connect LinkedIn' }).waitFor();
    });
  }, 240_000);

  it('shows what a published post earned once the stand-in reports it, on the run page and the dashboard', async () => {
    const tag = randomUUID().slice(0, 8);
    const text = `Ports reopen after the storm ${tag}.`;
    await asNewUser(browser, { tag: 'figures', viewport: { width: 1280, height: 900 } }, async ({ page, email }) => {
      const runUrl = await seedRun(email, [{ contentType: 'twitter', text }]);
      await connect(page, 'X', 'Sam Ortiz');
      await page.goto(runUrl);
      const post = page.getByRole('article').first();
      await post.getByRole('button', { name: 'Post thread to X' }).click();
      await page.getByRole('dialog', { name: 'Post thread to X' }).getByRole('button', { name: /now$/ }).click();
      await post.getByRole('link', { name: 'View the post on X' }).waitFor({ timeout: 30_000 });

      // The readings come a "day" and a "week" after publishing (seconds here): the page shows them once read.
      const earned = () => page.getByRole('article').first().getByRole('list', { name: 'What it earned' });
      await expect
        .poll(
          async () => {
            await page.reload();
            await earned().waitFor({ timeout: 15_000 });
            return earned().textContent();
          },
          { timeout: 60_000, interval: 1_000 },
        )
        .toContain('A week after publishing:');
      const lines = await earned().getByRole('listitem').allTextContents();
      const reactions = lines.map((l) => Number(/: ([\d,]+) reactions?/.exec(l)?.[1].replace(/,/g, '')));
      expect(lines[0]).toMatch(
        /^A day after publishing: [\d,]+ reactions?, [\d,]+ repl(y|ies), [\d,]+ reposts? and [\d,]+ views?\.$/,
      );
      expect(lines[1]).toMatch(/^A week after publishing: /);
      expect(reactions[1]).toBeGreaterThan(reactions[0]);
      await page
        .getByRole('article')
        .first()
        .screenshot({ path: `${SHOTS}/post-figures.png` });

      // The dashboard charts the person's measured posts.
      await page.goto(`${env().appUrl}/dashboard`);
      const card = page.getByRole('region', { name: 'What your posts earned' });
      await card.waitFor({ timeout: 15_000 });
      expect(
        await card.getByRole('group', { name: 'What each of your latest posts earned' }).locator('rect').count(),
      ).toBe(1);
      await card.getByText(`Your post on X: “${text}” earned ${reactions[1]} reactions`, { exact: false }).waitFor();
      await card.screenshot({ path: `${SHOTS}/dashboard-figures.png` });
    });
  }, 240_000);
});
