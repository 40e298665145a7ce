// Customer forms end to end in Spanish on salon at 375 px (issue 15; spec §2 /forms/customer/…; §5 "Forms:
// complete all required fields before continuing"; §8 "failed to upload file"): "Color y mechas" is booked
// through the public API, whose answer names the appointment's forms page; there the seeded "Ficha de cliente"
// refuses an empty submit (its photo is required), takes the photo with a progress bar, and once sent every form
// is complete. Then a stranger books with Lola's e-mail (issue 25): their link is their own booking's, greets them
// by the name they typed, lists only their own form, and does not open Lola's appointment.
import { createI18n } from '@vitrina/i18n';
import type { TranslationKey } from '@vitrina/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser } from '@vitrina/tooling/e2e/product';
import { PNG, PROGRAM, bookMobile, fillAnswers, uploadWithProgress } from './support/forms-e2e.js';
import { expectNoSeriousA11yViolations, hydrated, openSite, siteUrl } from './support/site-e2e.js';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const i18n = createI18n({ lng: 'es' });
const t = (key: TranslationKey, options?: Record<string, unknown>): string => i18n.t(key, options);
const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/shots/forms-site/${name}.png`, fullPage: true });

const LOLA = {
  firstName: 'Lola',
  lastName: 'E2E',
  email: 'forms-e2e-es@example.com',
  phoneNumber: '+34 612 345 671',
  country: 'ES',
  address1: 'Calle Mayor 5',
  city: 'Madrid',
  province: 'Madrid',
  postalCode: '28013',
};
const LINK = /^\/forms\/customer\/([0-9a-f-]{36})\/appointment\/([0-9a-f-]{36})$/;

describe('customer forms on salon (es)', () => {
  let lola: { uuid: string; formsPath: string | null } | null = null;

  it('the appointment’s forms in Spanish: required photo, upload with progress, a refused file, then all complete', async () => {
    const booked = await bookMobile('salon', 'Color y mechas', LOLA);
    lola = booked;
    expect(booked.formsPath).toMatch(LINK);
    expect(LINK.exec(booked.formsPath ?? '')?.[2]).toBe(booked.uuid);
    const { page, close } = await openSite(browser, siteUrl('salon', booked.formsPath ?? ''), { viewport: { width: 375, height: 800 } });
    try {
      await page.getByRole('heading', { level: 1, name: /Formularios para tu cita/ }).waitFor();
      await page.getByText(t('forms:page.greeting', { name: 'Lola' })).waitFor();
      await hydrated(page);
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'pending-es-375');
      await page.getByRole('link', { name: t('forms:page.start') }).click();

      const submit = page.getByRole('button', { name: t('forms:submit') });
      await submit.waitFor();
      await submit.click();
      await page
        .getByRole('alert')
        .filter({ hasText: t('validation:forms.completeRequired') })
        .waitFor();
      await page.getByText(t('validation:forms.fileRequired')).first().waitFor();
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'form-required-es-375');

      const input = page.locator('form.site-form input[type=file]').first();
      await input.setInputFiles(PROGRAM);
      await page.getByText(`${t('errors:forms.uploadFailed')} ${t('forms:upload.wrongType')}`).waitFor();
      await shot(page, 'upload-failed-es-375');
      await uploadWithProgress(
        page,
        input,
        PNG,
        t('forms:upload.remove', { name: PNG.name }),
        '/tmp/shots/forms-site/uploading-es-375.png',
      );
      await fillAnswers(page);
      await shot(page, 'form-filled-es-375');
      await submit.click();

      await page.getByRole('heading', { level: 2, name: t('forms:page.allComplete') }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await shot(page, 'all-done-es-375');
    } finally {
      await close();
    }
  });

  it('a stranger who books with Lola’s e-mail gets only their own booking’s forms (issue 25)', async () => {
    expect(lola?.formsPath).toMatch(LINK);
    const stranger = await bookMobile('salon', 'Color y mechas', { ...LOLA, firstName: 'Intrusa', address1: 'Calle Falsa 1' });
    const [, key, appointment] = LINK.exec(stranger.formsPath ?? '') ?? [];
    expect(appointment).toBe(stranger.uuid);
    expect(key).not.toBe(LINK.exec(lola?.formsPath ?? '')?.[1]);
    const { page, close } = await openSite(browser, siteUrl('salon', stranger.formsPath ?? ''), { viewport: { width: 375, height: 800 } });
    try {
      await page.getByRole('heading', { level: 1, name: /Formularios para tu cita/ }).waitFor();
      await page.getByText(t('forms:page.greeting', { name: 'Intrusa' })).waitFor();
      expect(await page.getByText(t('forms:page.greeting', { name: 'Lola' })).count()).toBe(0);
      // Lola's answered form is not listed; only the stranger's own form is to fill.
      expect(await page.getByRole('heading', { level: 2, name: t('forms:page.completed') }).count()).toBe(0);
      await page.getByRole('link', { name: t('forms:page.start') }).waitFor();
      await shot(page, 'stranger-own-forms-es-375');
      // Lola's appointment through the stranger's link: not found.
      await page.goto(siteUrl('salon', `/forms/customer/${key}/appointment/${lola?.uuid}`));
      await page
        .getByRole('heading', { level: 1 })
        .filter({ hasText: /No encontramos estos formularios/ })
        .waitFor();
    } finally {
      await close();
    }
  });
});
