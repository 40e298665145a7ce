// Issue 30 "Done when": a subscriber cancels at period end, in Chromium, en and es. A visitor subscribes to the
// bistro's "Weekly bread box" (the public services checkout, sandbox card 4242…); on the order's page they open
// the history of its charges (the first payment, paid), then cancel it after the confirmation dialog: it stays
// active and says when it ends; the owner's order shows the same end; nothing is renewed after it. The bistro is
// an English site; the Spanish run turns its language to Spanish for the test (Business settings) and back.
import { createI18n, formatDate } from '@vitrina/i18n';
import type { TranslationKey } from '@vitrina/i18n';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { ownerToken } from './support/owner-token.js';
import { PHONE, expectNoSeriousA11yViolations, hydrated, openSite, siteUrl, unexpected } from './support/site-e2e.js';

let browser: Browser;
let api: string;
let timeZone: string;
let bearer: { authorization: string };
beforeAll(async () => {
  browser = await connectBrowser();
  const site = (await (await fetch(`${baseUrl}/assets/sites/bistro.localhost/site.json`)).json()) as {
    client: { id: number; timezone: string };
  };
  api = `${baseUrl}/api/client/${site.client.id}`;
  timeZone = site.client.timezone;
  bearer = { authorization: `Bearer ${await ownerToken(browser, baseUrl, siteUrl('bistro', ''), 'owner@bistro.test')}` };
});
afterAll(() => browser?.close());

/** A new subscriber to the Weekly bread box: the order's uuid and number. */
async function subscribe(): Promise<{ orderUuid: string; orderNumber: string }> {
  const store = (await (await fetch(`${api}/services-store`)).json()) as { services: { id: number; name: string }[] };
  const bread = store.services.find((s) => s.name === 'Weekly bread box');
  if (!bread) throw new Error('no Weekly bread box on bistro');
  const res = await fetch(`${api}/services-checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      lines: [{ service_id: bread.id, quantity: 1 }],
      customer: {
        email: `subscriber-cancel-${Date.now().toString(36)}@example.com`,
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
  return { orderUuid: answer.order_uuid, orderNumber: answer.order_number };
}

const settingsUrl = () => `${api}/settings`;
const putSettings = (value: Record<string, unknown>) =>
  fetch(settingsUrl(), { method: 'PUT', headers: { ...bearer, 'content-type': 'application/json' }, body: JSON.stringify(value) });

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe.each(['en', 'es'] as const)('a subscriber cancels at period end (%s)', (lng) => {
  const i18n = createI18n({ lng });
  const t = (key: TranslationKey, options?: Record<string, unknown>): string => i18n.t(key, options);
  let settings: Record<string, unknown>;
  beforeAll(async () => {
    settings = (await (await fetch(settingsUrl(), { headers: bearer })).json()) as Record<string, unknown>;
    if (lng !== settings.language) expect((await putSettings({ ...settings, language: lng })).status).toBe(200);
  });
  afterAll(async () => {
    if (lng !== settings.language) expect((await putSettings(settings)).status).toBe(200);
  });

  it('sees the charges, cancels after the confirmation, and the subscription ends at its period end; the owner sees it', async () => {
    const { orderUuid, orderNumber } = await subscribe();
    const { page, errors, close } = await openSite(browser, siteUrl('bistro', `/commerce/order/${orderUuid}`), PHONE);
    try {
      await hydrated(page);
      const section = page.getByRole('region', { name: t('commerce:subscriptionFlow.title') });
      const item = section.getByRole('listitem');
      await item.getByRole('heading', { name: 'Weekly bread box' }).waitFor();
      await item.getByText(t('commerce:subscriptionFlow.states.active'), { exact: true }).waitFor();

      // The history of its charges: the first payment, paid.
      await item.getByRole('button', { name: t('commerce:subscriptionSelf.showHistory') }).click();
      const history = item.getByRole('table', { name: t('commerce:subscriptionSelf.history') });
      await history.waitFor();
      const rows = history.locator('tbody tr');
      expect(await rows.count()).toBe(1);
      expect(await rows.first().textContent()).toContain(t('commerce:subscriptionSelf.first'));
      expect(await rows.first().textContent()).toContain(t('commerce:checkoutFlow.orderStates.paid'));
      expect(await rows.first().textContent()).toContain(`#${orderNumber}`);
      await expectNoSeriousA11yViolations(page);
      expect(await fitsWidth(page)).toBe(true);

      const read = async () =>
        ((await (await fetch(`${api}/orders/${orderUuid}`)).json()) as { subscriptions: { uuid: string; next_charge_at: string }[] })
          .subscriptions[0]!;
      const before = await read();
      const endDate = formatDate(before.next_charge_at, lng, { timeZone });

      // Cancel, after the confirmation that says when it ends.
      await item.getByRole('button', { name: t('commerce:subscriptionSelf.cancel') }).click();
      const dialog = page.getByRole('dialog', { name: t('commerce:subscriptionSelf.confirmTitle', { name: 'Weekly bread box' }) });
      await dialog.getByText(t('commerce:subscriptionSelf.confirmBody', { date: endDate })).waitFor();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: `/tmp/subscription-cancel-dialog-${lng}.png`, fullPage: true });
      await dialog.getByRole('button', { name: t('commerce:subscriptionSelf.confirm') }).click();
      await item
        .getByRole('status')
        .getByText(t('commerce:subscriptionSelf.canceled', { date: endDate }))
        .waitFor();
      await item.getByText(t('commerce:subscriptionSelf.endsOn'), { exact: true }).waitFor();
      // Still active until then; no second cancel offered.
      await item.getByText(t('commerce:subscriptionFlow.states.active'), { exact: true }).waitFor();
      expect(await item.getByRole('button', { name: t('commerce:subscriptionSelf.cancel') }).count()).toBe(0);
      await expectNoSeriousA11yViolations(page);
      expect(await fitsWidth(page)).toBe(true);
      await page.screenshot({ path: `/tmp/subscription-canceled-${lng}.png`, fullPage: true });
      expect(unexpected(errors)).toEqual([]);

      const after = (await (await fetch(`${api}/subscriptions/${before.uuid}`)).json()) as {
        subscription: { state: string; cancel_at: string | null };
      };
      expect(after.subscription).toMatchObject({ state: 'active', cancel_at: before.next_charge_at });

      // The owner's order shows when it ends.
      const list = (await (await fetch(`${api}/owner-orders?q=${orderNumber}`, { headers: bearer })).json()) as {
        orders: { id: number; order_number: string | null }[];
      };
      const row = list.orders.find((o) => o.order_number === orderNumber);
      expect(row, 'the owner finds the order').toBeDefined();
      const owned = (await (await fetch(`${api}/owner-orders/${row!.id}`, { headers: bearer })).json()) as {
        subscription: { state: string; cancel_at: string | null };
      };
      expect(owned.subscription).toMatchObject({ state: 'active', cancel_at: before.next_charge_at });
    } finally {
      await close();
    }
  });
});
