// The editor's catalogue (professions, templates, platform instructions) is the same for everyone:
// the dashboard asks for it once a session and shows it from the store on every later visit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Request } from 'playwright-core';
import { launchBrowser, onboardNewUser } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The GraphQL operation a request carries, if it is one. */
function operationOf(request: Request): string | null {
  if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return null;
  try {
    return (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? null;
  } catch {
    return null;
  }
}

describe('the dashboard catalogue', () => {
  it('is fetched once a session: a second visit to the dashboard refreshes only the user data', async () => {
    const { context, page } = await onboardNewUser(browser, { tag: 'catalogue' });
    try {
      const asked: string[] = [];
      page.on('request', (r) => {
        const op = operationOf(r);
        if (op) asked.push(op);
      });
      // The professions come from the catalogue: the picker lists them.
      await page.getByText('Professional specializations').first().waitFor();
      const professions = await page
        .locator('fieldset')
        .filter({ hasText: 'Professional specializations' })
        .getByRole('button')
        .count();
      expect(professions).toBeGreaterThan(0);

      await page.getByRole('link', { name: 'Runs', exact: true }).first().click();
      await page.getByRole('heading', { name: 'Runs', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
      await page.getByRole('heading', { name: 'Synth Status' }).waitFor();
      await page.waitForLoadState('networkidle');

      expect(asked).toContain('DashboardQuery');
      expect(asked).not.toContain('EditorCatalogQuery');
      // The store's copy still feeds the editor after the round trip.
      expect(
        await page.locator('fieldset').filter({ hasText: 'Professional specializations' }).getByRole('button').count(),
      ).toBe(professions);
    } finally {
      await context.close();
    }
  });
});
