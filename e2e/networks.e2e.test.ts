// Bluesky, Mastodon and Threads as a person uses them in Chromium: connect Bluesky with a handle
// and an app password, Mastodon by naming the server (the stand-in) and allowing Synth there, and
// Threads on its authorize page, then publish a thread to each. The Bluesky thread is asked for from two tabs at the same moment and
// still appears once.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { asNewUser, env, launchBrowser } from './browser';
import { runConfigOf } from '@synth/core/runs';
import { toGlobalId } from '../api/src/graphql/relay/global-id';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function standInPosts<T>(url: string): Promise<T[]> {
  return ((await (await fetch(`${url}/__stand-in/posts`)).json()) as { posts: T[] }).posts;
}

/** A finished run of the signed-in person with these posts; answers its page's address. */
async function seedRun(email: string, posts: { contentType: string; text: string }[]): Promise<string> {
  const db = new pg.Client({ connectionString: env().databaseUrl });
  await db.connect();
  try {
    const {
      rows: [user],
    } = await db.query<{ id: string }>('select id from users where email = $1', [email]);
    const id = randomUUID();
    const config = runConfigOf({
      name: 'Energy watch',
      rssFeedUrls: ['https://example.com/feed.xml'],
      topics: ['energy'],
      emailScheduleTime: '07:05',
      userTimezone: 'UTC',
      contentType: 'bluesky',
    });
    const output = { posts: posts.map((p) => ({ ...p, templateId: 'threaded' })), articles: [] };
    await db.query(
      `insert into synth_runs (id, created_at, updated_at, user_id, trigger, status, workflow_id, config, output, started_at, finished_at)
       values ($1, now(), now(), $2, 'manual', 'succeeded', $3, $4, $5, now(), now())`,
      [id, user.id, `e2e-networks-${id}`, JSON.stringify(config), JSON.stringify(output)],
    );
    return `${env().appUrl}/runs/${toGlobalId('SynthRun', id)}`;
  } finally {
    await db.end();
  }
}

/** Opens the preview of the run's post number `index` for `label` and waits for its confirm button. */
async function openPreview(page: Page, runUrl: string, index: number, button: string) {
  await page.goto(runUrl);
  await page.getByRole('article').nth(index).getByRole('button', { name: button }).click();
  const confirm = page.getByRole('dialog', { name: button }).getByRole('button', { name: 'Post the thread now' });
  await confirm.waitFor({ timeout: 30_000 });
  return confirm;
}

describe('Bluesky, Mastodon and Threads', () => {
  it('connects all three, and posts each thread once, also when two tabs ask at the same moment', async () => {
    const { blueskyUrl, mastodonUrl, threadsUrl } = env();
    const tag = randomUUID().slice(0, 8);
    const blueskyText = `1/2 Battery prices fell again ${tag}. https://news.example/batteries-${tag}\n\n2/2 Storage projects follow ${tag}.`;
    const mastodonText = `1/2 Heat pumps outsold boilers ${tag}.\n\n2/2 Installers are hiring ${tag}.`;
    const threadsText = `1/2 Rooftop solar keeps growing ${tag}.\n\n2/2 Grids must adapt ${tag}.`;
    await asNewUser(
      browser,
      { tag: 'networks', viewport: { width: 1280, height: 900 } },
      async ({ context, page, email }) => {
        const runUrl = await seedRun(email, [
          { contentType: 'bluesky', text: blueskyText },
          { contentType: 'mastodon', text: mastodonText },
          { contentType: 'threads', text: threadsText },
        ]);

        await page.goto(`${env().appUrl}/settings/connected-accounts`);
        const bluesky = page.getByRole('group', { name: 'Bluesky' });
        await bluesky.getByLabel('Your Bluesky handle').fill('dana.bsky.social');
        await bluesky.getByLabel('App password').fill('abcd-efgh-ijkl-mnop');
        await bluesky.getByRole('button', { name: 'Connect Bluesky' }).click();
        await bluesky.getByText('Connected as dana.bsky.social').waitFor({ timeout: 15_000 });

        const mastodon = page.getByRole('group', { name: 'Mastodon' });
        await mastodon.getByLabel('Your Mastodon server').fill(mastodonUrl);
        await mastodon.getByRole('button', { name: 'Connect Mastodon' }).click();
        await page.getByRole('heading', { name: /Allow Synth to use your Mastodon/ }).waitFor({ timeout: 15_000 });
        await page.getByLabel('Sign in as').fill('Dana Reyes');
        await page.getByRole('button', { name: 'Allow' }).click();
        await page
          .getByText("Your Mastodon account is connected. You can publish a run's posts from its page.")
          .waitFor({ timeout: 15_000 });
        await page
          .getByRole('group', { name: 'Mastodon' })
          .getByText(`on ${new URL(mastodonUrl).host}`)
          .waitFor();

        await page.getByRole('group', { name: 'Threads' }).getByRole('button', { name: 'Connect Threads' }).click();
        await page
          .getByRole('heading', { name: 'Allow Synth to use your Threads account?' })
          .waitFor({ timeout: 15_000 });
        await page.getByLabel('Sign in as').fill('Dana Reyes');
        await page.getByRole('button', { name: 'Allow' }).click();
        await page
          .getByText("Your Threads account is connected. You can publish a run's posts from its page.")
          .waitFor({ timeout: 15_000 });

        // Two tabs, one thread: both confirm at the same moment.
        const other = await context.newPage();
        const [a, b] = await Promise.all([
          openPreview(page, runUrl, 0, 'Post thread to Bluesky'),
          openPreview(other, runUrl, 0, 'Post thread to Bluesky'),
        ]);
        await Promise.all([a.click(), b.click()]);
        await page
          .getByRole('article')
          .nth(0)
          .getByRole('link', { name: 'View the post on Bluesky' })
          .waitFor({ timeout: 30_000 });
        await other.close();
        const skeets = (await standInPosts<{ text: string; uri: string; inReplyTo: string | null }>(blueskyUrl)).filter(
          (p) => p.text.includes(tag),
        );
        expect(skeets).toHaveLength(2);
        expect(skeets[1].inReplyTo).toBe(skeets[0].uri);

        const toot = await openPreview(page, runUrl, 1, 'Post thread to Mastodon');
        await toot.click();
        const link = page.getByRole('article').nth(1).getByRole('link', { name: 'View the post on Mastodon' });
        await link.waitFor({ timeout: 30_000 });
        const toots = (
          await standInPosts<{ text: string; id: string; in_reply_to_id: string | null; url: string }>(mastodonUrl)
        ).filter((s) => s.text.includes(tag));
        expect(toots.map((s) => s.text)).toEqual(mastodonText.split('\n\n'));
        expect(toots[1].in_reply_to_id).toBe(toots[0].id);
        expect(await link.getAttribute('href')).toBe(toots[0].url);

        const chain = await openPreview(page, runUrl, 2, 'Post to Threads');
        await chain.click();
        await page
          .getByRole('article')
          .nth(2)
          .getByRole('link', { name: 'View the post on Threads' })
          .waitFor({ timeout: 30_000 });
        const posts = (await standInPosts<{ text: string; id: string; repliedTo: string | null }>(threadsUrl)).filter(
          (p) => p.text.includes(tag),
        );
        expect(posts.map((p) => p.text)).toEqual(threadsText.split('\n\n'));
        expect(posts[1].repliedTo).toBe(posts[0].id);
      },
    );
  }, 240_000);
});
