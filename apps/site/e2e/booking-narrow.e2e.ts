// Issue 26 item 11: the booking "Your details" step of a service at the customer's address, on a 375 px
// phone, in English (bistro) and Spanish (salon): nothing scrolls sideways (the address fields and the
// two-column rows shrink to the screen), and axe finds nothing serious. Holds are released by the wizard's
// own expiry; the tests never book, so other e2e files keep their slots.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overflow } from '@vitrina/tooling/e2e';
import { connectBrowser } from '@vitrina/tooling/e2e/product';
import { bookingInfo, firstDate, idOf, wizardSteps } from './support/booking-wizard.js';
import { PHONE, expectNoSeriousA11yViolations, hydrated, openSite, siteUrl } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe.each([
  ['bistro', 'en', 'Private chef at home'],
  ['salon', 'es', 'Corte y peinado a domicilio'],
] as const)('%s (%s) at 375 px: the details step of a service at the customer’s address', (sub, lng, service) => {
  const w = wizardSteps(lng);
  it('fits the screen: no sideways scrolling, axe clean', async () => {
    const { clientId, info } = await bookingInfo(sub);
    const date = await firstDate(clientId, info.timeZone, { serviceType: 1, serviceIds: [idOf(info.services, service)], staffId: 'any' });
    const { page, close } = await openSite(browser, siteUrl(sub, '/appointment'), PHONE);
    try {
      await hydrated(page);
      await w.toDetails(page, 'mobile', new RegExp(service), date);
      await page.getByLabel(w.t('booking:details.address1')).waitFor();
      await page.screenshot({ path: `/tmp/booking-details-375-${lng}.png`, fullPage: true });
      expect(await overflow(page)).toEqual({ extra: 0, past: [] });
      await expectNoSeriousA11yViolations(page);
    } finally {
      await close();
    }
  });
});
