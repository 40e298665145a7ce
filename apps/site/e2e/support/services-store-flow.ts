// The services store end to end (issue 15; spec §2 services-store → services-cart → services-finalize →
// services-success; §5 "select one or more services", "only one subscription service per order. One-time
// services and a subscription cannot be mixed"), in Chromium against the product as the README starts it, on
// the seeded demo services. services-store.e2e.ts runs it in English on bistro, services-store-es.e2e.ts in
// Spanish on salon. Each test is a fresh visitor (its own browser context and e-mail); nothing shared changes.
import { createI18n } from '@vitrina/i18n';
import type { TranslationKey } from '@vitrina/i18n';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations, hydrated, openSite, siteUrl } from './site-e2e.js';

export interface ServicesStoreSite {
  sub: string;
  lng: 'en' | 'es';
  /** Seeded services: a one-time one, a subscription (and its frequency), a requires-quote one. */
  oneTime: string;
  subscription: string;
  frequency: string;
  quote: string;
  address: { address1: string; city: string; postalCode: string; phone: string };
  region: { state: string } | { province: string };
}

const DESKTOP = { width: 1280, height: 900 };
const MOBILE = { width: 375, height: 812 };

/** `browserOf`: the e2e file's browser (launched there: support modules may not import the tooling). */
export function describeServicesStore(site: ServicesStoreSite, browserOf: () => Browser) {
  const { sub, lng, address, region } = site;
  const i18n = createI18n({ lng });
  const t = (key: TranslationKey, options?: Record<string, unknown>): string => i18n.t(key, options);

  const shot = async (page: Page, name: string) => {
    const { width } = page.viewportSize() ?? DESKTOP;
    await page.screenshot({ path: `/tmp/shots/h3/${lng}-${name}-${width}.png`, fullPage: true });
  };

  async function visit(path: string, viewport = DESKTOP) {
    const opened = await openSite(browserOf(), siteUrl(sub, path), { viewport });
    await hydrated(opened.page);
    return opened;
  }

  const addButton = (page: Page, name: string) => page.getByRole('button', { name: t('commerce:servicesStore.addToCartOf', { name }) });

  async function addFromStore(page: Page, name: string) {
    await addButton(page, name).click();
    await page.getByText(t('commerce:servicesStore.added')).first().waitFor();
  }

  async function toFinalize(page: Page) {
    await page.getByRole('link', { name: i18n.t('commerce:servicesStore.cartLink', { count: 1 }) }).click();
    await page.getByRole('heading', { level: 1, name: t('commerce:cart.servicesTitle') }).waitFor();
    await page.getByRole('button', { name: t('commerce:servicesStore.continue') }).click();
    await page.waitForURL(/\/services-finalize$/);
    await page.getByLabel(t('commerce:shipping.email')).waitFor();
  }

  async function fillDetails(page: Page, email: string) {
    await page.getByLabel(t('commerce:shipping.email')).fill(email);
    await page.getByLabel(t('commerce:shipping.firstName')).fill('Ana');
    await page.getByLabel(t('commerce:shipping.lastName')).fill('Ruiz');
    await page.getByLabel(t('commerce:shipping.address1')).fill(address.address1);
    await page.getByLabel(t('commerce:shipping.city')).fill(address.city);
    if ('state' in region) await page.getByLabel(t('commerce:shipping.state')).selectOption({ label: region.state });
    else await page.getByLabel(t('commerce:checkoutFlow.province')).fill(region.province);
    await page.getByLabel(t('commerce:shipping.postalCode')).fill(address.postalCode);
    await page.getByLabel(t('commerce:shipping.phone')).fill(address.phone);
  }

  async function payWithCard(page: Page) {
    await page.getByRole('button', { name: t('commerce:checkoutFlow.continueToPayment') }).click();
    await page.getByLabel(t('commerce:card.number')).waitFor();
    await page.getByLabel(t('commerce:card.holderName')).fill('Ana Ruiz');
    await page.getByLabel(t('commerce:card.number')).fill('4242 4242 4242 4242');
    await page.getByLabel(t('commerce:card.expiry')).fill('12/35');
    await page.getByLabel(t('commerce:card.cvv')).fill('123');
  }

  const payButton = (page: Page) =>
    page.getByRole('button', { name: new RegExp(`^${i18n.t('commerce:checkoutFlow.payAmount', { amount: '' }).trim()}`) });

  const servicesCart = (page: Page) => page.evaluate(() => localStorage.getItem('services_cart'));

  describe(`the services store on ${sub} (${lng})`, () => {
    it('buys a one-time service: store → add → cart → finalize (card 4242…) → services-success shows it', async () => {
      const { page, close } = await visit('/services-store');
      try {
        await page.getByRole('heading', { level: 1, name: t('commerce:store.servicesStoreTitle') }).waitFor();
        await page.getByText(t('commerce:service.requiresQuote')).first().waitFor();
        await expectNoSeriousA11yViolations(page);
        await shot(page, 'services-store');
        await addFromStore(page, site.oneTime);
        await toFinalize(page);
        await expectNoSeriousA11yViolations(page);
        await fillDetails(page, `svc-one-${lng}@example.com`);
        await shot(page, 'services-finalize');
        await payWithCard(page);
        await expectNoSeriousA11yViolations(page);
        await shot(page, 'services-payment');
        await payButton(page).click();
        await page.waitForURL(/\/services-success\/[0-9a-f-]{36}$/);
        await page.getByRole('heading', { level: 1, name: t('commerce:servicesStore.success.title') }).waitFor();
        await page.getByText(new RegExp(`${site.oneTime} × 1`)).waitFor();
        expect(await servicesCart(page)).toBeNull();
        await expectNoSeriousA11yViolations(page);
        await shot(page, 'services-success');
      } finally {
        await close();
      }
    });

    it('refuses a subscription with a one-time service, when adding and in the server’s checkout (409)', async () => {
      const { page, close } = await visit('/services-store');
      try {
        await addFromStore(page, site.oneTime);
        await addButton(page, site.subscription).click();
        await page
          .getByRole('alert')
          .filter({ hasText: t('errors:orders.noMixing') })
          .waitFor();
        expect(await servicesCart(page)).not.toContain(site.subscription);
        await shot(page, 'services-refused');
        // A cart that holds both anyway (another tab, an old cart): the server's check and checkout refuse it.
        await page.evaluate(
          async (subscription) => {
            const raw = JSON.parse(localStorage.getItem('services_cart') ?? '{"lines":[]}') as { lines: unknown[] };
            raw.lines.push(subscription);
            localStorage.setItem('services_cart', JSON.stringify(raw));
          },
          await subscriptionLine(page),
        );
        await page.goto(siteUrl(sub, '/services-cart'));
        await page
          .getByRole('alert')
          .filter({ hasText: t('errors:orders.noMixing') })
          .waitFor();
        expect(await page.getByRole('button', { name: t('commerce:servicesStore.continue') }).isDisabled()).toBe(true);
        await expectNoSeriousA11yViolations(page);
        await shot(page, 'services-cart-mixed');
        await page.goto(siteUrl(sub, '/services-finalize'));
        await page.getByLabel(t('commerce:shipping.email')).waitFor();
        await fillDetails(page, `svc-mixed-${lng}@example.com`);
        await payWithCard(page);
        await payButton(page).click();
        await page
          .getByRole('alert')
          .filter({ hasText: t('errors:orders.noMixing') })
          .waitFor();
        expect(page.url()).toContain('/services-finalize');
      } finally {
        await close();
      }
    });

    it('a subscription alone: the success page shows its frequency', async () => {
      const { page, close } = await visit(`/services-store`, MOBILE);
      try {
        await shot(page, 'services-store');
        await addFromStore(page, site.subscription);
        await toFinalize(page);
        await fillDetails(page, `svc-sub-${lng}@example.com`);
        await shot(page, 'services-finalize');
        await payWithCard(page);
        await shot(page, 'services-payment');
        await payButton(page).click();
        await page.waitForURL(/\/services-success\/[0-9a-f-]{36}$/);
        await page.getByRole('heading', { level: 1, name: t('commerce:servicesStore.success.subscriptionTitle') }).waitFor();
        await page.getByText(site.frequency, { exact: true }).waitFor();
        await expectNoSeriousA11yViolations(page);
        await shot(page, 'services-success-subscription');
      } finally {
        await close();
      }
    });

    it('a requires-quote service: no card step, the success page says the quote was requested', async () => {
      const { page, close } = await visit('/services-store', MOBILE);
      try {
        await page.getByRole('link', { name: site.quote }).click();
        await page.getByRole('heading', { level: 1, name: site.quote }).waitFor();
        await expectNoSeriousA11yViolations(page);
        await shot(page, 'service-detail');
        await addFromStore(page, site.quote);
        await toFinalize(page);
        await page.getByText(t('commerce:servicesStore.quoteRequest')).first().waitFor();
        await fillDetails(page, `svc-quote-${lng}@example.com`);
        await page.getByLabel(t('commerce:servicesStore.note')).fill('80 guests, 12 June');
        await shot(page, 'services-finalize-quote');
        expect(await page.getByLabel(t('commerce:card.number')).count()).toBe(0);
        await page.getByRole('button', { name: t('commerce:servicesStore.sendRequest') }).click();
        await page.waitForURL(/\/services-success\/[0-9a-f-]{36}$/);
        await page.getByRole('heading', { level: 1, name: t('commerce:servicesStore.success.quoteTitle') }).waitFor();
        expect(await servicesCart(page)).toBeNull();
        await expectNoSeriousA11yViolations(page);
        await shot(page, 'services-success-quote');
      } finally {
        await close();
      }
    });

    it('an empty services cart: Continue says "select one or more services"', async () => {
      for (const viewport of [DESKTOP, MOBILE]) {
        const { page, close } = await visit('/services-cart', viewport);
        try {
          await page.getByText(t('commerce:servicesStore.emptyCart')).waitFor();
          await page.getByRole('button', { name: t('commerce:servicesStore.continue') }).click();
          await page
            .getByRole('alert')
            .filter({ hasText: t('validation:servicesStore.selectServices') })
            .waitFor();
          await expectNoSeriousA11yViolations(page);
          await shot(page, 'services-cart-empty');
        } finally {
          await close();
        }
      }
    });
  });

  /** The subscription's services-cart line (core-model ServicesCartLine), read from the store's API. */
  async function subscriptionLine(page: Page) {
    return page.evaluate(async (name) => {
      const siteJson = (await (await fetch(`/assets/sites/${location.hostname}/site.json`)).json()) as { client: { id: number } };
      const list = (await (await fetch(`/api/client/${siteJson.client.id}/services-store`)).json()) as {
        services: { id: number; slug: string; name: string; price: string; recurrence: string }[];
      };
      const s = list.services.find((x) => x.name === name);
      if (!s) throw new Error(`no ${name}`);
      return {
        serviceId: s.id,
        slug: s.slug,
        name: s.name,
        image: null,
        unitPrice: s.price,
        quantity: 1,
        requiresQuote: false,
        isSubscription: true,
        recurrence: s.recurrence,
      };
    }, site.subscription);
  }
}
