// Issue 28, booking messages end to end ("Done when": in Chromium, en (bistro) and es (salon), a booking sends the
// customer a confirmation with a valid .ics (parsed) and the staff member a notice): a visitor books an online
// service with a named staff member through the public wizard; the product's own mailbox then receives the
// customer's confirmation in the site's language (the subject with the date as the site writes it, the .ics
// of the booked time, the appointment's own link, which opens the appointment in Chromium) and the "new
// booking" notices, each in its recipient's profile language. Who gets a notice is the API's rule
// (apps/api/src/modules/mail/mail-people.ts staffRecipients): the business's owners, plus the staff member
// booked when their staff row has a user. On bistro Priya Nair is the user staff@bistro.test (demo-booking.ts
// userEmail), so she and the owner are notified; on salon no staff row has a user (Carmen Ruiz has none, nor
// has the staff row of Lucía Fernández, although the owner user bears her name), so the owner's notice is the
// one that is sent, and nobody else gets one.
import { createI18n, formatCalendarDate, formatTime } from '@vitrina/i18n';
import type { TranslationKey } from '@vitrina/i18n';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser } from '@vitrina/tooling/e2e/product';
import { linksOf, receivedMail, waitForMail } from '@vitrina/tooling/e2e/mail';
import { bookingInfo, firstDate, idOf, wizardSteps } from './support/booking-wizard.js';
import type { Info } from './support/booking-wizard.js';
import { icsUtc, icsValue, parseIcs } from './support/ics.js';
import { hydrated, openSite, siteUrl } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

type Lng = 'en' | 'es';

/**
 * Each business as the demo seed makes it (apps/api/src/seed/clients/*.ts, demo-booking.ts, demo-users.ts): an
 * online service, its length and meeting link, the staff member booked, a customer, and who is notified (with
 * each one's profile language: owner@salon.test has language_id 2, Spanish).
 */
const BUSINESSES = [
  {
    sub: 'bistro',
    lng: 'en' as Lng,
    business: 'Harbor Lane Bistro',
    service: 'Wine pairing consultation',
    minutes: 30,
    meetingUrl: 'https://meet.example.com/harbor-lane-wine',
    staff: 'Priya Nair',
    customer: { first: 'Kai', phone: '(617) 555-0102' },
    notified: [
      { email: 'owner@bistro.test', lng: 'en' as Lng },
      { email: 'staff@bistro.test', lng: 'en' as Lng },
    ],
  },
  {
    sub: 'salon',
    lng: 'es' as Lng,
    business: 'Salón Lucía',
    service: 'Asesoría de imagen por videollamada',
    minutes: 60,
    meetingUrl: 'https://meet.example.com/salon-lucia',
    staff: 'Carmen Ruiz',
    customer: { first: 'Marta', phone: '+34 612 345 680' },
    // Carmen Ruiz's staff row has no user: the owner's notice is the one sent.
    notified: [{ email: 'owner@salon.test', lng: 'es' as Lng }],
  },
];

function translator(lng: Lng) {
  const i18n = createI18n({ lng });
  return (key: TranslationKey, options?: Record<string, unknown>): string => i18n.t(key, options);
}

/** The date and time of `slot` as the messages write them in `lng`: the business's clock and zone. */
function when(slot: string, lng: Lng, timeZone: string) {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(slot));
  return {
    date: formatCalendarDate(day, lng, { dateStyle: 'full' }),
    time: formatTime(slot, lng, { timeZone, zoneName: true }).replace(/\u202f/g, ' '),
  };
}

/** Text with its line wrapping undone (the plain-text part wraps at 80 columns); no-break spaces kept. */
const flat = (text: string) => text.replace(/[ \t\r\n]+/g, ' ');

