// Checks the editor's end-to-end tests run on its popups (axe-core 0 serious or
// critical; keyboard alone, focus trapped, Escape and Close close): axe-core evaluated over the DevTools
// protocol (an injected <script> would be blocked by the page's CSP), Tab walks that must stay inside.
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

/**
 * axe-core on the open popup, or on `within` (a selector or locator): the serious and critical violations,
 * as readable lines. Frames are left out: the backup preview frame holds the public site's sections, which
 * the site's own tests check.
 */
export async function seriousA11yViolations(page: Page, within: string | Locator = '[role="dialog"]'): Promise<string[]> {
  await page.evaluate(axeSource);
  const target = typeof within === 'string' ? page.locator(within).first() : within;
  return onConnected(target, (locator) =>
    locator.evaluate(async (root) => {
      type Violation = { id: string; impact: string | null; nodes: { target: unknown[] }[] };
      const axe = (window as unknown as { axe: { run: (ctx: Element, options: object) => Promise<{ violations: Violation[] }> } }).axe;
      if (!root.isConnected) return null;
      const result = await axe.run(root, { iframes: false }).catch((e: unknown) => {
        if (!root.isConnected) return null;
        throw e;
      });
      if (!result) return null;
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
    }),
  );
}

/**
 * Runs `check` on `target`, again on the element that replaced it when a re-render took it out of the page
 * between finding it and checking it (a screen that remounts after a save, as /manage/forms/new becoming the
 * saved form's address): `check` answers null for a root no longer in the page.
 */
async function onConnected<T>(target: Locator, check: (target: Locator) => Promise<T | null>): Promise<T> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await target.waitFor();
    const result = await check(target);
    if (result !== null) return result;
  }
  throw new Error('the element to check kept leaving the page');
}

/**
 * The violations of the axe rules `ruleIds` only under `within`, whatever their impact: also rules axe leaves
 * off by default, such as label-content-name-mismatch (WCAG 2.5.3, experimental in axe-core).
 */
export async function a11yViolationsOf(page: Page, within: string | Locator, ruleIds: string[]): Promise<string[]> {
  await page.evaluate(axeSource);
  const target = typeof within === 'string' ? page.locator(within).first() : within;
  return onConnected(target, (locator) =>
    locator.evaluate(async (root, ids) => {
      type Violation = { id: string; nodes: { target: unknown[]; failureSummary?: string }[] };
      const axe = (window as unknown as { axe: { run: (ctx: Element, options: object) => Promise<{ violations: Violation[] }> } }).axe;
      if (!root.isConnected) return null;
      const rules = Object.fromEntries(ids.map((id) => [id, { enabled: true }]));
      const result = await axe.run(root, { iframes: false, runOnly: { type: 'rule', values: ids }, rules }).catch((e: unknown) => {
        if (!root.isConnected) return null;
        throw e;
      });
      if (!result) return null;
      return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${JSON.stringify(n.target)}`));
    }, ruleIds),
  );
}

export async function expectNoSeriousA11yViolations(page: Page, target: Locator): Promise<void> {
  expect(await seriousA11yViolations(page, target)).toEqual([]);
}

export const focusInside = (dialog: Locator): Promise<boolean> => dialog.evaluate((el) => el.contains(document.activeElement));

/** Tabs (focus must never leave the dialog: it is trapped) until the focused button reads `name`. */
export async function tabToButton(page: Page, dialog: Locator, name: string, limit = 80): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog)).toBe(true);
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return el instanceof HTMLButtonElement ? el.textContent?.trim() : null;
    });
    if (focused === name) return;
  }
  throw new Error(`no "${name}" button reached with Tab`);
}

/** Opens a popup from its button with the keyboard; focus moves into it. */
export async function openWithKeyboard(page: Page, button: string | Locator, title: string): Promise<Locator> {
  const opener = typeof button === 'string' ? page.getByRole('button', { name: button, exact: true }) : button;
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await dialog.waitFor();
  expect(await focusInside(dialog)).toBe(true);
  return dialog;
}

/**
 * The whole keyboard round of one popup: opened with Enter, axe clean, a full Tab cycle and a Shift+Tab
 * cycle that never leave it, Escape closes it and gives focus back to its button; opened again, Tab to
 * Close and Enter closes it too.
 */
export async function checkPopupByKeyboard(page: Page, button: string | Locator, title: string): Promise<void> {
  const opener = typeof button === 'string' ? page.getByRole('button', { name: button, exact: true }) : button;
  let dialog = await openWithKeyboard(page, opener, title);
  expect(await seriousA11yViolations(page), `axe on "${title}"`).toEqual([]);
  const stops = await dialog.evaluate(
    (el) =>
      el.querySelectorAll(
        'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ).length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i <= stops + 1; i += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(dialog), `${key} ${i + 1} left "${title}"`).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await opener.evaluate((el) => el === document.activeElement), `focus back on the button of "${title}"`).toBe(true);

  dialog = await openWithKeyboard(page, opener, title);
  await tabToButton(page, dialog, 'Close');
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
}
