// Issue 30 "Done when", in Chromium, en (bistro) and es (salon): a customer opens their booking from the link
// of its confirmation e-mail (the secret manage key, the only way in), reschedules it to another free time of the
// same service and staff member, then cancels it after the confirmation dialog, and the time is offered again
// (the public slots call); a booking inside the business's policy window shows the policy message and no
// buttons. The page is axe clean and fits 375 px without sideways scrolling.
import { createI18n } from '@vitrina/i18n';
import type { TranslationKey } from '@vitrina/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linksOf, waitForMail } from '@vitrina/tooling/e2e/mail';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { bookingInfo, idOf, localDate, wizardSteps } from './support/booking-wizard.js';
import type { Info } from './support/booking-wizard.js';
import { ownerToken } from './support/owner-token.js';
import { PHONE, expectNoSeriousA11yViolations, hydrated, openSite, siteUrl, unexpected } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

type Lng = 'en' | 'es';

/** An online service of each demo business and the staff member who gives it (apps/api/src/seed). */
const BUSINESSES = [
  {
    sub: 'bistro',
    lng: 'en' as Lng,
    owner: 'owner@bistro.test',
    service: 'Wine pairing consultation',
    staff: 'Priya Nair',
    phone: '(617) 555-0102',
  },
  {
    sub: 'salon',
    lng: 'es' as Lng,
    owner: 'owner@salon.test',
    service: 'Asesoría de imagen por videollamada',
    staff: 'Carmen Ruiz',
    phone: '+34 612 345 680',
  },
];

interface Selection {
  serviceType: number;
  serviceIds: number[];
  staffId: number;
}

const query = (s: Selection, extra: Record<string, string>) =>
  new URLSearchParams({ serviceType: String(s.serviceType), serviceIds: s.serviceIds.join(','), staffId: String(s.staffId), ...extra });