describe.each(BUSINESSES)('booking messages on $sub ($lng)', (site) => {
  const { sub, lng, service, staff, customer } = site;
  const w = wizardSteps(lng);
  const t = translator(lng);
  let clientId: number;
  let info: Info;
  beforeAll(async () => {
    ({ clientId, info } = await bookingInfo(sub));
  });

  it('a booking mails the customer a confirmation with a valid .ics and the appointment link, and the staff a notice', async () => {
    const email = `booking-mail-${lng}-${Date.now().toString(36)}@example.com`;
    const name = `${customer.first} E2E`;
    const date = await firstDate(clientId, info.timeZone, {
      serviceType: 2,
      serviceIds: [idOf(info.services, service)],
      staffId: idOf(info.staff, staff),
    });
    const { page, close } = await openSite(browser, siteUrl(sub, '/appointment'));
    let uuid = '';
    let slot = '';
    try {
      await hydrated(page);
      await page.getByRole('radio', { name: t('booking:serviceTypes.virtual') }).check();
      await w.next(page);
      await w.step(page, 'SelectService');
      await page.getByRole('checkbox', { name: new RegExp(service) }).check();
      await w.next(page);
      await w.step(page, 'SelectEmployee');
      await page.getByRole('radio', { name: new RegExp(staff) }).check();
      await w.next(page);
      await w.pickDate(page, date);
      slot = await w.pickFirstSlot(page);
      await w.next(page);
      await w.confirm(page);
      await w.fillDetails(page, { first: customer.first, email, phone: customer.phone });
      await w.book(page);
      uuid = await w.success(page);
    } finally {
      await close();
    }
    expect(slot).not.toBe('');

    // The customer's confirmation, in the site's language.
    const at = when(slot, lng, info.timeZone);
    const subject = t('mail:booking.confirmation.subject', { business: site.business, date: at.date });
    const mail = await waitForMail({ to: email, subject });
    expect(mail.subject).toBe(subject);
    expect(mail.language).toBe(lng);
    expect(mail.html).toMatch(new RegExp(`<html[^>]*lang="${lng}"`));
    expect(mail.html).toContain(t('mail:booking.confirmation.heading'));
    expect(flat(mail.text)).toContain(t('mail:booking.confirmation.intro', { name, date: at.date, time: at.time }));
    expect(mail.text).toContain(service);
    expect(mail.text).toContain(staff);

    // The .ics, read as a calendar app reads it: one event at the booked time, for the service's length.
    const ics = mail.attachments.find((a) => a.filename === 'appointment.ics');
    expect(ics, 'the .ics is attached').toBeDefined();
    expect(ics!.contentType).toMatch(/^text\/calendar/);
    const calendar = parseIcs(Buffer.from(ics!.content, 'base64').toString('utf8'));
    expect(calendar.name).toBe('VCALENDAR');
    expect(icsValue(calendar, 'VERSION')).toBe('2.0');
    icsValue(calendar, 'PRODID');
    const events = calendar.components.filter((c) => c.name === 'VEVENT');
    expect(events).toHaveLength(1);
    const event = events[0]!;
    expect(icsValue(event, 'UID')).toContain(uuid);
    expect(icsValue(event, 'DTSTAMP')).toMatch(/^\d{8}T\d{6}Z$/);
    expect(icsValue(event, 'DTSTART')).toBe(icsUtc(slot));
    expect(icsValue(event, 'DTEND')).toBe(icsUtc(new Date(Date.parse(slot) + site.minutes * 60_000)));
    expect(icsValue(event, 'SUMMARY')).toContain(service);
    expect(icsValue(event, 'SUMMARY')).toContain(site.business);
    expect(icsValue(event, 'LOCATION')).toBe(site.meetingUrl);

    const link = linksOf(mail).find((href) => href.includes(`appointment=${uuid}`));
    expect(link, 'the appointment link').toBeDefined();
    expect(new URL(link!).origin).toBe(new URL(siteUrl(sub, '/')).origin);
    const opened = await openSite(browser, link!);
    try {
      await hydrated(opened.page);
      await w.step(opened.page, 'ConfirmationSuccess');
      await opened.page.getByText(service).first().waitFor();
      await opened.page.getByText(staff).first().waitFor();
      await opened.page.getByText(email).first().waitFor();
      await opened.page.screenshot({ path: `/tmp/booking-mail-link-${lng}.png`, fullPage: true });
    } finally {
      await opened.close();
    }

    // The "new booking" notices: each person notified, in their own language, with the schedule's link.
    for (const person of site.notified) {
      const tp = translator(person.lng);
      const theirs = when(slot, person.lng, info.timeZone);
      const noticeSubject = tp('mail:booking.newBooking.subject', { customer: name, date: theirs.date, time: theirs.time });
      const notice = await waitForMail({ to: person.email, subject: noticeSubject });
      expect(notice.subject).toBe(noticeSubject);
      expect(notice.language).toBe(person.lng);
      expect(notice.html).toMatch(new RegExp(`<html[^>]*lang="${person.lng}"`));
      expect(notice.html).toContain(tp('mail:booking.newBooking.heading'));
      expect(notice.html).toContain(service);
      expect(notice.html).toContain(email);
      expect(linksOf(notice).some((href) => href.includes('/schedule?'))).toBe(true);
      // The customer's own link goes to the customer alone.
      expect(linksOf(notice).some((href) => href.includes(uuid))).toBe(false);
    }
    // Nobody else of the business is told about this customer's booking.
    const aboutIt = (await receivedMail()).filter((m) => m.html.includes(email) && !m.to.some((a) => a.address === email));
    expect(aboutIt.flatMap((m) => m.to.map((a) => a.address)).sort()).toEqual(site.notified.map((p) => p.email).sort());
  });
});
