// The signed-out visitor's landing page: shown at once, quiet (no session error in the console) and
// settled, so crawlers, audits and `networkidle` waits see a finished page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { env, launchBrowser, signInWithGoogle, uniqueEmail } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Console errors, uncaught page errors and the session checks (with their statuses) of a page; the
 * landing page's other GraphQL request, the public prices, is no session check.
 */
function watch(page: Page) {
  const errors: string[] = [];
  const sessionChecks: number[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => {
    if (new URL(r.url()).pathname === '/graphql' && r.request().postData()?.includes('SessionProbe'))
      sessionChecks.push(r.status());
  });
  return { errors, sessionChecks };
}

async function hintCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === 'synth_signed_in');
}

/** Runs `use` on a page of a fresh browser context (prepared by `prepare`, if given) and closes the context whatever happens. */
async function withPage(
  use: (page: Page, context: BrowserContext) => Promise<void>,
  prepare?: (context: BrowserContext) => Promise<void>,
) {
  const context = await browser.newContext();
  await prepare?.(context);
  const page = await context.newPage();
  try {
    await use(page, context);
  } finally {
    await context.close();
  }
}

describe('the landing page for a signed-out visitor', () => {
  it('without the sign-in hint: no session check, no console error, and the page reaches network idle', async () => {
    const { appUrl } = env();
    await withPage(async (page) => {
      const seen = watch(page);
      await page.goto(appUrl, { waitUntil: 'networkidle', timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: /your industry news/i }).waitFor();
      await page.locator('#how-it-works').waitFor({ state: 'attached' });
      await page.getByRole('article', { name: 'Basic' }).waitFor();
      expect(seen.sessionChecks).toEqual([]);
      expect(seen.errors).toEqual([]);
      expect(await page.getByRole('status', { name: /loading/i }).count()).toBe(0);
    });
  });

  it("before the app starts: the billing toggle reprices the plans, the FAQ opens, and a plan's Get Started opens sign-in in the app", async () => {
    const { appUrl } = env();
    await withPage(async (page) => {
      const seen = watch(page);
      await page.goto(appUrl, { waitUntil: 'networkidle', timeout: 20_000 });
      const basic = page.getByRole('article', { name: 'Basic' });
      const yearlyPrice = await basic.locator('.price').innerText();
      await expect.poll(() => basic.locator('.note').innerText()).toMatch(/billed yearly/);

      await page.getByRole('group', { name: 'Billing period' }).getByRole('button', { name: 'Monthly' }).click();
      await expect.poll(() => basic.locator('.note').innerText()).toBe('Billed monthly');
      expect(await basic.locator('.price').innerText()).not.toBe(yearlyPrice);
      expect(await page.getByRole('button', { name: 'Monthly' }).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: 'Yearly' }).click();
      await expect.poll(() => basic.locator('.price').innerText()).toBe(yearlyPrice);

      const question = page.locator('details', { hasText: 'Can I cancel anytime?' });
      await question.locator('summary').click();
      await question.getByText('Your plan stays active').waitFor();
      // All of that happened on the landing page alone: no session check, no app.
      expect(seen.sessionChecks).toEqual([]);

      await basic.getByRole('link', { name: 'Get Started' }).click();
      await page.waitForURL(/\/login$/);
      await page.getByRole('button', { name: /sign in with google/i }).waitFor();
      expect(seen.errors).toEqual([]);
    });
  });

  it('with a stale hint and no session: the check answers 200, the landing page shows, the hint is dropped', async () => {
    const { appUrl } = env();
    await withPage(
      async (page, context) => {
        const seen = watch(page);
        await page.goto(appUrl, { waitUntil: 'networkidle', timeout: 20_000 });
        await page.locator('#how-it-works').waitFor({ state: 'attached' });
        expect(seen.sessionChecks).toEqual([200]);
        expect(seen.errors).toEqual([]);
        expect(await hintCookie(context)).toBeUndefined();
      },
      async (context) => context.addCookies([{ name: 'synth_signed_in', value: '1', url: appUrl }]),
    );
  });

  it("Login opens the sign-in page in the app, Back returns to the landing page, and a signed-in visitor's hint leads to the dashboard", async () => {
    const { appUrl } = env();
    await withPage(async (page, context) => {
      const seen = watch(page);
      await page.goto(appUrl);
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
      await page.waitForURL(/\/login$/);
      await page.getByRole('button', { name: /sign in with google/i }).waitFor();
      await page.goBack();
      await page.locator('#how-it-works').waitFor({ state: 'attached' });
      expect(seen.errors).toEqual([]);

      await page.goto(`${appUrl}/login`);
      await signInWithGoogle(page, { email: uniqueEmail('landing'), name: 'Landing Visitor' });
      await page.waitForURL(/\/onboard$/, { timeout: 30_000 });
      expect((await hintCookie(context))?.value).toBe('1');
      await page.goto(appUrl);
      await page.waitForURL(/\/(onboard|dashboard)$/, { timeout: 30_000 });
    });
  });
});
