// Debian's Chromium driven by playwright-core (browser downloads are not possible here).
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

const CHROMIUM =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => fs.existsSync(p)) ||
  '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`Chromium is not installed at ${CHROMIUM}: run \`apt-get install chromium\` or set CHROMIUM_PATH.`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/**
 * Chromium for the tests of one file: launched before them, closed after them. Tests read
 * `.browser`, which is set once the file's tests start.
 */
export function chromiumForFile(): { browser: Browser } {
  const chromium = {} as { browser: Browser };
  beforeAll(async () => {
    chromium.browser = await launchBrowser();
  });
  afterAll(async () => {
    await chromium.browser?.close();
  });
  return chromium;
}

export const env = () => inject('e2e');

/**
 * Signs in with Google as a person would on the local stack: "Sign in with Google", then the
 * account chooser that stands in for Google's against the Firebase Auth emulator.
 */
export async function signInWithGoogle(page: Page, person: { email: string; name: string }): Promise<void> {
  await page.getByRole('button', { name: /sign in with google/i }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a Google account' });
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Name').fill(person.name);
  await dialog.getByRole('button', { name: 'Continue with Google' }).click();
}

let counter = 0;
/** A unique address per call, so each test signs in as its own person. */
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `e2e-${tag}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/**
 * Signs a new Google user in and completes onboarding with a prompt; resolves on /dashboard with
 * the created synth loaded. The caller closes the returned context.
 */
export async function onboardNewUser(
  browser: Browser,
  opts: { tag: string; prompt?: string; viewport?: { width: number; height: number } },
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const { appUrl } = env();
  const email = uniqueEmail(opts.tag);
  const context = await browser.newContext(opts.viewport ? { viewport: opts.viewport } : {});
  const page = await context.newPage();
  await page.goto(`${appUrl}/login`);
  await signInWithGoogle(page, { email, name: 'E2E Tester' });
  await page.waitForURL(/\/onboard$/, { timeout: 30_000 });
  await page
    .getByLabel('Describe the content you want')
    .fill(opts.prompt ?? 'weekly digest of fintech regulation news for a compliance officer, LinkedIn posts');
  await page.getByRole('button', { name: 'Create my synth' }).click();
  await page.waitForURL(/\/dashboard/, { timeout: 30_000 });
  await page.getByRole('heading', { name: 'Synth Status' }).waitFor({ timeout: 30_000 });
  return { context, page, email };
}

/** Runs the steps as a newly onboarded user (see onboardNewUser); the context is closed after, pass or fail. */
export async function asNewUser(
  browser: Browser,
  opts: Parameters<typeof onboardNewUser>[1],
  steps: (user: { context: BrowserContext; page: Page; email: string }) => Promise<void>,
): Promise<void> {
  const user = await onboardNewUser(browser, opts);
  try {
    await steps(user);
  } finally {
    await user.context.close();
  }
}

/** Runs the steps in a new signed-out browser context, closed after them, pass or fail. */
export async function inNewContext(
  browser: Browser,
  steps: (visit: { context: BrowserContext; page: Page }) => Promise<void>,
): Promise<void> {
  const context = await browser.newContext();
  try {
    await steps({ context, page: await context.newPage() });
  } finally {
    await context.close();
  }
}

/** Waits for a toast (role alert or status) holding the title and, if given, the description. */
export async function waitForToast(page: Page, title: string, description?: string, timeout = 15_000): Promise<string> {
  const toast = page
    .getByRole('region', { name: 'Notifications (F8)' })
    .locator('[role="alert"], [role="status"]')
    .filter({ has: page.locator('strong', { hasText: title }) })
    .filter(description ? { hasText: description } : {})
    .first();
  await toast.waitFor({ timeout });
  return (await toast.textContent()) ?? '';
}
