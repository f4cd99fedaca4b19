// Accessibility: axe-core audits every route (and the dashboard's catalogue dialog and the phone
// drawer) in Chromium; a serious or critical violation fails with the rule and the elements.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { asNewUser, chromiumForFile, env, inNewContext, signInWithGoogle, uniqueEmail } from './browser';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe on the page as it stands and lists each serious or critical violation readably. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.help}): ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

/** Waits until the route has rendered its main content, past spinners and lazy chunks. */
async function settled(page: Page, heading: string | RegExp): Promise<void> {
  await page.getByRole('heading', { name: heading }).first().waitFor({ timeout: 30_000 });
  // Live pages hold sockets open, so "network idle" never comes: wait for loading states instead.
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 30_000 });
}

const chromium = chromiumForFile();

describe('no serious axe-core violations', () => {
  it('on the signed-out routes: landing, login, 404', async () => {
    const { appUrl } = env();
    await inNewContext(chromium.browser, async ({ page }) => {
      const routes: [string, RegExp][] = [
        ['/', /./],
        ['/login', /./],
        ['/no/such/page', /not found/i],
      ];
      const found: string[] = [];
      for (const [route, heading] of routes) {
        await page.goto(`${appUrl}${route}`);
        await settled(page, heading);
        found.push(...(await seriousViolations(page)).map((v) => `${route}: ${v}`));
      }
      expect(found).toEqual([]);
    });
  });

  it('on every signed-in route, the catalogue dialog and the phone drawer', async () => {
    const { appUrl } = env();
    await asNewUser(chromium.browser, { tag: 'a11y' }, async ({ page }) => {
      const found: string[] = [];
      const audit = async (label: string) =>
        found.push(...(await seriousViolations(page)).map((v) => `${label}: ${v}`));

      await settled(page, 'Synth Status');
      await audit('/dashboard');
      await page.getByRole('button', { name: 'Browse Categories' }).click();
      await page.getByRole('dialog', { name: 'Browse RSS Feed Categories' }).waitFor();
      await audit('/dashboard (Browse Categories dialog)');
      await page.keyboard.press('Escape');

      const routes: [string, string | RegExp][] = [
        ['/synths', /synths/i],
        ['/subscribe', /./],
        ['/template-test', /template/i],
        ['/settings/voice', /your voice/i],
      ];
      for (const [route, heading] of routes) {
        await page.goto(`${appUrl}${route}`);
        await settled(page, heading);
        await audit(route);
      }

      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${appUrl}/dashboard`);
      await settled(page, 'Synth Status');
      await audit('/dashboard at 375 px');
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await page.getByRole('dialog', { name: 'Navigation menu' }).waitFor();
      await audit('/dashboard at 375 px (drawer open)');

      expect(found).toEqual([]);
    });
  });

  it('on the onboarding page', async () => {
    const { appUrl } = env();
    await inNewContext(chromium.browser, async ({ page }) => {
      await page.goto(`${appUrl}/login`);
      await signInWithGoogle(page, { email: uniqueEmail('a11y-onboard'), name: 'A11y Tester' });
      await page.waitForURL(/\/onboard$/, { timeout: 30_000 });
      await settled(page, /./);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
