// Debian's Chromium driven by playwright-core (browser downloads are not possible here).
import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH || ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find((p) => fs.existsSync(p)) || '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium is not installed at ${CHROMIUM}: run \`apt-get install chromium\` or set CHROMIUM_PATH.`);
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

export const env = () => inject('e2e');

/**
 * Signs in with Google through the Firebase Auth emulator's popup, as a person would: the app's
 * "Sign in with Google" button opens the emulator page, where we add an account.
 */
export async function signInWithGoogle(page: Page, context: BrowserContext, person: { email: string; name: string }): Promise<void> {
  const popupPromise = context.waitForEvent('page');
  await page.getByRole('button', { name: /sign in with google/i }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState('domcontentloaded');
  await popup.locator('#add-account-button button').click();
  await popup.locator('#email-input').fill(person.email);
  await popup.locator('#display-name-input').fill(person.name);
  await popup.locator('#sign-in').click();
  await popup.waitForEvent('close', { timeout: 30_000 }).catch(() => undefined);
}
