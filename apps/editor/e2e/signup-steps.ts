// The sign-up wizard's steps as the end-to-end files walk them (signup.e2e.ts, signup-es.e2e.ts): answers
// typed the way a person types them, axe on each screen, no sideways scroll, and the templates from the API.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousA11yViolations } from './popup-checks.js';

export interface TemplateSummary {
  id: number;
  name: string;
  font: string | null;
}

export async function listTemplates(baseUrl: string): Promise<TemplateSummary[]> {
  const res = await fetch(`${baseUrl}/api/templates`);
  if (!res.ok) throw new Error(`GET /api/templates answered ${res.status}`);
  return ((await res.json()) as { templates: TemplateSummary[] }).templates;
}

/** A name no earlier run has signed up with (the product keeps its data for the whole e2e run). */
export function uniqueName(prefix: string): { name: string; subdomain: string } {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  return { name: `${prefix} ${suffix}`, subdomain: `${prefix.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${suffix}` };
}

/** The screen shows `heading` and focus went to it (issue 16: focus moves to the step heading). */
export async function expectStep(page: Page, heading: string, progress: string): Promise<void> {
  const title = page.getByRole('heading', { level: 2, name: heading, exact: true });
  await title.waitFor();
  await page.getByText(progress, { exact: true }).waitFor();
  await expect.poll(() => title.evaluate((el) => el === document.activeElement)).toBe(true);
}

export async function expectAxeClean(page: Page, label: string): Promise<void> {
  expect(await seriousA11yViolations(page, 'body'), `axe on ${label}`).toEqual([]);
}

export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `sideways scroll on ${label}`).toBeLessThanOrEqual(0);
}

export async function clickContinue(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
}
