// Subscriptions end to end in Chromium against the product as the README starts it (issue 15: "subscriptions
// with their frequency" on /commerce/order/{uuid}; "updating a subscription's card →
// /subscription-payment-update-successful"). A visitor subscribes to the bistro's "Weekly bread box" through the
// public services checkout (sandbox card 4242…); the order page shows the subscription as Weekly and active; the
// customer gives it a new card (4000 0566 5566 5556) and lands on the success page with that card and the next
// charge; the owner cancels it in /manage → Orders; the customer's page then says Canceled, with no card update.
// Screenshots into /tmp/shots/subs/.
import { mkdirSync } from 'node:fs';
import { createI18n } from '@vitrina/i18n';
import type { TranslationKey } from '@vitrina/i18n';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { expectNoSeriousA11yViolations, hydrated, openSite, siteUrl, unexpected } from './support/site-e2e.js';

const SHOTS = '/tmp/shots/subs';
const i18n = createI18n({ lng: 'en' });
const t = (key: TranslationKey, options?: Record<string, unknown>): string => i18n.t(key, options);
let browser: Browser;
let orderUuid: string;
let orderNumber: string;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await connectBrowser();
  const site = (await (await fetch(`${baseUrl}/assets/sites/bistro.localhost/site.json`)).json()) as { client: { id: number } };
  const api = `${baseUrl}/api/client/${site.client.id}`;
  const store = (await (await fetch(`${api}/services-store`)).json()) as { services: { id: number; name: string }[] };
  const bread = store.services.find((s) => s.name === 'Weekly bread box');
  if (!bread) throw new Error('no Weekly bread box on bistro');
  const res = await fetch(`${api}/services-checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      lines: [{ service_id: bread.id, quantity: 1 }],
      customer: {
        email: `subscriber-${Date.now().toString(36)}@example.com`,
        firstName: 'Rosa',
        lastName: 'Parks',
        country: 'US',
        address1: '12 Harbor Lane',
        address2: '',
        city: 'Portland',
        state: 'OR',
        province: '',
        postalCode: '97201',
        phone: '503-555-0134',
      },
      payment: { method: 'card', card: { holderName: 'Rosa Parks', cardNumber: '4242 4242 4242 4242', expiryDate: '12/34', cvv: '123' } },
      note: '',
    }),
  });
  const answer = (await res.json()) as { order_uuid: string; order_number: string; next: string };
  expect(res.status, JSON.stringify(answer)).toBe(201);
  expect(answer.next).toBe('success');
  orderUuid = answer.order_uuid;
  orderNumber = answer.order_number;
});
afterAll(() => browser?.close());

describe('a subscription on bistro (en)', () => {
  it('shows Weekly on the order page, takes a new card, and shows canceled once the owner cancels it', async () => {
    const { page, errors, close } = await openSite(browser, siteUrl('bistro', `/commerce/order/${orderUuid}`));
    try {
      await page.setViewportSize({ width: 1280, height: 900 });
      await hydrated(page);
      const section = page.getByRole('region', { name: t('commerce:subscriptionFlow.title') });
      const item = section.getByRole('listitem');
      await item.getByRole('heading', { name: 'Weekly bread box' }).waitFor();
      await item.getByText(t('commerce:frequencies.weekly'), { exact: true }).waitFor();
      await item.getByText(t('commerce:subscriptionFlow.states.active'), { exact: true }).waitFor();
      await item.getByText('Visa •••• 4242').waitFor();
      expect(await page.getByRole('table').textContent()).toContain(t('commerce:servicesStore.every.weekly'));
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/order-subscription-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${SHOTS}/order-subscription-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });

      // The keyboard reaches "Update card"; the card form takes a new card.
      await item.getByRole('button', { name: t('commerce:subscriptionFlow.updateCard') }).focus();
      await page.keyboard.press('Enter');
      const form = section.getByRole('group', { name: t('commerce:subscriptionFlow.newCardTitle', { name: 'Weekly bread box' }) });
      await form.getByLabel(t('commerce:card.holderName')).fill('Rosa Parks');
      await form.getByLabel(t('commerce:card.number')).fill('4000 0566 5566 5556');
      await form.getByLabel(t('commerce:card.expiry')).fill('12/34');
      await form.getByLabel(t('commerce:card.cvv')).fill('123');
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/update-card-1280.png`, fullPage: true });
      await form.getByRole('button', { name: t('commerce:subscriptionFlow.saveCard') }).click();

      await page.waitForURL((url) => url.pathname === '/subscription-payment-update-successful');
      expect(new URL(page.url()).searchParams.get('subscription')).toMatch(/^[0-9a-f-]{36}$/);
      await page.getByRole('heading', { level: 1, name: t('commerce:success.subscriptionPaymentUpdate.title') }).waitFor();
      await page.getByText('Visa •••• 5556').waitFor();
      await page.getByText(t('commerce:subscriptionFlow.nextCharge'), { exact: true }).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `${SHOTS}/card-updated-1280.png`, fullPage: true });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: `${SHOTS}/card-updated-375.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('link', { name: t('commerce:subscriptionFlow.backToOrder') }).click();
      await page.waitForURL((url) => url.pathname === `/commerce/order/${orderUuid}`);
      await item.getByText('Visa •••• 5556').waitFor();

      // The owner cancels it in the back office.
      const owner = await browser.newContext();
      try {
        const manage = await owner.newPage();
        await manage.setViewportSize({ width: 1280, height: 900 });
        await manage.goto(siteUrl('bistro', '/manage/orders'));
        await manage.waitForURL((u) => u.pathname.includes('/oidc/interaction/'));
        await manage.fill('#email', 'owner@bistro.test');
        await manage.fill('#password', 'vitrina');
        await manage.click('button[type="submit"]');
        await manage.getByRole('button', { name: t('manage:orders.open', { number: orderNumber }), exact: true }).click();
        const sub = manage.getByRole('region', { name: `${t('manage:orders.subscription.title')}: Weekly bread box` });
        await sub.getByText(t('commerce:subscriptionFlow.states.active'), { exact: true }).waitFor();
        await sub.getByText('Visa •••• 5556').waitFor();
        await manage.screenshot({ path: `${SHOTS}/manage-order-subscription-1280.png`, fullPage: true });
        await sub.getByRole('button', { name: t('manage:orders.subscription.cancel') }).click();
        const dialog = manage.getByRole('dialog', { name: t('manage:orders.subscription.cancelTitle', { name: 'Weekly bread box' }) });
        await dialog.getByText(t('manage:orders.subscription.cancelBody')).waitFor();
        await manage.screenshot({ path: `${SHOTS}/manage-cancel-dialog-1280.png` });
        await dialog.getByRole('button', { name: t('manage:orders.subscription.confirmCancel') }).click();
        await manage.getByText(t('manage:orders.subscription.canceled'), { exact: true }).waitFor();
        await sub.getByText(t('commerce:subscriptionFlow.states.canceled'), { exact: true }).waitFor();
        expect(await sub.getByRole('button', { name: t('manage:orders.subscription.cancel') }).count()).toBe(0);
        await manage.screenshot({ path: `${SHOTS}/manage-subscription-canceled-1280.png`, fullPage: true });
      } finally {
        await owner.close();
      }

      // The customer's page says so.
      await page.reload();
      await hydrated(page);
      await item.getByText(t('commerce:subscriptionFlow.states.canceled'), { exact: true }).waitFor();
      await item.getByText(t('commerce:subscriptionFlow.noNextCharge')).waitFor();
      expect(await item.getByRole('button', { name: t('commerce:subscriptionFlow.updateCard') }).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/order-subscription-canceled-1280.png`, fullPage: true });
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await close();
    }
  }, 180_000);
});
