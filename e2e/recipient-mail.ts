// What a recipient does with the mail Synth sends them, in the browser: the confirmation email's
// link, pressed in a browser of their own (they have no account), and the digest that follows.
import type { Browser } from 'playwright-core';
import { CONFIRMATION_EMAIL_SUBJECT, CONFIRMATION_LINK_LABEL } from '../core/src/recipients/confirmation-email';
import { sentEmails, type StoredEmail } from '../dev-services/ses-store';

const isConfirmation = (m: StoredEmail) => m.subject === CONFIRMATION_EMAIL_SUBJECT;

async function waitForMail(
  sesUrl: string,
  to: string,
  wanted: (m: StoredEmail) => boolean,
  timeoutMs: number,
): Promise<StoredEmail[]> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await sentEmails(sesUrl, to)).filter(wanted).sort((a, b) => a.at - b.at);
    if (mails.length) return mails;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no matching email to ${to} within ${timeoutMs / 1000} s`);
}

export const confirmationEmails = (sesUrl: string, to: string, timeoutMs = 30_000) =>
  waitForMail(sesUrl, to, isConfirmation, timeoutMs);

export async function waitForDigest(sesUrl: string, to: string, timeoutMs = 120_000): Promise<StoredEmail> {
  return (await waitForMail(sesUrl, to, (m) => !isConfirmation(m), timeoutMs))[0];
}

/** Opens the newest confirmation link in a fresh browser and presses its button; resolves with the page's text. */
export async function confirmAsRecipient(browser: Browser, sesUrl: string, to: string): Promise<string> {
  const mails = await confirmationEmails(sesUrl, to);
  const text = mails[mails.length - 1].body.text ?? '';
  const link = new RegExp(`${CONFIRMATION_LINK_LABEL}: (\\S+)`).exec(text)?.[1];
  if (!link) throw new Error(`no confirmation link in the email to ${to}`);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('heading', { name: 'Confirm your address' }).waitFor();
    await page.getByRole('button', { name: 'Confirm and receive digests' }).click();
    await page.getByRole('heading', { name: 'Address confirmed' }).waitFor();
    return (await page.textContent('main')) ?? '';
  } finally {
    await context.close();
  }
}
