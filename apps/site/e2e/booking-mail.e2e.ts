// Issue 28, booking messages end to end on salon (es): a visitor books through the public wizard in Chromium;
// the product's own mailbox then receives the customer's confirmation (Spanish subject, the .ics of the booked
// time, the appointment's own link, which opens the appointment in Chromium) and the owner's "new booking"
// notice at the salon owner's seeded address, in the owner's language (Spanish).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '@vitrina/tooling/e2e';
import { linksOf, waitForMail } from '@vitrina/tooling/e2e/mail';
import { bookingInfo, firstDate, idOf, wizardSteps } from './support/booking-wizard.js';
import type { Info } from './support/booking-wizard.js';
import { hydrated, openSite, siteUrl } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const utcStamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/\.\d{3}/, '')
    .replace(/[-:]/g, '');

describe('booking messages on salon (es)', () => {
  const w = wizardSteps('es');
  const { t } = w;
  let clientId: number;
  let info: Info;
  beforeAll(async () => {
    ({ clientId, info } = await bookingInfo('salon'));
  });

  it('a booking mails the customer a Spanish confirmation with a valid .ics and the appointment link, and the owner a notice', async () => {
    const email = `reserva-${Date.now()}@example.com`;
    const advice = idOf(info.services, 'Asesoría de imagen por videollamada');
    const date = await firstDate(clientId, info.timeZone, { serviceType: 2, serviceIds: [advice], staffId: 'any' });
    const { page, close } = await openSite(browser, siteUrl('salon', '/appointment'));
    let uuid = '';
    let slot = '';
    try {
      await hydrated(page);
      await page.getByRole('radio', { name: t('booking:serviceTypes.virtual') }).check();
      await w.next(page);
      await w.step(page, 'SelectService');
      await page.getByRole('checkbox', { name: /Asesoría de imagen/ }).check();
      await w.next(page);
      await w.step(page, 'SelectEmployee');
      await page.getByRole('radio', { name: t('booking:staff.anyone') }).check();
      await w.next(page);
      await w.pickDate(page, date);
      slot = await w.pickFirstSlot(page);
      await w.next(page);
      await w.confirm(page);
      await w.fillDetails(page, { first: 'Marta', email, phone: '612 345 680' });
      await w.book(page);
      uuid = await w.success(page);
    } finally {
      await close();
    }
    expect(slot).not.toBe('');

    const mail = await waitForMail({ to: email, subject: 'Tu cita en' });
    expect(mail.subject).toMatch(/^Tu cita en .+ el /);
    expect(mail.language).toBe('es');
    expect(mail.html).toContain('Tu cita está reservada');
    const ics = mail.attachments.find((a) => a.filename === 'appointment.ics');
    expect(ics, 'the .ics is attached').toBeDefined();
    const calendar = Buffer.from(ics!.content, 'base64').toString('utf8');
    expect(calendar).toContain('BEGIN:VCALENDAR');
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain(`DTSTART:${utcStamp(slot)}`);
    expect(calendar).toContain('END:VEVENT');

    const link = linksOf(mail).find((href) => href.includes(`appointment=${uuid}`));
    expect(link, 'the appointment link').toBeDefined();
    expect(new URL(link!).origin).toBe(new URL(siteUrl('salon', '/')).origin);
    const opened = await openSite(browser, link!);
    try {
      await hydrated(opened.page);
      await w.step(opened.page, 'ConfirmationSuccess');
      await opened.page.getByText('Asesoría de imagen por videollamada').first().waitFor();
      await opened.page.getByText(email).first().waitFor();
      await opened.page.screenshot({ path: '/tmp/booking-mail-link-es.png', fullPage: true });
    } finally {
      await opened.close();
    }

    const notice = await waitForMail({ to: 'owner@salon.test', subject: 'Nueva reserva: Marta E2E' });
    expect(notice.language).toBe('es');
    expect(notice.html).toContain('Asesoría de imagen por videollamada');
    expect(notice.html).toContain(email);
    expect(linksOf(notice).some((href) => href.includes('/schedule?'))).toBe(true);
    expect(linksOf(notice).some((href) => href.includes(uuid))).toBe(false);
  });
});
