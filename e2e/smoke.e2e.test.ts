import { describe, expect, it } from 'vitest';
import { chromiumForFile, env, inNewContext, signInWithGoogle } from './browser';

const chromium = chromiumForFile();

describe('the product as npm start serves it', () => {
  it('serves the landing page, the not-found page, and sends signed-out visitors to /login', async () => {
    const { appUrl } = env();
    const page = await chromium.browser.newPage();
    await page.goto(appUrl);
    await page.waitForSelector('#how-it-works', { state: 'attached' });

    await page.goto(`${appUrl}/no/such/page`);
    await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
    expect(await page.textContent('body')).toContain("The page you're looking for doesn't exist or has been moved.");

    await page.goto(`${appUrl}/dashboard`);
    await page.waitForURL(/\/login$/);
    await page.close();
  });

  it("serves the production build of the SPA (React's development bundle is three times larger)", async () => {
    const { appUrl } = env();
    const html = await (await fetch(appUrl)).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const js = await (await fetch(`${appUrl}${src}`)).text();
      // A warning only React's development build carries.
      expect(js, src).not.toContain('Each child in a list should have a unique');
    }
  });

  it('signs a new Google user in through the Auth emulator and onboards them', async () => {
    const { appUrl } = env();
    await inNewContext(chromium.browser, async ({ page }) => {
      await page.goto(`${appUrl}/login`);
      await signInWithGoogle(page, { email: 'e2e-smoke@example.com', name: 'Smoke Tester' });
      await page.waitForURL(/\/onboard$/, { timeout: 30_000 });
    });
  });
});
