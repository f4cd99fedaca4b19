// A recipient other than the account's own address: the editor waits for their confirmation,
// Resend sends another email, and the person's press on the emailed link ends the wait.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { asNewUser, env, launchBrowser, uniqueEmail, waitForToast } from './browser';
import { confirmAsRecipient, confirmationEmails } from './recipient-mail';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a recipient who must confirm', () => {
  it('shows "Waiting for confirmation" with Resend in the editor until the person confirms', async () => {
    const { sesUrl } = env();
    await asNewUser(browser, { tag: 'confirm', viewport: { width: 1280, height: 900 } }, async ({ page }) => {
      const recipient = uniqueEmail('colleague');
      await page.getByLabel('Recipient email').fill(recipient);
      await page.getByRole('button', { name: 'Save Synth' }).click();
      await waitForToast(page, 'Synth saved');

      const note = page.getByTestId('recipient-confirmation');
      await note.getByText('Waiting for confirmation').waitFor({ timeout: 15_000 });
      expect(await note.textContent()).toContain(
        `We emailed ${recipient} a link. No digest is sent to this address until it is confirmed.`,
      );
      expect(await confirmationEmails(sesUrl, recipient)).toHaveLength(1);
      const shots = process.env.E2E_SCREENSHOT_DIR;
      if (shots) {
        fs.mkdirSync(shots, { recursive: true });
        await page.getByRole('heading', { name: 'Email Delivery' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: path.join(shots, 'editor-confirmation.png') });
      }

      await note.getByRole('button', { name: 'Resend' }).click();
      await waitForToast(page, 'Confirmation email sent', `We sent ${recipient} a new confirmation link.`);
      expect(await confirmationEmails(sesUrl, recipient)).toHaveLength(2);

      expect(await confirmAsRecipient(browser, sesUrl, recipient)).toContain(
        `${recipient} will now receive the digest it was added to.`,
      );
      await page.reload();
      await page.getByLabel('Recipient email').waitFor();
      expect(await page.getByLabel('Recipient email').inputValue()).toBe(recipient);
      expect(await page.getByText('Waiting for confirmation').count()).toBe(0);
    });
  }, 180_000);
});
