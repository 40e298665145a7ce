// The back office's Schedule screen in Chromium against the running product (issue 14): the bistro's
// owner books an appointment for Marco Reyes far ahead, finds it in the week view, reschedules it and
// cancels it; a visitor's booking shows in the owner's calendar, the owner cancels it there and the slot is
// offered to visitors again; the employee staff@bistro.test (Priya Nair, role 4) sees only Priya's appointments.
// Screenshots of the week (1280 and 375 px) and day views go to /tmp for a look.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { timeZoneDisplayName } from '@vitrina/i18n';
import { seriousA11yViolations } from './popup-checks.js';
import { openAndSignIn, siteOrigin, storedUser } from './sign-in.js';

const bistro = siteOrigin(baseUrl, 'bistro');
const ZONE = 'America/New_York';
let browser: Browser;

/** The local date `days` from today in the bistro's zone. */
function dateAhead(days: number): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
  return parts;
}

/** The bistro zone's offset on a local date ("-04:00"), at midday. */
function offsetOn(date: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T16:00:00Z`))
    .find((p) => p.type === 'timeZoneName')!.value;
  return name === 'GMT' ? '+00:00' : name.replace('GMT', '');
}

/** Signs in at /manage/schedule and reads the client id off the screen's first call. */
async function openSchedule(email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const options = page.waitForResponse((res) => /\/api\/client\/\d+\/owner-appointments\/options$/.test(res.url()));
  await openAndSignIn(page, `${bistro}/manage/schedule`, email);
  const answer = await options;
  const clientId = Number(/\/client\/(\d+)\//.exec(answer.url())?.[1]);
  return { context, page, clientId, options: (await answer.json()) as { staff: { id: number; name: string }[] } };
}

/** Books through the owner API with the page's own token. */
async function bookByApi(page: Page, clientId: number, body: Record<string, unknown>) {
  const token = (await storedUser(page))!.access_token;
  const res = await fetch(`${baseUrl}/api/client/${clientId}/owner-appointments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('the Schedule screen at /manage/schedule in Chromium (issue 14)', () => {
  it('the owner books Marco Reyes 45+ days out, sees it in the week, reschedules it and cancels it', async () => {
    const { context, page } = await openSchedule('owner@bistro.test');
    const customer = `Zed${randomUUID().slice(0, 8)}`;
    const date = dateAhead(45 + Math.floor(Math.random() * 30));
    await page.getByRole('heading', { level: 1, name: 'Schedule' }).waitFor();
    // The zone by its name in the reader's language, not its IANA id (issue 26).
    await page.getByText(`Times in ${timeZoneDisplayName(ZONE, 'en')}`).waitFor();

    await page.getByRole('button', { name: 'New appointment' }).click();
    await page.getByRole('heading', { level: 2, name: 'New appointment' }).waitFor();
    await page.getByLabel('Staff member').selectOption({ label: 'Marco Reyes' });
    await page.getByLabel('Type').selectOption({ label: 'At a location' });
    await page.getByRole('checkbox', { name: /Cooking class/ }).check();
    await page.getByLabel('Location').selectOption({ label: 'Seaport Kitchen' });
    await page.getByLabel(/^Date/).fill(date);
    await page.getByLabel(/^Start time/).fill('10:00');
    await page.getByLabel(/^First name/).fill(customer);
    await page.getByLabel(/^Last name/).fill('Tester');
    await page.getByLabel(/^E-mail/).fill('zed@example.com');
    await page.getByLabel(/^Phone number/).fill('6175550123');
    await page.screenshot({ path: '/tmp/schedule-new-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Book appointment' }).click();

    // Back in the week of that date.
    const entry = page.getByRole('button', { name: new RegExp(`^10:00\\sAM–12:00\\sPM, ${customer} Tester, Cooking class, Marco Reyes`) });
    await entry.waitFor();
    expect(new URL(page.url()).searchParams.get('date')).toBe(date);
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: '/tmp/schedule-week-1280.png', fullPage: true });

    await entry.click();
    const view = page.getByRole('article', { name: `${customer} Tester` });
    await view.waitFor();
    expect(await view.textContent()).toContain('Seaport Kitchen');
    await page.getByLabel(/^New time/).fill('14:00');
    await page.getByRole('button', { name: 'Reschedule', exact: true }).click();
    await page.getByText('The appointment was rescheduled.').first().waitFor();
    await expect.poll(async () => view.textContent()).toMatch(/2:00\sPM–4:00\sPM/);
    await page.screenshot({ path: '/tmp/schedule-detail-1280.png', fullPage: true });

    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Back to the calendar' }).click();
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await page.getByRole('region', { name: 'Calendar' }).waitFor();
    expect(await page.getByRole('button', { name: new RegExp(customer) }).count()).toBe(0);
    await page.getByLabel('Show canceled appointments').check();
    await page.getByRole('button', { name: new RegExp(`${customer} Tester, .*, Canceled$`) }).waitFor();
    await page.screenshot({ path: '/tmp/schedule-day-1280.png', fullPage: true });
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('region', { name: 'Calendar' }).waitFor();
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: '/tmp/schedule-week-375.png', fullPage: true });
    await context.close();
  });

  it("a visitor's booking shows in the calendar; the owner cancels it there and the slot is offered again", async () => {
    const { context, page, clientId } = await openSchedule('owner@bistro.test');
    const api = `${baseUrl}/api/client/${clientId}`;
    const info = (await (await fetch(`${api}/booking`)).json()) as {
      services: { id: number; name: string }[];
      staff: { id: number; name: string }[];
    };
    const wine = info.services.find((s) => s.name === 'Wine pairing consultation')!.id;
    const priya = info.staff.find((s) => s.name === 'Priya Nair')!.id;
    const selection = `serviceType=2&serviceIds=${wine}&staffId=${priya}`;
    const { dates } = (await (await fetch(`${api}/booking/dates?${selection}&from=${dateAhead(20)}&to=${dateAhead(50)}`)).json()) as {
      dates: string[];
    };
    const date = dates[Math.floor(Math.random() * dates.length)]!;
    const offered = async () =>
      ((await (await fetch(`${api}/booking/slots?${selection}&date=${date}`)).json()) as { slots: { start: string }[] }).slots.map(
        (slot) => slot.start,
      );
    const before = await offered();
    const start = before[Math.floor(Math.random() * before.length)]!;
    const customer = `Vis${randomUUID().slice(0, 8)}`;
    const booked = await fetch(`${api}/appointments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        serviceType: 2,
        serviceIds: [wine],
        staffId: priya,
        start,
        details: { firstName: customer, lastName: 'Visitor', email: 'visitor@example.com', phoneNumber: '6175550142' },
      }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    expect(await offered()).not.toContain(start);

    await page.goto(`${bistro}/manage/schedule?view=day&date=${date}`);
    const entry = page.getByRole('button', { name: new RegExp(`${customer} Visitor, Wine pairing consultation, Priya Nair`) });
    await entry.click();
    await page.getByRole('article', { name: `${customer} Visitor` }).waitFor();
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
    await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(offered).toContain(start);
    await context.close();
  });

  it('§6 staff@bistro.test (Priya Nair, role 4) sees only Priya’s appointments', async () => {
    const owner = await openSchedule('owner@bistro.test');
    const byName = new Map(owner.options.staff.map((s) => [s.name, s.id]));
    const date = dateAhead(50 + Math.floor(Math.random() * 30));
    const tag = randomUUID().slice(0, 6);
    const details = (firstName: string) => ({ firstName, lastName: 'Guest', email: 'guest@example.com', phoneNumber: '6175550199' });
    const start = `${date}T11:00:00${offsetOn(date)}`;
    const services = (await (
      await fetch(`${baseUrl}/api/client/${owner.clientId}/owner-appointments/options`, {
        headers: { authorization: `Bearer ${(await storedUser(owner.page))!.access_token}` },
      })
    ).json()) as { services: { id: number; name: string }[]; locations: { id: number; name: string }[] };
    const serviceId = (name: string) => services.services.find((s) => s.name === name)!.id;
    await bookByApi(owner.page, owner.clientId, {
      staffId: byName.get('Marco Reyes'),
      serviceIds: [serviceId("Chef's table tasting")],
      serviceType: 0,
      locationId: services.locations[0]!.id,
      start,
      details: details(`Marco${tag}`),
    });
    await bookByApi(owner.page, owner.clientId, {
      staffId: byName.get('Priya Nair'),
      serviceIds: [serviceId('Wine pairing consultation')],
      serviceType: 2,
      start,
      details: details(`Priya${tag}`),
    });
    await owner.context.close();

    const staff = await openSchedule('staff@bistro.test');
    expect(staff.options.staff.map((s) => s.name)).toEqual(['Priya Nair']);
    await staff.page.goto(`${bistro}/manage/schedule?view=week&date=${date}`);
    await staff.page.getByRole('button', { name: new RegExp(`Priya${tag} Guest, Wine pairing consultation, Priya Nair`) }).waitFor();
    expect(await staff.page.getByRole('button', { name: new RegExp(`Marco${tag}`) }).count()).toBe(0);
    expect(await staff.page.getByLabel('Staff member').count()).toBe(0);
    await staff.page.screenshot({ path: '/tmp/schedule-employee-1280.png', fullPage: true });
    await staff.context.close();
  });
});
