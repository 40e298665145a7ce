// The visitor's appointment wizard end to end (issue 14; spec §2 appointment flow, §3 appointment details,
// §5 step messages and "enter a valid phone number", §8 "Slots are not available for the selected date"), in
// English on bistro (Spanish on salon: booking-es.e2e.ts), on the seeded staff, hours and services, in Chromium against the
// running product. Other e2e files book on the same product: dates come from the dates call and the time is
// the first one the picker offers, never a fixed slot.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { ownerToken } from './support/owner-token.js';
import { arrowTo, bookingInfo, firstDate, idOf, localDate, tabTo, wizardSteps } from './support/booking-wizard.js';
import type { Info } from './support/booking-wizard.js';
import { expectNoSeriousA11yViolations, hydrated, openSite, port, rawGet, siteUrl } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('appointment wizard on bistro (en)', () => {
  const w = wizardSteps('en');
  const { t } = w;
  let clientId: number;
  let info: Info;
  beforeAll(async () => {
    ({ clientId, info } = await bookingInfo('bistro'));
  });

  it('storefront: every step’s §5 message, reload keeps the choices, Back goes one step back, axe clean, then booked; the owner cancels and the slot is offered again', async () => {
    const harbor = idOf(info.locations, 'Harbor Lane Bistro');
    const tasting = idOf(info.services, "Chef's table tasting");
    const dana = idOf(info.staff, 'Dana Whitaker');
    const date = await firstDate(clientId, info.timeZone, { serviceType: 0, locationId: harbor, serviceIds: [tasting], staffId: dana });
    const { page, errors, close } = await openSite(browser, siteUrl('bistro', '/appointment'));
    try {
      await hydrated(page);
      await w.step(page, 'ServiceType');
      await expectNoSeriousA11yViolations(page);
      await w.refused(page, 'validation:appointment.selectServiceType');
      await page.screenshot({ path: '/tmp/booking-service-type-en.png', fullPage: true });
      await page.getByRole('radio', { name: t('booking:serviceTypes.storeFront') }).check();
      await w.next(page);

      await w.step(page, 'SelectLocation');
      await w.refused(page, 'validation:appointment.selectLocation');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('radio', { name: /Harbor Lane Bistro/ }).check();
      await w.next(page);

      await w.step(page, 'SelectService');
      await w.refused(page, 'validation:appointment.selectServices');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('checkbox', { name: /Chef's table tasting/ }).check();
      await w.next(page);

      await w.step(page, 'SelectEmployee');
      await w.refused(page, 'validation:appointment.selectStaff');
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('radio', { name: /Dana Whitaker/ }).check();
      await w.next(page);
      await w.step(page, 'SelectDateAndTime');

      // Reload in the middle: same step, same choices.
      await page.reload();
      await hydrated(page);
      await w.step(page, 'SelectDateAndTime');
      // The browser's Back: one step back, the choice still made.
      await page.goBack();
      await w.step(page, 'SelectEmployee');
      expect(await page.getByRole('radio', { name: /Dana Whitaker/ }).isChecked()).toBe(true);
      await page.goForward();
      await w.step(page, 'SelectDateAndTime');

      await w.pickDate(page, date);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: '/tmp/booking-date-time-en.png', fullPage: true });
      const slot = await w.pickFirstSlot(page);
      await w.next(page);
      await w.step(page, 'ConfirmSlot');
      await page.getByText("Chef's table tasting").first().waitFor();
      await page.getByText('Dana Whitaker').first().waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: '/tmp/booking-confirm-en.png', fullPage: true });
      await w.confirm(page);
      // Back to the summary and Confirm again: the visitor's own hold is replaced, never "taken".
      await page.getByRole('button', { name: t('common:back'), exact: true }).click();
      await w.confirm(page);

      await w.book(page);
      for (const key of ['validation:required.firstName', 'validation:required.lastName', 'validation:required.email'] as const) {
        await page.getByText(t(key)).first().waitFor();
      }
      await w.fillDetails(page, { first: 'Ana', email: 'ana-storefront@example.com', phone: '12' });
      await w.book(page);
      await page.getByText(t('validation:appointment.invalidPhone')).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: '/tmp/booking-details-en.png', fullPage: true });
      await page.getByLabel(t('booking:details.phoneNumber')).fill('(617) 555-0100');
      await w.book(page);
      const uuid = await w.success(page);
      await page.getByText("Chef's table tasting").first().waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: '/tmp/booking-success-en.png', fullPage: true });

      // The owner cancels it: the same start is offered again at once.
      const slotsOf = async () => {
        const q = new URLSearchParams({
          serviceType: '0',
          locationId: String(harbor),
          serviceIds: String(tasting),
          staffId: String(dana),
          date,
        });
        const day = (await (await fetch(`${baseUrl}/api/client/${clientId}/booking/slots?${q}`)).json()) as { slots: { start: string }[] };
        return day.slots.map((s) => Date.parse(s.start));
      };
      expect(await slotsOf()).not.toContain(Date.parse(slot));
      const bearer = { authorization: `Bearer ${await ownerToken(browser, baseUrl, siteUrl('bistro', ''), 'owner@bistro.test')}` };
      const from = new Date(Date.parse(slot) - 24 * 3600_000).toISOString();
      const to = new Date(Date.parse(slot) + 24 * 3600_000).toISOString();
      const list = (await (
        await fetch(`${baseUrl}/api/client/${clientId}/owner-appointments?${new URLSearchParams({ from, to })}`, { headers: bearer })
      ).json()) as {
        appointments: { id: number; uuid: string; status: string }[];
      };
      const booked = list.appointments.find((a) => a.uuid === uuid);
      expect(booked?.status).toBe('booked');
      const cancel = await fetch(`${baseUrl}/api/client/${clientId}/owner-appointments/${booked?.id}/cancel`, {
        method: 'POST',
        headers: bearer,
      });
      expect(cancel.status).toBe(200);
      expect(await slotsOf()).toContain(Date.parse(slot));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the server already renders the step of the URL, with its choices', async () => {
    const harbor = idOf(info.locations, 'Harbor Lane Bistro');
    const res = await rawGet(`/appointment?step=SelectService&type=0&location=${harbor}`, `bistro.localhost:${port}`);
    expect(res.status).toBe(200);
    const html = res.body.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(html).toContain(t('booking:steps.SelectService'));
    // At Harbor Lane only Dana works: her tasting is offered, Marco's cooking class (Seaport) is not.
    expect(html).toContain('table tasting');
    expect(html).toContain(`value="${idOf(info.services, "Chef's table tasting")}"`);
    expect(html).not.toContain('Cooking class</span>');
  });

  it('the §8 message for a day without hours (Dana works no Mondays: the bistro is closed)', async () => {
    const harbor = idOf(info.locations, 'Harbor Lane Bistro');
    const tasting = idOf(info.services, "Chef's table tasting");
    const dana = idOf(info.staff, 'Dana Whitaker');
    const monday = Array.from({ length: 7 }, (_, i) => localDate(info.timeZone, 7 + i)).find(
      (d) => new Date(`${d}T12:00:00Z`).getUTCDay() === 1,
    );
    const q = new URLSearchParams({
      step: 'SelectDateAndTime',
      type: '0',
      location: String(harbor),
      services: String(tasting),
      staff: String(dana),
      date: monday ?? '',
    });
    const { page, close } = await openSite(browser, siteUrl('bistro', `/appointment?${q}`));
    try {
      await hydrated(page);
      await w.step(page, 'SelectDateAndTime');
      await page.getByText(t('errors:booking.slotsUnavailable')).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: '/tmp/booking-no-slots-en.png', fullPage: true });
    } finally {
      await close();
    }
  });

  it('mobile: an address outside the radius (New York 10001) is refused with its message; Cambridge 02139 books', async () => {
    const chef = idOf(info.services, 'Private chef at home');
    const date = await firstDate(clientId, info.timeZone, { serviceType: 1, serviceIds: [chef], staffId: 'any' });
    const { page, close } = await openSite(browser, siteUrl('bistro', '/appointment'));
    try {
      await hydrated(page);
      await w.toDetails(page, 'mobile', /Private chef at home/, date);
      await w.fillDetails(page, { first: 'Noor', email: 'noor-mobile@example.com', phone: '(617) 555-0101' });
      await w.fillUsAddress(page, { address1: '350 Fifth Avenue', city: 'New York', state: 'NY', zip: '10001' });
      await w.book(page);
      await page.getByText(t('errors:booking.outsideServiceArea')).waitFor();
      await w.step(page, 'DetailsFrom');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: '/tmp/booking-outside-area-en.png', fullPage: true });
      await w.fillUsAddress(page, { address1: '77 Massachusetts Avenue', city: 'Cambridge', state: 'MA', zip: '02139' });
      await w.book(page);
      await w.success(page);
      await page.getByText('Private chef at home').first().waitFor();
      await page
        .getByText(/Cambridge/)
        .first()
        .waitFor();
    } finally {
      await close();
    }
  });

  it('virtual, keyboard only: the wine pairing consultation is booked and the success page shows the meeting link', async () => {
    const wine = idOf(info.services, 'Wine pairing consultation');
    const priya = idOf(info.staff, 'Priya Nair');
    const date = await firstDate(clientId, info.timeZone, { serviceType: 2, serviceIds: [wine], staffId: priya });
    const { page, close } = await openSite(browser, siteUrl('bistro', '/appointment'));
    try {
      await hydrated(page);
      const types = page.getByRole('radio');
      await arrowTo(page, types, page.getByRole('radio', { name: t('booking:serviceTypes.virtual') }));
      await tabTo(page, page.getByRole('button', { name: t('common:continue'), exact: true }));
      await page.keyboard.press('Enter');
      await w.step(page, 'SelectService');
      // The heading has the focus: Tab goes on into the step.
      expect(await page.locator('#booking-step-title').evaluate((el) => el === document.activeElement)).toBe(true);
      await tabTo(page, page.getByRole('checkbox', { name: /Wine pairing consultation/ }));
      await page.keyboard.press('Space');
      await tabTo(page, page.getByRole('button', { name: t('common:continue'), exact: true }));
      await page.keyboard.press('Enter');
      await w.step(page, 'SelectEmployee');
      await arrowTo(page, page.getByRole('radio'), page.getByRole('radio', { name: /Priya Nair/ }));
      await tabTo(page, page.getByRole('button', { name: t('common:continue'), exact: true }));
      await page.keyboard.press('Enter');
      await w.step(page, 'SelectDateAndTime');
      // The date grid: one tab stop, arrows move the focus, Enter chooses.
      await tabTo(page, page.locator('.site-booking__days button[tabindex="0"]'));
      // Each arrow waits for the focus to land on the next day (crossing into the next month re-renders the grid).
      const focusedDay = async (not: string) => {
        const handle = await page.waitForFunction((previous) => {
          const day = (document.activeElement as HTMLElement | null)?.dataset.date;
          return day && day !== previous ? day : null;
        }, not);
        return (await handle.jsonValue()) as string;
      };
      for (let i = 0, focused = await focusedDay(''); focused !== date; i += 1) {
        expect(i, `the arrow keys reach ${date}`).toBeLessThan(70);
        await page.keyboard.press(focused < date ? 'ArrowRight' : 'ArrowLeft');
        focused = await focusedDay(focused);
      }
      await page.keyboard.press('Enter');
      const firstSlot = page.locator('.site-booking__slots input[type=radio]').first();
      await firstSlot.waitFor();
      await tabTo(page, firstSlot);
      await page.keyboard.press('Space');
      await expect.poll(() => new URL(page.url()).searchParams.get('slot')).toBeTruthy();
      await tabTo(page, page.getByRole('button', { name: t('common:continue'), exact: true }));
      await page.keyboard.press('Enter');
      await w.step(page, 'ConfirmSlot');
      await tabTo(page, page.getByRole('button', { name: t('booking:wizard.confirm'), exact: true }));
      await page.keyboard.press('Enter');
      await w.step(page, 'DetailsFrom');
      await tabTo(page, page.getByLabel(t('booking:details.firstName')));
      await page.keyboard.type('Kai');
      await page.keyboard.press('Tab');
      await page.keyboard.type('E2E');
      await page.keyboard.press('Tab');
      await page.keyboard.type('kai-virtual@example.com');
      await page.keyboard.press('Tab');
      await page.keyboard.type('(617) 555-0102');
      await tabTo(page, page.getByRole('button', { name: t('booking:actions.book') }));
      await page.keyboard.press('Enter');
      await w.success(page);
      await page.getByRole('link', { name: t('booking:kit.joinMeeting') }).waitFor();
      expect(await page.getByRole('link', { name: t('booking:kit.joinMeeting') }).getAttribute('href')).toBe(
        'https://meet.example.com/harbor-lane-wine',
      );
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: '/tmp/booking-virtual-success-en.png', fullPage: true });
    } finally {
      await close();
    }
  });

  it('staff first (by=staff): Marco, then his Cooking class at Seaport Kitchen', async () => {
    const seaport = idOf(info.locations, 'Seaport Kitchen');
    const cooking = idOf(info.services, 'Cooking class');
    const marco = idOf(info.staff, 'Marco Reyes');
    const date = await firstDate(clientId, info.timeZone, { serviceType: 0, locationId: seaport, serviceIds: [cooking], staffId: marco });
    const { page, close } = await openSite(browser, siteUrl('bistro', '/appointment'));
    try {
      await hydrated(page);
      await page.getByRole('link', { name: t('booking:wizard.staffFirst') }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('by')).toBe('staff');
      await page.getByRole('radio', { name: t('booking:serviceTypes.storeFront') }).check();
      await w.next(page);
      await w.step(page, 'SelectLocation');
      await page.getByRole('radio', { name: /Seaport Kitchen/ }).check();
      await w.next(page);
      await w.step(page, 'SelectStaff');
      await w.refused(page, 'validation:appointment.selectStaff');
      await page.getByRole('radio', { name: /Marco Reyes/ }).check();
      await w.next(page);
      await w.step(page, 'SelectService');
      // Only Marco's services given at a location: nothing at home or online.
      expect(await page.getByRole('checkbox', { name: /Private chef at home|Wine pairing/ }).count()).toBe(0);
      await page.getByRole('checkbox', { name: /Cooking class/ }).check();
      await w.next(page);
      await w.pickDate(page, date);
      await w.pickFirstSlot(page);
      await w.next(page);
      await w.confirm(page);
      await w.fillDetails(page, { first: 'Sam', email: 'sam-staff-first@example.com', phone: '(617) 555-0103' });
      await w.book(page);
      await w.success(page);
      await page.getByText('Marco Reyes').first().waitFor();
      await page.getByText('Cooking class').first().waitFor();
    } finally {
      await close();
    }
  });
});
