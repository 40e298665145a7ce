// The appointment wizard end to end in Spanish on salon (issue 14; spec §2 appointment flow, §3 appointment
// details): a mobile booking at a Madrid address and a virtual one, on the seeded staff and services. Dates
// come from the dates call and the time is the first one the picker offers (other e2e files book too).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { connectBrowser } from '@vitrina/tooling/e2e/product';
import { bookingInfo, firstDate, idOf, wizardSteps } from './support/booking-wizard.js';
import type { Info } from './support/booking-wizard.js';
import { expectNoSeriousA11yViolations, hydrated, openSite, siteUrl } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('appointment wizard on salon (es)', () => {
  const w = wizardSteps('es');
  const { t } = w;
  let clientId: number;
  let info: Info;
  beforeAll(async () => {
    ({ clientId, info } = await bookingInfo('salon'));
  });

  it('a mobile booking at a Madrid address (28013), every text in Spanish', async () => {
    const cut = idOf(info.services, 'Corte y peinado a domicilio');
    const date = await firstDate(clientId, info.timeZone, { serviceType: 1, serviceIds: [cut], staffId: 'any' });
    const { page, close } = await openSite(browser, siteUrl('salon', '/appointment'));
    try {
      await hydrated(page);
      await page.getByRole('heading', { level: 1, name: t('booking:title') }).waitFor();
      await w.refused(page, 'validation:appointment.selectServiceType');
      await page.getByRole('radio', { name: t('booking:serviceTypes.mobile') }).check();
      await w.next(page);
      await w.step(page, 'SelectService');
      await page.getByRole('checkbox', { name: /Corte y peinado a domicilio/ }).check();
      await w.next(page);
      await w.step(page, 'SelectEmployee');
      await page.getByRole('radio', { name: t('booking:staff.anyone') }).check();
      await w.next(page);
      await w.pickDate(page, date);
      await expectNoSeriousA11yViolations(page);
      await w.pickFirstSlot(page);
      await w.next(page);
      await w.confirm(page);
      await w.fillDetails(page, { first: 'Lola', email: 'lola-mobile@example.com', phone: '612 345 678' });
      await page.getByLabel(t('booking:details.country')).selectOption('ES');
      await page.getByLabel(t('booking:details.address1')).fill('Calle Mayor 5');
      await page.getByLabel(t('booking:details.city')).fill('Madrid');
      await page.getByLabel(t('booking:details.province')).fill('Madrid');
      await page.getByLabel(t('booking:details.postalCode')).fill('28013');
      await expectNoSeriousA11yViolations(page);
      await w.book(page);
      await w.success(page);
      await page.getByText('Corte y peinado a domicilio').first().waitFor();
      await page.getByRole('link', { name: t('booking:actions.bookAnother') }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: '/tmp/booking-success-es.png', fullPage: true });
    } finally {
      await close();
    }
  });

  it('a virtual booking shows the meeting link', async () => {
    const advice = idOf(info.services, 'Asesoría de imagen por videollamada');
    const date = await firstDate(clientId, info.timeZone, { serviceType: 2, serviceIds: [advice], staffId: 'any' });
    const { page, close } = await openSite(browser, siteUrl('salon', '/appointment'));
    try {
      await hydrated(page);
      await w.toDetails(page, 'virtual', /Asesoría de imagen/, date);
      await w.fillDetails(page, { first: 'Irene', email: 'irene-virtual@example.com', phone: '+34 612 345 679' });
      await w.book(page);
      await w.success(page);
      await page.getByRole('link', { name: t('booking:kit.joinMeeting') }).waitFor();
      await page.screenshot({ path: '/tmp/booking-virtual-success-es.png', fullPage: true });
    } finally {
      await close();
    }
  });
});
