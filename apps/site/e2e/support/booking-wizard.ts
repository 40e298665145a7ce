// Steps of the appointment wizard's end-to-end tests (booking.e2e.ts, booking-es.e2e.ts): the client's booking
// information and first free date from the API, the wizard's steps as a visitor takes them, keyboard helpers.
import { createI18n } from '@vitrina/i18n';
import type { TranslationKey } from '@vitrina/i18n';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from '@vitrina/tooling/e2e/product';

export interface Named {
  id: number;
  name: string;
}
export interface Info {
  timeZone: string;
  locations: Named[];
  services: Named[];
  staff: Named[];
}

export async function bookingInfo(sub: string): Promise<{ clientId: number; info: Info }> {
  const site = (await (await fetch(`${baseUrl}/assets/sites/${sub}.localhost/site.json`)).json()) as { client: { id: number } };
  const info = (await (await fetch(`${baseUrl}/api/client/${site.client.id}/booking`)).json()) as Info;
  return { clientId: site.client.id, info };
}

export const idOf = (list: Named[], name: string): number => {
  const found = list.find((x) => x.name === name);
  if (!found) throw new Error(`no ${name}`);
  return found.id;
};

/** YYYY-MM-DD `days` after today in `zone`. */
export function localDate(zone: string, days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

interface Query {
  serviceType: number;
  locationId?: number;
  serviceIds: number[];
  staffId: number | 'any';
}

/** The first date with a free slot, from the API's dates call. */
export async function firstDate(clientId: number, zone: string, q: Query): Promise<string> {
  const params = new URLSearchParams({
    serviceType: String(q.serviceType),
    serviceIds: q.serviceIds.join(','),
    staffId: String(q.staffId),
  });
  if (q.locationId !== undefined) params.set('locationId', String(q.locationId));
  params.set('from', localDate(zone));
  params.set('to', localDate(zone, 59));
  const res = await fetch(`${baseUrl}/api/client/${clientId}/booking/dates?${params}`);
  const { dates } = (await res.json()) as { dates: string[] };
  const [date] = dates;
  if (!date) throw new Error(`no date with slots for ${params}`);
  return date;
}

export function wizardSteps(lng: 'en' | 'es') {
  const i18n = createI18n({ lng });
  const t = (key: TranslationKey, options?: Record<string, unknown>): string => i18n.t(key, options);
  const step = (page: Page, name: string) =>
    page.getByRole('heading', { level: 2, name: t(`booking:steps.${name}` as TranslationKey) }).waitFor();
  const next = (page: Page) => page.getByRole('button', { name: t('common:continue'), exact: true }).click();
  /** Continue with nothing chosen: the §5 message is announced (live region) and takes the focus. */
  async function refused(page: Page, key: TranslationKey) {
    await next(page);
    const message = page.locator('[aria-live] p').filter({ hasText: t(key) });
    await message.waitFor();
    await expect.poll(() => message.evaluate((el) => el === document.activeElement)).toBe(true);
  }
  async function pickDate(page: Page, date: string) {
    const day = page.locator(`.site-booking__days [data-date="${date}"]`);
    for (let i = 0; i < 3 && (await day.count()) === 0; i += 1)
      await page.getByRole('button', { name: t('booking:kit.nextMonth') }).click();
    await day.click();
    await page.locator('.site-booking__slots input[type=radio]').first().waitFor();
  }
  async function pickFirstSlot(page: Page): Promise<string> {
    await page.locator('.site-booking__slots input[type=radio]').first().check();
    await expect.poll(() => new URL(page.url()).searchParams.get('slot')).toBeTruthy();
    return new URL(page.url()).searchParams.get('slot') ?? '';
  }
  async function confirm(page: Page) {
    await step(page, 'ConfirmSlot');
    await page.getByRole('button', { name: t('booking:wizard.confirm'), exact: true }).click();
    await step(page, 'DetailsFrom');
  }
  async function fillDetails(page: Page, who: { first: string; email: string; phone: string }) {
    await page.getByLabel(t('booking:details.firstName')).fill(who.first);
    await page.getByLabel(t('booking:details.lastName')).fill('E2E');
    await page.getByLabel(t('booking:details.email')).fill(who.email);
    await page.getByLabel(t('booking:details.phoneNumber')).fill(who.phone);
  }
  /** A US service address at the details step (mobile services). */
  async function fillUsAddress(page: Page, where: { address1: string; city: string; state: string; zip: string }) {
    await page.getByLabel(t('booking:details.country')).selectOption('US');
    await page.getByLabel(t('booking:details.address1')).fill(where.address1);
    await page.getByLabel(t('booking:details.city')).fill(where.city);
    await page.getByLabel(t('booking:details.state')).selectOption(where.state);
    await page.getByLabel(t('booking:details.zipCode')).fill(where.zip);
  }
  /** From the first step: the service type, one service, anyone, the date's first slot, confirmed — at the details step. */
  async function toDetails(page: Page, type: 'mobile' | 'virtual' | 'storeFront', service: RegExp, date: string) {
    await page.getByRole('radio', { name: t(`booking:serviceTypes.${type}`) }).check();
    await next(page);
    await step(page, 'SelectService');
    await page.getByRole('checkbox', { name: service }).check();
    await next(page);
    await step(page, 'SelectEmployee');
    await page.getByRole('radio', { name: t('booking:staff.anyone') }).check();
    await next(page);
    await pickDate(page, date);
    await pickFirstSlot(page);
    await next(page);
    await confirm(page);
  }
  const book = (page: Page) => page.getByRole('button', { name: t('booking:actions.book') }).click();
  async function success(page: Page) {
    await step(page, 'ConfirmationSuccess').catch(async (error: unknown) => {
      await page.screenshot({ path: `/tmp/booking-failed-${lng}-${Date.now()}.png`, fullPage: true });
      throw error;
    });
    await expect.poll(() => new URL(page.url()).searchParams.get('appointment')).toMatch(/^[0-9a-f-]{36}$/);
    return new URL(page.url()).searchParams.get('appointment') ?? '';
  }
  return { t, step, next, refused, pickDate, pickFirstSlot, confirm, fillDetails, fillUsAddress, toDetails, book, success };
}

/** Keyboard only: Tab until `target` has the focus (at most 80 presses). */
export async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 80; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

/** Keyboard only: into a radio group, then arrows until `target` is checked. */
export async function arrowTo(page: Page, group: Locator, target: Locator) {
  await tabTo(page, group.first());
  for (let i = 0; i < 10 && !(await target.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
  expect(await target.isChecked()).toBe(true);
}
