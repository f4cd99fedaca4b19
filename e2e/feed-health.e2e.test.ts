// Feed health in the editor, in Chromium: a feed that answers 403 and one that serves a web page
// each say why they failed, next to their URL; after three runs in a row both carry the warning.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { env, launchBrowser, onboardNewUser, waitForToast } from './browser';

let browser: Browser;
let site: http.Server;
let base: string;

beforeAll(async () => {
  site = http.createServer((req, res) => {
    if (req.url === '/members-only.xml')
      return void res.writeHead(403, { 'content-type': 'text/html' }).end('<html><body>Forbidden</body></html>');
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><html><head><title>Newsroom</title></head><body><h1>Our latest news</h1></body></html>');
  });
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((r) => site?.close(r));
});

describe('feed health in the editor', () => {
  it('says why each feed failed and warns after three failed runs in a row', async () => {
    const { feedsUrl } = env();
    const { context, page } = await onboardNewUser(browser, {
      tag: 'feed-health',
      prompt: 'daily digest of cybersecurity news for a CISO, LinkedIn posts',
      viewport: { width: 1400, height: 1000 },
    });
    try {
      const feedList = page.getByRole('list', { name: 'RSS feeds' });
      while (await feedList.getByRole('button', { name: /^Remove RSS feed/ }).count()) {
        await feedList
          .getByRole('button', { name: /^Remove RSS feed/ })
          .first()
          .click();
      }
      const urls = [`${base}/members-only.xml`, `${base}/newsroom`, `${feedsUrl}/rss-2-riverside-chronicle.rss`];
      for (const url of urls) {
        await page.getByLabel('New RSS feed URL').fill(url);
        await page.getByRole('button', { name: 'Add Feed', exact: true }).click();
      }
      await page.getByRole('button', { name: 'Save Synth' }).click();
      await waitForToast(page, 'Synth saved');

      const summary = page.locator('p[role="status"][data-kind]');
      for (let run = 1; run <= 3; run++) {
        await page.getByRole('button', { name: 'Run Synth' }).click();
        await page.waitForFunction(
          () => document.querySelector('p[role="status"][data-kind]')?.getAttribute('data-kind') === 'running',
          undefined,
          { timeout: 30_000 },
        );
        await page.waitForFunction(
          () => document.querySelector('p[role="status"][data-kind]')?.getAttribute('data-kind') !== 'running',
          undefined,
          { timeout: 120_000 },
        );
      }
      expect(await summary.getAttribute('data-kind')).not.toBe('running');

      // The feed rows (each warning lists its suggestions in a list of its own).
      const row = (i: number) => feedList.locator(':scope > li').nth(i);
      await row(1).getByRole('alert').waitFor({ timeout: 30_000 });
      await page.screenshot({ path: path.join(__dirname, 'screenshots', 'feed-health-editor.png'), fullPage: true });
      expect(await row(0).textContent()).toContain('The site refused our reader (HTTP 403), probably bot protection.');
      expect(await row(0).getByRole('alert').textContent()).toMatch(
        /^This feed has failed 3 runs in a row, so your digest gets nothing from it\./,
      );
      expect(await row(1).textContent()).toContain('Not a feed: this address is a web page, not RSS or Atom.');
      expect(await row(1).getByRole('alert').textContent()).toMatch(/^This feed has failed 3 runs in a row/);
      expect(await row(2).textContent()).toMatch(/Last fetched .+: \d+ items?\./);
      expect(await row(2).getByRole('alert').count()).toBe(0);

      const next = page.getByTestId('next-digest');
      expect(await next.textContent()).toMatch(/^Next digest: \w{3} \d{1,2} \w{3}, \d{2}:\d{2} \(.+\)$/);
    } finally {
      await context.close();
    }
  });
});