/** The starts offered on `date` for the selection (the public slots call). */
async function slotStarts(clientId: number, s: Selection, date: string): Promise<number[]> {
  const res = await fetch(`${baseUrl}/api/client/${clientId}/booking/slots?${query(s, { date })}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { slots: { start: string }[] }).slots.map((x) => Date.parse(x.start));
}

/** The first date from `fromDays` to `toDays` ahead having a slot, and that slot. */
async function firstSlot(clientId: number, zone: string, s: Selection, fromDays: number, toDays: number) {
  const res = await fetch(
    `${baseUrl}/api/client/${clientId}/booking/dates?${query(s, { from: localDate(zone, fromDays), to: localDate(zone, toDays) })}`,
  );
  const { dates } = (await res.json()) as { dates: string[] };
  for (const date of dates) {
    const res2 = await fetch(`${baseUrl}/api/client/${clientId}/booking/slots?${query(s, { date })}`);
    const { slots } = (await res2.json()) as { slots: { start: string }[] };
    if (slots[0]) return { date, start: slots[0].start };
  }
  throw new Error(`no slot between ${fromDays} and ${toDays} days ahead`);
}

/** Books `start` as a visitor (the public booking call) and answers the manage link of its confirmation e-mail. */
async function bookAndOpenMail(clientId: number, s: Selection, start: string, email: string, phone: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/client/${clientId}/appointments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...s, start, details: { firstName: 'Sam', lastName: 'E2E', email, phoneNumber: phone } }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const mail = await waitForMail({ to: email });
  const link = linksOf(mail).find((href) => href.includes('/appointment/manage/'));
  expect(link, 'the confirmation links to the booking’s own page').toBeDefined();
  return link!;
}

/** No sideways scrolling at this width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(BUSINESSES)('the customer’s own booking page on $sub ($lng)', (site) => {
  const { sub, lng } = site;
  const i18n = createI18n({ lng });
  const t = (key: TranslationKey, options?: Record<string, unknown>): string => i18n.t(key, options);
  const w = wizardSteps(lng);
  let clientId: number;
  let info: Info;
  let selection: Selection;
  beforeAll(async () => {
    ({ clientId, info } = await bookingInfo(sub));
    selection = { serviceType: 2, serviceIds: [idOf(info.services, site.service)], staffId: idOf(info.staff, site.staff) };
  });

  it('reschedules, then cancels the booking from its link; the time is offered again', async () => {
    // Three days ahead at least: well before the default policy (24 hours).
    const { date, start } = await firstSlot(clientId, info.timeZone, selection, 3, 40);
    const email = `my-booking-${lng}-${Date.now().toString(36)}@example.com`;
    const link = await bookAndOpenMail(clientId, selection, start, email, site.phone);
    expect(new URL(link).origin).toBe(new URL(siteUrl(sub, '/')).origin);
    expect(await slotStarts(clientId, selection, date)).not.toContain(Date.parse(start));

    const { page, errors, close } = await openSite(browser, link);
    try {
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: t('booking:myBooking.title') }).waitFor();
      await page.getByText(site.service).first().waitFor();
      await page.getByText(site.staff).first().waitFor();
      await expectNoSeriousA11yViolations(page);

      // Reschedule: the same service and staff member's free times; the booked one is not among them, those
      // overlapping it are (the booking does not block itself).
      await page.getByRole('button', { name: t('booking:myBooking.reschedule'), exact: true }).click();
      await page.getByRole('heading', { level: 2, name: t('booking:myBooking.chooseNewTime') }).waitFor();
      await w.pickDate(page, date);
      // More times than a visitor is offered that day: those overlapping the booking are the customer's to take.
      const radios = page.locator('.site-booking__slots input[type=radio]');
      await radios.first().waitFor();
      expect(await radios.count()).toBeGreaterThan((await slotStarts(clientId, selection, date)).length);
      // The day's last time: clear of the booking (the times overlapping it are offered too, and taking one
      // of those would keep the old time busy).
      await page.locator('.site-booking__slots input[type=radio]').last().check();
      const move = page.locator('.site-my-booking__reschedule .vk-button--primary');
      await move.waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `/tmp/my-booking-reschedule-${lng}.png`, fullPage: true });
      await move.click();
      const moved = page.getByRole('status').filter({ hasText: t('booking:myBooking.moved', { date: '', time: '' }).slice(0, 12) });
      await moved.waitFor();
      const now = (await (
        await fetch(`${baseUrl}/api/client/${clientId}/my-booking/${new URL(link).pathname.split('/').pop()}`)
      ).json()) as {
        appointment: { start: string; status: string };
      };
      expect(now.appointment.status).toBe('booked');
      expect(Date.parse(now.appointment.start)).not.toBe(Date.parse(start));
      const newDate = new Intl.DateTimeFormat('en-CA', { timeZone: info.timeZone }).format(new Date(now.appointment.start));
      // The earlier time is offered again at once; the new one is taken.
      expect(await slotStarts(clientId, selection, date)).toContain(Date.parse(start));
      expect(await slotStarts(clientId, selection, newDate)).not.toContain(Date.parse(now.appointment.start));

      // Cancel, after the confirmation dialog.
      await page.getByRole('button', { name: t('booking:myBooking.cancel'), exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t('booking:myBooking.confirmCancelTitle') });
      await dialog.waitFor();
      await expectNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: t('booking:myBooking.confirmCancel') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: t('booking:myBooking.cancelled', { business: '' }).slice(0, 12) })
        .waitFor();
      await page.getByRole('link', { name: t('booking:myBooking.bookAgain') }).waitFor();
      expect(await page.getByRole('button', { name: t('booking:myBooking.reschedule'), exact: true }).count()).toBe(0);
      await page.screenshot({ path: `/tmp/my-booking-cancelled-${lng}.png`, fullPage: true });
      // The time is offered again.
      expect(await slotStarts(clientId, selection, newDate)).toContain(Date.parse(now.appointment.start));
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('inside the policy window: the policy message, no Cancel or Reschedule; axe clean at 375 px', async () => {
    const bearer = { authorization: `Bearer ${await ownerToken(browser, baseUrl, siteUrl(sub, ''), site.owner)}` };
    const settingsUrl = `${baseUrl}/api/client/${clientId}/settings`;
    const settings = (await (await fetch(settingsUrl, { headers: bearer })).json()) as Record<string, unknown>;
    const put = (value: Record<string, unknown>) =>
      fetch(settingsUrl, { method: 'PUT', headers: { ...bearer, 'content-type': 'application/json' }, body: JSON.stringify(value) });
    // The owner's policy: until 72 hours before; a booking in the next two days is inside it.
    expect((await put({ ...settings, bookingChanges: '72h' })).status).toBe(200);
    try {
      const { start } = await firstSlot(clientId, info.timeZone, selection, 0, 2);
      const email = `my-booking-late-${lng}-${Date.now().toString(36)}@example.com`;
      const link = await bookAndOpenMail(clientId, selection, start, email, site.phone);
      const { page, errors, close } = await openSite(browser, link, PHONE);
      try {
        await hydrated(page);
        await page.getByText(t('booking:myBooking.tooLate', { hours: 72, business: (settings.name as string) ?? '' })).waitFor();
        expect(await page.getByRole('button', { name: t('booking:myBooking.cancel'), exact: true }).count()).toBe(0);
        expect(await page.getByRole('button', { name: t('booking:myBooking.reschedule'), exact: true }).count()).toBe(0);
        await expectNoSeriousA11yViolations(page);
        expect(await fitsWidth(page)).toBe(true);
        await page.screenshot({ path: `/tmp/my-booking-too-late-${lng}.png`, fullPage: true });
        expect(unexpected(errors)).toEqual([]);
      } finally {
        await close();
      }
      // The server refuses it too, with its code.
      const key = new URL(link).pathname.split('/').pop();
      const refused = await fetch(`${baseUrl}/api/client/${clientId}/my-booking/${key}/cancel`, { method: 'POST' });
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('change_too_late');
    } finally {
      expect((await put(settings)).status).toBe(200);
    }
  });

  it('a wrong link says the booking was not found', async () => {
    const { page, close } = await openSite(browser, siteUrl(sub, '/appointment/manage/00000000-0000-4000-8000-000000000000'), PHONE);
    try {
      await hydrated(page);
      await page.getByText(t('booking:myBooking.notFound')).waitFor();
      await expectNoSeriousA11yViolations(page);
      expect(await fitsWidth(page)).toBe(true);
    } finally {
      await close();
    }
  });
});
