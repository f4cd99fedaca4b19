// Session loss, unknown routes, the subscribe query parameters, the template test page, the
// sidebar preference and the narrow-screen dashboard.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { asNewUser, chromiumForFile, env, inNewContext, waitForToast } from './browser';

const CHECKOUT_MESSAGES = [
  'Failed to create checkout session',
  'No checkout URL returned from server',
  'Your account information is incomplete. Please sign out and sign in again to update your profile.',
  'Unable to create checkout session. Please try again.',
];

const chromium = chromiumForFile();

describe('401 and unknown routes', () => {
  it('a lost session sends the next protected page to /login', async () => {
    const { appUrl } = env();
    await asNewUser(chromium.browser, { tag: 'session' }, async ({ context, page }) => {
      await context.clearCookies();
      await page.goto(`${appUrl}/synths`);
      await page.waitForURL(/\/login$/, { timeout: 30_000 });
      await page.getByRole('button', { name: /sign in with google/i }).waitFor();
    });
  });

  it('a live page whose session expires goes to /login on its next request', async () => {
    await asNewUser(chromium.browser, { tag: 'live-401' }, async ({ context, page }) => {
      await context.clearCookies();
      // Client-side navigation: the SPA is still loaded and sends only its firebase-uid header.
      await page.getByRole('link', { name: 'Synths', exact: true }).first().click();
      await page.waitForURL(/\/login$/, { timeout: 30_000 });
      await page.getByRole('button', { name: /sign in with google/i }).waitFor();
    });
  });

  it('Logout ends the session: /login, and protected pages stay closed', async () => {
    const { appUrl } = env();
    await asNewUser(chromium.browser, { tag: 'logout' }, async ({ context, page }) => {
      await page.getByRole('button', { name: 'Logout' }).first().click();
      await page.waitForURL(/\/login$/, { timeout: 30_000 });
      await page.getByRole('button', { name: /sign in with google/i }).waitFor();
      expect((await context.cookies()).filter((c) => /session/i.test(c.name))).toEqual([]);
      await page.goto(`${appUrl}/dashboard`);
      await page.waitForURL(/\/login$/, { timeout: 30_000 });
    });
  });

  it('an unknown route shows the 404 texts and a Back to Dashboard link to /', async () => {
    const { appUrl } = env();
    await inNewContext(chromium.browser, async ({ page }) => {
      await page.goto(`${appUrl}/definitely/not/here`);
      await page.getByRole('heading', { name: '404 Not Found' }).waitFor();
      const body = (await page.textContent('body')) ?? '';
      expect(body).toContain("The page you're looking for doesn't exist or has been moved.");
      expect(body).toContain(
        "We couldn't find the page you were looking for. Check the URL or navigate to one of our available pages.",
      );
      const back = page.getByRole('link', { name: 'Back to Dashboard' });
      expect(await back.getAttribute('href')).toBe('/');
      await back.click();
      await page.waitForURL(`${appUrl}/`);
    });
  });
});

describe('the subscribe page query parameters', () => {
  it('success=true toasts "Payment successful", canceled=true toasts "Payment canceled"', async () => {
    const { appUrl } = env();
    await asNewUser(chromium.browser, { tag: 'subscribe' }, async ({ page }) => {
      await page.goto(`${appUrl}/subscribe?success=true`);
      expect(await waitForToast(page, 'Payment successful')).toContain('Payment successful');
      await page.waitForFunction(() => !location.search.includes('success'));

      await page.goto(`${appUrl}/subscribe?canceled=true`);
      expect(await waitForToast(page, 'Payment canceled')).toContain('Payment canceled');
      await page.waitForFunction(() => !location.search.includes('canceled'));
    });
  });

  it('checkout=true starts checkout after 500 ms; without Stripe it shows the exact checkout error text', async () => {
    const { appUrl } = env();
    await asNewUser(chromium.browser, { tag: 'checkout' }, async ({ page }) => {
      const requests: { url: string; at: number }[] = [];
      // The page starts checkout with the createCheckout mutation.
      page.on('request', (r) => {
        if (r.url().includes('/graphql') && r.postData()?.includes('useCreateCheckoutMutation'))
          requests.push({ url: r.url(), at: Date.now() });
      });
      const start = Date.now();
      await page.goto(`${appUrl}/subscribe?checkout=true&tier=basic&billingCycle=monthly`);
      const text = await waitForToast(page, 'Payment Error', undefined, 30_000);
      expect(requests.length).toBe(1);
      expect(requests[0].at - start).toBeGreaterThanOrEqual(500);
      const description = text.replace('Payment Error', '').replace(/×$/, '').trim();
      expect(CHECKOUT_MESSAGES).toContain(description);
      expect(page.url()).toContain('/subscribe');
    });
  });
});

