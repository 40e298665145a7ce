// The way in, in Spanish (issue 16 "Done when", es), shorter than signup.e2e.ts: ?lang=es gives the wizard
// and the site Spanish, at 375 px wide with no sideways scroll on any step, axe-clean; a restaurant signs
// up as a business that goes to its customers, previews three templates, finishes, and lands in /admin of
// its live site. Issue 28: the confirmation mail is in Spanish and its link confirms; "¿Olvidaste tu
// contraseña?" gets this owner back in, in Spanish.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { waitForMail } from '@vitrina/tooling/e2e/mail';
import { translator } from './e2e-helpers.js';
import { choosePassword, confirmEmail, forgotPassword, mailLink, signInWithPassword } from './identity-steps.js';
import { siteOrigin } from './sign-in.js';
import { clickContinue, expectAxeClean, expectNoSidewaysScroll, expectStep, listTemplates, uniqueName } from './signup-steps.js';
import type { TemplateSummary } from './signup-steps.js';

const SHOTS = '/tmp/shots/D';
const business = uniqueName('Casa Sol');
const ownerEmail = `duena+${business.subdomain}@casasol.test`;

let browser: Browser;
let page: Page;
let templates: TemplateSummary[];

beforeAll(async () => {
  templates = await listTemplates(baseUrl);
  browser = await connectBrowser();
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, locale: 'en-US' });
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
});

describe('registrarse en español (issue 16)', () => {
  it('?lang=es: every step in Spanish, 375 px with no sideways scroll, axe-clean', async () => {
    await page.goto(`${baseUrl}/signup?lang=es`);
    await page.getByRole('heading', { level: 2, name: 'Tu negocio' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    await page.getByText('Paso 1 de 7', { exact: true }).waitFor();
    expect(await page.getByLabel('Idioma de tu sitio web').inputValue()).toBe('es');
    await page.getByLabel('Nombre del negocio').fill(business.name);
    await page.getByLabel('Tipo de negocio').selectOption({ label: 'Restaurante o cafetería' });
    await expectNoSidewaysScroll(page, 'paso 1');
    await expectAxeClean(page, 'paso 1');
    await page.screenshot({ path: `${SHOTS}/es-375-step1.png`, fullPage: true });
    await clickContinue(page, 'Continuar');

    await expectStep(page, 'Dónde trabajas', 'Paso 2 de 7');
    await page.getByRole('switch', { name: 'Voy a casa de mis clientes' }).check();
    await page.getByLabel('Código postal del centro de tu zona de servicio').fill('78701');
    expect(await page.getByLabel('Radio de servicio (millas)').inputValue()).toBe('50');
    await expectNoSidewaysScroll(page, 'paso 2');
    await clickContinue(page, 'Continuar');

    await expectStep(page, 'Aspecto y textos', 'Paso 3 de 7');
    expect(await page.getByLabel('Eslogan').inputValue()).toBe('Buena comida, hecha cada día');
    await expectNoSidewaysScroll(page, 'paso 3');
    await clickContinue(page, 'Continuar');

    await expectStep(page, 'Tus servicios', 'Paso 4 de 7');
    expect(await page.getByLabel('Nombre del servicio').first().inputValue()).toBe('Reserva de mesa');
    await expectNoSidewaysScroll(page, 'paso 4');
    await expectAxeClean(page, 'paso 4');
    await page.screenshot({ path: `${SHOTS}/es-375-step4.png`, fullPage: true });
    await clickContinue(page, 'Continuar');
  });

  it('three templates preview with its name; one is chosen; the account and the sub-domain', async () => {
    await expectStep(page, 'Elige una plantilla', 'Paso 5 de 7');
    for (const template of templates.slice(0, 3)) {
      const card = page.locator(`[data-template-id="${template.id}"]`);
      await card.scrollIntoViewIfNeeded();
      await card.frameLocator('iframe').getByText(business.name).first().waitFor({ timeout: 30_000 });
    }
    await expectNoSidewaysScroll(page, 'paso 5');
    await expectAxeClean(page, 'paso 5');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/es-375-step5.png` });
    const chosen = templates[1] as TemplateSummary;
    await page.getByRole('radio', { name: `Elegir esta plantilla — ${chosen.name}` }).check();
    await clickContinue(page, 'Continuar');

    await expectStep(page, 'Tu cuenta', 'Paso 6 de 7');
    await page.getByLabel('Correo electrónico').fill(ownerEmail);
    await page.getByLabel(/^Contraseña/).fill('casa-sol-2026');
    const subdomain = page.getByLabel('Dirección del sitio web');
    await subdomain.fill('www');
    await page.getByText('Esta dirección está reservada', { exact: false }).waitFor();
    await subdomain.fill(business.subdomain);
    await page.getByText(`${business.subdomain}.localhost:${new URL(baseUrl).port} está disponible.`).waitFor();
    await expectNoSidewaysScroll(page, 'paso 6');
    await expectAxeClean(page, 'paso 6');
    await page.screenshot({ path: `${SHOTS}/es-375-step6.png`, fullPage: true });
    await clickContinue(page, 'Continuar');
  });

  it('finishing lands in /admin of its live site', async () => {
    await expectStep(page, 'Revisar y terminar', 'Paso 7 de 7');
    await expectNoSidewaysScroll(page, 'paso 7');
    await page.screenshot({ path: `${SHOTS}/es-375-review.png`, fullPage: true });
    const origin = siteOrigin(baseUrl, business.subdomain);
    await page.getByRole('button', { name: 'Crear mi sitio web' }).click();
    await page.waitForURL(`${origin}/admin**`, { timeout: 30_000 });
    await page
      .getByRole('button', { name: /Editar|Edit/ })
      .first()
      .waitFor({ timeout: 30_000 });
    const visitor = await browser.newContext();
    try {
      const site = await visitor.newPage();
      const live = await site.goto(`${origin}/`);
      expect(live?.status()).toBe(200);
      await site.getByText(business.name).first().waitFor();
      expect(await site.evaluate(() => document.documentElement.lang)).toBe('es');
    } finally {
      await visitor.close();
    }
  });
  it('the confirmation mail is in Spanish and its link confirms; “¿Olvidaste tu contraseña?” gets the owner back in (issue 28)', async () => {
    const t = translator('es');
    const origin = siteOrigin(baseUrl, business.subdomain);
    const mail = await waitForMail({ to: ownerEmail, subject: t('mail:identity.confirm.subject', { business: business.name }) });
    expect(mail.language).toBe('es');
    expect(mail.html).toMatch(/<html[^>]*lang="es"/);
    await confirmEmail(browser, mailLink(mail, '/oidc/confirm-email/', origin), 'es');

    const link = await forgotPassword(browser, origin, ownerEmail, 'es');
    await choosePassword(browser, link, 'girasol tarde de verano', 'es');
    const admin = await signInWithPassword(browser, `${origin}/admin`, ownerEmail, 'girasol tarde de verano', `${origin}/admin`, 'es');
    await admin
      .getByRole('button', { name: /Editar|Edit/ })
      .first()
      .waitFor({ timeout: 30_000 });
    await admin.context().close();
  });
});
