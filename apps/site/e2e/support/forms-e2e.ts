// Steps of the customer forms end-to-end tests (forms.e2e.ts, forms-es.e2e.ts): an appointment of a service
// with a seeded form booked through the public API, files for the file fields, and a form filled in.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from '@vitrina/tooling/e2e/product';
import { bookingInfo, firstDate, idOf } from './booking-wizard.js';

/** A 1×1 PNG: accepted by its bytes. */
export const PNG = {
  name: 'photo.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64'),
};
/** A Windows program: refused by its bytes (415), whatever the name says. */
export const PROGRAM = {
  name: 'setup.exe',
  mimeType: 'application/x-msdownload',
  buffer: Buffer.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0xff, 0xfe, 0xfd]),
};

export interface Booked {
  uuid: string;
  formsPath: string | null;
}

/** Books the first free slot of a mobile service at an address in the service area. */
export async function bookMobile(sub: string, service: string, details: Record<string, string>): Promise<Booked> {
  const { clientId, info } = await bookingInfo(sub);
  const serviceId = idOf(info.services, service);
  const date = await firstDate(clientId, info.timeZone, { serviceType: 1, serviceIds: [serviceId], staffId: 'any' });
  const query = new URLSearchParams({ serviceType: '1', serviceIds: String(serviceId), staffId: 'any', date });
  const day = (await (await fetch(`${baseUrl}/api/client/${clientId}/booking/slots?${query}`)).json()) as { slots: { start: string }[] };
  const start = day.slots[0]?.start;
  if (!start) throw new Error(`no slot on ${date}`);
  const res = await fetch(`${baseUrl}/api/client/${clientId}/appointments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ serviceType: 1, serviceIds: [serviceId], staffId: 'any', start, details }),
  });
  if (res.status !== 201) throw new Error(`booking answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Booked;
}

/**
 * Chooses a file and holds its upload until the progress bar shows, then lets it through: the bar is seen
 * however fast the upload would be. Resolves once the file is listed with its Remove button.
 */
export async function uploadWithProgress(page: Page, input: Locator, file: typeof PNG, remove: string, shot?: string): Promise<void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/uploads?field=*', async (route) => {
    await held;
    await route.continue();
  });
  await input.setInputFiles(file);
  await page.getByRole('progressbar').first().waitFor();
  if (shot) await page.screenshot({ path: shot, fullPage: true });
  release();
  await page.getByRole('button', { name: remove }).waitFor();
  expect(await page.getByRole('progressbar').count()).toBe(0);
  await page.unroute('**/uploads?field=*');
}

/** Answers every field of the form on the page but its files: text, a date, the first option, the boxes checked. */
export async function fillAnswers(page: Page): Promise<void> {
  const form = page.locator('form.site-form');
  for (const input of await form.locator('input[type=text], textarea').all()) await input.fill('Ana E2E');
  for (const input of await form.locator('input[type=date]').all()) await input.fill('2030-05-20');
  for (const group of await form.locator('.site-form-choice').all()) await group.locator('input[type=radio]').first().check();
  for (const box of await form.locator('input[type=checkbox]').all()) await box.check();
}
