// The back office's Products and Store settings in Chromium against the running product (spec §3 product,
// variant, ecommerce settings; issue 13): the bistro's owner adds a product with two colour options and a
// picture at /manage/products, finds it on the site's /store at once and its options on the product page,
// changes its price, and sets the tax rate in Store settings; on the salon, in Spanish, the list and a
// validation message are in Spanish. Screens are shot at 1280 and 375 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { seriousA11yViolations } from './popup-checks.js';
import { signInAt, siteOrigin } from './sign-in.js';
import { solidPng, translator } from './e2e-helpers.js';

let browser: Browser;

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/manage-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

describe('the Products and Store settings screens in Chromium (spec §3 product, variant, ecommerce settings)', () => {
  it('the bistro’s owner adds a product with two colours and a picture; the store shows it at once', async () => {
    const t = translator('en');
    const origin = siteOrigin(baseUrl, 'bistro');
    const { context, page } = await signInAt(browser, `${origin}/manage/products`, 'owner@bistro.test');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: t('manage:products.title') }).waitFor();
    await page.getByRole('list', { name: t('manage:products.list') }).waitFor();
    await shoot(page, 'products-list');

    await page.getByRole('link', { name: t('manage:products.newProduct') }).click();
    await page.getByRole('heading', { level: 1, name: t('manage:products.form.newTitle') }).waitFor();
    const name = 'Harbour tote bag';
    await page.getByRole('textbox', { name: t('manage:products.form.name'), exact: true }).fill(name);
    expect(await page.getByRole('textbox', { name: t('manage:products.form.slug'), exact: true }).inputValue()).toBe('harbour-tote-bag');
    await page.getByRole('textbox', { name: /^Price/ }).fill('18.5');
    await page.getByRole('textbox', { name: t('manage:products.form.description'), exact: true }).fill('Heavy canvas, long handles.');

    const uploaded = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().includes('/uploads?kind=asset_image'));
    await page
      .getByLabel(t('manage:products.form.addImage'), { exact: true })
      .setInputFiles({ name: 'tote.png', mimeType: 'image/png', buffer: solidPng(400, 400, [30, 90, 140]) });
    expect((await uploaded).status()).toBe(201);
    await page.getByRole('img', { name: t('manage:products.form.image', { n: 1, count: 1 }) }).waitFor();

    await page.getByRole('combobox', { name: t('manage:products.form.variantType'), exact: true }).selectOption('color');
    const first = page.getByRole('group', { name: t('manage:products.form.option', { n: 1 }) });
    await first.getByRole('textbox', { name: t('manage:products.form.optionName'), exact: true }).fill('Navy');
    const navy = page.getByRole('group', { name: 'Navy' });
    await navy.getByLabel(t('manage:products.form.swatch'), { exact: true }).fill('#1e3a5f');
    await navy.getByRole('textbox', { name: t('manage:products.form.stock'), exact: true }).fill('5');
    await page.getByRole('button', { name: t('manage:products.form.addOption') }).click();
    const second = page.getByRole('group', { name: t('manage:products.form.option', { n: 2 }) });
    await second.getByRole('textbox', { name: t('manage:products.form.optionName'), exact: true }).fill('Sand');
    const sand = page.getByRole('group', { name: 'Sand' });
    await sand.getByLabel(t('manage:products.form.swatch'), { exact: true }).fill('#d8c7a1');
    await sand.getByRole('textbox', { name: t('manage:products.form.stock'), exact: true }).fill('2');
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);

    const created = page.waitForResponse((res) => res.request().method() === 'POST' && res.url().endsWith('/owner-products'));
    await page.getByRole('button', { name: t('manage:products.form.save') }).click();
    expect((await created).status()).toBe(201);
    await toast(page, t('manage:products.form.saved'));
    await page.getByRole('heading', { level: 1, name: t('manage:products.form.editTitle') }).waitFor();
    await shoot(page, 'products-form');

    const visitor = await browser.newContext();
    try {
      const site = await visitor.newPage();
      await site.goto(`${origin}/store`);
      await site.getByText(name).first().waitFor();
      await site.screenshot({ path: '/tmp/manage-products-store.png', fullPage: true });
      const product = await site.goto(`${origin}/product/harbour-tote-bag`);
      expect(product?.status()).toBe(200);
      await site.getByRole('heading', { level: 1, name }).waitFor();
      await site.getByRole('radio', { name: 'Navy' }).waitFor();
      await site.getByRole('radio', { name: 'Sand' }).waitFor();
      await site.getByText('$18.50').first().waitFor();

      // A new price shows on the product page at once.
      await page.getByRole('textbox', { name: /^Price/ }).fill('21');
      const saved = page.waitForResponse((res) => res.request().method() === 'PUT' && /\/owner-products\/\d+$/.test(res.url()));
      await page.getByRole('button', { name: t('manage:products.form.save') }).click();
      expect((await saved).status()).toBe(200);
      await site.reload();
      await site.getByText('$21.00').first().waitFor();
    } finally {
      await visitor.close();
    }

    // Store settings: the tax rate.
    await page.goto(`${origin}/manage/store`);
    const tax = page.getByRole('textbox', { name: /^Tax rate/ });
    await tax.waitFor();
    await tax.fill('8.25');
    await page.getByRole('button', { name: t('manage:storeSettings.save') }).click();
    await toast(page, t('manage:storeSettings.saved'));
    expect(await seriousA11yViolations(page, 'main')).toEqual([]);
    await shoot(page, 'store-settings');
    await page.reload();
    await page.getByRole('textbox', { name: /^Tax rate/ }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Tax rate/ }).inputValue()).toBe('8.25');
    await tax.fill('0');
    await page.getByRole('button', { name: t('manage:storeSettings.save') }).click();
    await toast(page, t('manage:storeSettings.saved'));

    // Leave the seeded store as it was.
    await page.goto(`${origin}/manage/products`);
    await page.getByRole('link', { name: t('manage:products.editProduct', { name }) }).click();
    await page.getByRole('button', { name: t('manage:products.form.delete'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('manage:products.form.deleteTitle') });
    await dialog.getByRole('button', { name: t('manage:products.form.deleteConfirm') }).click();
    await page.getByRole('heading', { level: 1, name: t('manage:products.title') }).waitFor();
    await context.close();
  });

  it('the salon’s owner works in Spanish: the list and a validation message', async () => {
    const t = translator('es');
    const origin = siteOrigin(baseUrl, 'salon');
    const { context, page } = await signInAt(browser, `${origin}/manage/products`, 'owner@salon.test');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Español' }).click();
    await page.getByRole('heading', { level: 1, name: t('manage:products.title') }).waitFor();
    await page.getByRole('list', { name: t('manage:products.list') }).waitFor();
    await page.getByRole('combobox', { name: t('manage:products.status') }).waitFor();
    await shoot(page, 'products-list-es');
    await page.getByRole('link', { name: t('manage:products.newProduct') }).click();
    await page.getByRole('button', { name: t('manage:products.form.save') }).click();
    await page.getByText(t('validation:required.productName')).first().waitFor();
    await page.getByText(t('validation:required.price')).first().waitFor();
    await shoot(page, 'products-form-es');
    await context.close();
  });
});
