// Debian's Chromium driven by playwright-core (browser downloads are not possible here).
import fs from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
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
