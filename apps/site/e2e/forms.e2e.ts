// Customer forms end to end in English on bistro (issue 15; spec §2 /forms/customer/…; §5 "Forms: complete all
// required fields before continuing"; §8 "failed to upload file"), in Chromium against the product as the README
// starts it. "Private chef at home" asks the seeded form: the visitor books it in the wizard, follows the success
// page's link to the appointment's forms, is refused an empty submit, sees a file upload with its progress bar,
// a program refused, sends the form and lands on "All your forms are complete". Another business's site does not
// know the customer.
import { createI18n } from '@vitrina/i18n';
import type { TranslationKey } from '@vitrina/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser } from '@vitrina/tooling/e2e/product';
import { bookingInfo, firstDate, idOf, wizardSteps } from './support/booking-wizard.js';
import { PNG, PROGRAM, fillAnswers, uploadWithProgress } from './support/forms-e2e.js';
import { expectNoSeriousA11yViolations, hydrated, openSite, siteUrl, unexpected } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const i18n = createI18n({ lng: 'en' });
const t = (key: TranslationKey, options?: Record<string, unknown>): string => i18n.t(key, options);
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots/forms-site/${name}.png`, fullPage: true });

describe('customer forms on bistro (en)', () => {
  const w = wizardSteps('en');
  let formsUrl = '';

  it('books "Private chef at home"; the success page links to its forms; required, uploads and "All your forms are complete"', async () => {
    const { clientId, info } = await bookingInfo('bistro');
    const chef = idOf(info.services, 'Private chef at home');
    const date = await firstDate(clientId, info.timeZone, { serviceType: 1, serviceIds: [chef], staffId: 'any' });
    const { page, errors, close } = await openSite(browser, siteUrl('bistro', '/appointment'));
    // The upload refused on purpose logs its 415.
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
    try {
      await hydrated(page);
      await w.toDetails(page, 'mobile', /Private chef at home/, date);
      await w.fillDetails(page, { first: 'Farah', email: 'forms-e2e-en@example.com', phone: '(617) 555-0188' });
      await w.fillUsAddress(page, { address1: '77 Massachusetts Avenue', city: 'Cambridge', state: 'MA', zip: '02139' });
      await w.book(page);
      await w.success(page);
      await page.getByText(t('booking:success.formsPending')).waitFor();
      await shot(page, 'booking-success-en-desktop');
      await page.getByRole('link', { name: t('booking:kit.fillForms') }).click();

      // The appointment's forms: the greeting, the form to fill, Start.
      await page.getByRole('heading', { level: 1, name: /Forms for your appointment/ }).waitFor();
      expect(new URL(page.url()).pathname).toMatch(/^\/forms\/customer\/[0-9a-f-]{36}\/appointment\/[0-9a-f-]{36}$/);
      await page.getByText(t('forms:page.greeting', { name: 'Farah' })).waitFor();
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'pending-en-desktop');
      await page.getByRole('link', { name: t('forms:page.start') }).click();

      // One form: an empty submit is refused with the §5 message, the focus on the first field in error.
      const submit = page.getByRole('button', { name: t('forms:submit') });
      await submit.waitFor();
      formsUrl = page.url();
      await submit.focus();
      await page.keyboard.press('Enter');
      await page
        .getByRole('alert')
        .filter({ hasText: t('validation:forms.completeRequired') })
        .waitFor();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'form-required-en-desktop');

      // Files: a program is refused ("Failed to upload file"), a picture uploads with its progress bar.
      const input = page.locator('form.site-form input[type=file]').first();
      await input.setInputFiles(PROGRAM);
      await page.getByText(`${t('errors:forms.uploadFailed')} ${t('forms:upload.wrongType')}`).waitFor();
      await page.getByRole('button', { name: t('forms:upload.remove', { name: PROGRAM.name }) }).click();
      await uploadWithProgress(
        page,
        input,
        PNG,
        t('forms:upload.remove', { name: PNG.name }),
        '/tmp/shots/forms-site/uploading-en-desktop.png',
      );
      await fillAnswers(page);
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'form-filled-en-desktop');
      // Sent: on to the next pending form, if any, then "All your forms are complete".
      let current = page.url();
      await submit.click();
      for (let i = 0; i < 5; i += 1) {
        await page.waitForURL((url) => url.href !== current);
        if (!new URL(page.url()).pathname.includes('/form/')) break;
        // The address changes before React paints the next form: its heading takes the focus once it is there.
        await page.locator('h1#form-title:focus').waitFor();
        await fillAnswers(page);
        current = page.url();
        await submit.click();
      }
      const allDone = page.getByRole('heading', { level: 2, name: t('forms:page.allComplete') });
      await allDone.waitFor();
      await page.getByRole('heading', { level: 2, name: t('forms:page.completed') }).waitFor();
      await shot(page, 'all-done-en-desktop');
      expect(failed.filter((f) => !f.startsWith('415 '))).toEqual([]);
      expect(unexpected(errors).filter((e) => !e.includes('415'))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the form sent already says "You already sent this form"; another business does not know the customer', async () => {
    expect(formsUrl).not.toBe('');
    const { page, close } = await openSite(browser, formsUrl, { viewport: { width: 375, height: 800 } });
    try {
      await page.getByRole('heading', { level: 2, name: t('forms:page.alreadySent') }).waitFor();
      expect(await page.getByRole('button', { name: t('forms:submit') }).count()).toBe(0);
      await shot(page, 'already-sent-en-375');
      const path = new URL(formsUrl).pathname;
      await page.goto(siteUrl('salon', path));
      await page
        .getByRole('heading', { level: 1 })
        .filter({ hasText: /No encontramos estos formularios/ })
        .waitFor();
    } finally {
      await close();
    }
  });
});