describe('other signed-in pages', () => {
  it('the template test page loads stats-driven-industry-impact', async () => {
    const { appUrl } = env();
    await asNewUser(chromium.browser, { tag: 'template' }, async ({ page }) => {
      await page.goto(`${appUrl}/template-test`);
      await page.getByRole('heading', { name: 'LinkedIn Template Test Page' }).waitFor();
      expect(await page.getByLabel('Content Template').inputValue()).toBe('stats-driven-industry-impact');
      const area = page.getByLabel('Template Content');
      await page.waitForFunction(
        () => ((document.querySelector('textarea') as HTMLTextAreaElement | null)?.value ?? '').length > 0,
      );
      expect(await area.inputValue()).toContain('the number every {industry} leader should read twice this week');
    });
  });

  it('the collapsed sidebar survives a reload (localStorage.sidebarExpanded)', async () => {
    await asNewUser(chromium.browser, { tag: 'sidebar' }, async ({ page }) => {
      const sidebar = page.getByTestId('sidebar');
      await sidebar.waitFor();
      expect(await sidebar.getAttribute('data-expanded')).toBe('true');
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      await page.waitForFunction(
        () => document.querySelector('[data-testid="sidebar"]')?.getAttribute('data-expanded') === 'false',
      );
      expect(await page.evaluate(() => localStorage.getItem('sidebarExpanded'))).toBe('false');

      await page.reload();
      await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
      expect(await page.getByTestId('sidebar').getAttribute('data-expanded')).toBe('false');

      await page.getByRole('button', { name: 'Expand sidebar' }).click();
      await page.reload();
      await page.getByRole('button', { name: 'Collapse sidebar' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('sidebarExpanded'))).toBe('true');
    });
  });

  it.each([375, 360])('the dashboard at %i px: screenshot, and no horizontal overflow', async (width) => {
    await asNewUser(
      chromium.browser,
      { tag: `mobile-${width}`, viewport: { width, height: 812 } },
      async ({ page }) => {
        await page.getByRole('button', { name: 'Run Synth' }).waitFor();
        await page.evaluate(() => document.fonts.ready);
        const dir = path.join(__dirname, 'screenshots');
        fs.mkdirSync(dir, { recursive: true });
        const file = path.join(dir, `dashboard-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        expect(fs.statSync(file).size).toBeGreaterThan(1000);
        const { scrollWidth, wide } = await page.evaluate(
          (w) => ({
            scrollWidth: document.documentElement.scrollWidth,
            // Visible elements reaching past the viewport's right edge (a closed drawer is off-screen to the left).
            wide: [...document.querySelectorAll('body *')]
              .filter((el) => {
                const r = el.getBoundingClientRect();
                return r.width > 0 && r.right > w + 0.5 && getComputedStyle(el).visibility !== 'hidden';
              })
              .slice(0, 5)
              .map((el) => `${el.tagName}.${el.className}`),
          }),
          width,
        );
        expect(wide, `elements past ${width} px: ${wide.join(', ')}`).toEqual([]);
        expect(scrollWidth).toBeLessThanOrEqual(width);
      },
    );
  });
});
