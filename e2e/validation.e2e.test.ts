// The form's validation toasts, with the exact texts users see, as the dashboard raises them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { env, launchBrowser, onboardNewUser, waitForToast } from './browser';

let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function freshDashboard(tag: string): Promise<Page> {
  await context?.close();
  const made = await onboardNewUser(browser, { tag });
  context = made.context;
  return made.page;
}

const toastText = async (page: Page, title: string, description: string) => {
  const text = await waitForToast(page, title, description);
  expect(text).toContain(title);
  expect(text).toContain(description);
  return text;
};

describe('validation toasts', () => {
  afterAll(async () => {
    await context?.close();
  });

  it('an empty feed URL: "Validation Error: Please enter a valid RSS feed URL" (add and validate)', async () => {
    const page = await freshDashboard('empty-feed');
    await page.getByRole('button', { name: 'Add Feed', exact: true }).click();
    await toastText(page, 'Validation Error', 'Please enter a valid RSS feed URL');
    await page.getByRole('button', { name: 'Close notification' }).click();

    // Emptying a listed feed and validating it raises the same toast.
    const row = page.getByLabel('RSS feed URL 1');
    await row.fill('');
    expect(await row.inputValue()).toBe('');
    await page.getByRole('list', { name: 'RSS feeds' }).getByRole('button', { name: 'Validate' }).first().click();
    await toastText(page, 'Validation Error', 'Please enter a valid RSS feed URL');
  });

  it('a duplicate feed: "Duplicate Feed: This RSS feed is already in your list."', async () => {
    const page = await freshDashboard('dup-feed');
    const url = `${env().feedsUrl}/rss-2-riverside-chronicle.rss`;
    const input = page.getByLabel('New RSS feed URL');
    await input.fill(url);
    await page.getByRole('button', { name: 'Add Feed', exact: true }).click();
    await page.waitForFunction(
      () => (document.querySelector('input[aria-label="New RSS feed URL"]') as HTMLInputElement).value === '',
    );
    await input.fill(`${url}/`); // canonical form: trailing slash and case do not make it new
    await page.getByRole('button', { name: 'Add Feed', exact: true }).click();
    await toastText(page, 'Duplicate Feed', 'This RSS feed is already in your list.');
  });

  it('the plan maximum: "Maximum RSS feeds reached: Your Free Trial plan allows up to 10 RSS feeds. …"', async () => {
    const page = await freshDashboard('max-feeds');
    const { feedsUrl } = env();
    await page.getByRole('button', { name: 'Clear Synth' }).click();
    const sources = page.locator('section', { has: page.getByRole('heading', { name: 'RSS Feed Sources' }) });
    await sources.getByText(/0 of 10 feeds used on your Free Trial plan/).waitFor();
    const input = page.getByLabel('New RSS feed URL');
    for (let i = 1; i <= 10; i++) {
      await input.fill(`${feedsUrl}/feed-${i}.rss`);
      await input.press('Enter');
      await sources.getByText(`${i} of 10 feeds used`).waitFor();
    }
    await input.fill(`${feedsUrl}/feed-11.rss`);
    await page.getByRole('button', { name: 'Add Feed', exact: true }).click();
    await toastText(
      page,
      'Maximum RSS feeds reached',
      'Your Free Trial plan allows up to 10 RSS feeds. Upgrade your subscription for more feeds.',
    );
    expect(await page.getByRole('list', { name: 'RSS feeds' }).getByRole('listitem').count()).toBe(10);
  });

  it('quick create with an empty prompt: "Prompt Required: …"', async () => {
    const page = await freshDashboard('prompt');
    await page.getByLabel('What should your synth cover?').fill('   ');
    await page.getByRole('button', { name: 'Create Synth', exact: true }).click();
    await toastText(page, 'Prompt Required', 'Please enter a description of the content you want to create.');
  });

  it('saving with an empty name: "Validation Error" with the message the API also gives', async () => {
    const page = await freshDashboard('empty-name');
    await page.getByLabel('Synth name').fill('');
    await page.getByRole('button', { name: 'Save Synth' }).click();
    await toastText(page, 'Validation Error', 'Name is required');
  });

  it('the onboarding submit is disabled while the prompt is blank', async () => {
    const { appUrl } = env();
    const { signInWithGoogle, uniqueEmail } = await import('./browser');
    await context?.close();
    context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${appUrl}/login`);
    await signInWithGoogle(page, { email: uniqueEmail('blank-onboard'), name: 'Blank Prompt' });
    await page.waitForURL(/\/onboard$/, { timeout: 30_000 });
    const submit = page.getByRole('button', { name: 'Create my synth' });
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Describe the content you want').fill('   ');
    expect(await submit.isDisabled()).toBe(true);
    await page.getByLabel('Describe the content you want').fill('AI in healthcare');
    expect(await submit.isDisabled()).toBe(false);
  });
});
