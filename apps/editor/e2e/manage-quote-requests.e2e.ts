// Quote requests end to end in Chromium against the running product (issue 15: "a requires-quote service
// becomes a quote the owner prices in /manage, the customer approves it and pays a deposit then the rest
// (paid); another quote is rejected with a reason, and an empty reason shows 'This information is required'"),
// in English on the bistro ("Event catering", $) and in Spanish on the salon ("Peinado y maquillaje de novia", €).
// Two visitors order the price-on-request service through the public services checkout; the customer link
// says the quote is being prepared; the owner finds the requests under their status in /manage → Quotes,
// prices each (two lines), sends it and copies the link; one customer approves and pays 500.00 then the rest,
// the other rejects. Owner screens are screenshotted into /tmp/shots/svc-owner/.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { translator } from './e2e-helpers.js';
import { seriousA11yViolations } from './popup-checks.js';
import { addTextLine, quoteLine, waitForQuoteTotal } from './quote-form-steps.js';
import { openAndSignIn, ownerWithClipboard, siteOrigin } from './sign-in.js';

const SHOTS = '/tmp/shots/svc-owner';
let browser: Browser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });

/** Each site in its language: its owner, its price-on-request service, a customer address that passes validation. */
const SITES = [
  {
    sub: 'bistro',
    lng: 'en' as const,
    owner: 'owner@bistro.test',
    service: 'Event catering',
    total: '$2,000.00',
    customer: {
      firstName: 'Grace',
      lastName: 'Hopper',
      country: 'US',
      address1: '1 Harbor Way',
      city: 'Portland',
      state: 'OR',
      postalCode: '97201',
      phone: '503-555-0134',
    },
    words: {
      note: 'A seated dinner for 40 on a Saturday.',
      line: 'Staff on site',
      terms: '50% deposit to book the date',
      reason: 'We found another caterer',
    },
  },
  {
    sub: 'salon',
    lng: 'es' as const,
    owner: 'owner@salon.test',
    service: 'Peinado y maquillaje de novia',
    // The salon's ISO currency in its owner's Spanish (issue 25).
    total: '2.000,00 €',
    customer: {
      firstName: 'Ana',
      lastName: 'Ruiz',
      country: 'ES',
      address1: 'Calle Mayor 5',
      city: 'Madrid',
      province: 'Madrid',
      postalCode: '28013',
      phone: '+34 612 345 678',
    },
    words: {
      note: 'Una boda con 40 invitados un sábado.',
      line: 'Desplazamiento al lugar',
      terms: 'Señal del 50% para reservar la fecha',
      reason: 'Hemos encontrado otra estilista',
    },
  },
];

describe('services as sold in /manage → Services (issue 15)', () => {
  const t = translator('en');

  it('badges say how each service is sold; "Event catering" is priced on request, with its pictures', async () => {
    const origin = siteOrigin(baseUrl, 'bistro');
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAndSignIn(page, `${origin}/manage/services`, 'owner@bistro.test');
    const list = page.getByRole('list', { name: t('manage:servicesScreen.list') });
    const item = (name: string) => list.getByRole('listitem').filter({ hasText: name });
    await item('Event catering').getByText(t('manage:servicesScreen.badges.quote'), { exact: true }).waitFor();
    const weekly = t('manage:servicesScreen.badges.subscription', { frequency: t('manage:servicesScreen.recurrences.weekly') });
    await item('Weekly bread box').getByText(weekly, { exact: true }).waitFor();
    expect(await seriousA11yViolations(page, '.vbp-products')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/services-list-1280.png`, fullPage: true });

    await item('Event catering')
      .getByRole('link', { name: t('manage:servicesScreen.editService', { name: 'Event catering' }) })
      .click();
    const pricing = page.getByRole('combobox', { name: t('manage:servicesScreen.selling.pricing') });
    await pricing.waitFor();
    expect(await pricing.inputValue()).toBe('quote');
    expect(await page.getByRole('checkbox', { name: t('manage:servicesScreen.selling.soldOnline') }).isChecked()).toBe(true);
    expect(await page.locator('.vbp-images__item img').count()).toBeGreaterThan(0);
    // A subscription asks for its frequency (not saved: the demo data stays as seeded).
    await pricing.selectOption('subscription');
    await page.getByRole('combobox', { name: new RegExp(t('manage:servicesScreen.selling.recurrence')) }).waitFor();
    expect(await seriousA11yViolations(page, '.vbp-products')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/service-selling-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: `${SHOTS}/service-selling-375.png`, fullPage: true });
    await context.close();
  });
});

describe.each(SITES)('quote requests priced in /manage → Quotes on $sub ($lng) (issue 15)', (site) => {
  const { sub, lng, service, words } = site;
  const t = translator(lng);
  const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${lng}-${name}.png`, fullPage: true });
  let clientId: number;
  let serviceId: number;

  beforeAll(async () => {
    const json = (await (await fetch(`${baseUrl}/assets/sites/${sub}.localhost/site.json`)).json()) as { client: { id: number } };
    clientId = json.client.id;
    const store = (await (await fetch(`${baseUrl}/api/client/${clientId}/services-store`)).json()) as {
      services: { id: number; name: string }[];
    };
    serviceId = store.services.find((s) => s.name === service)!.id;
  });

  interface Request {
    uuid: string;
    number: string;
  }

  /** A visitor orders the price-on-request service in the services store: a quote request, no payment. */
  async function requestQuote(email: string): Promise<Request> {
    const res = await fetch(`${baseUrl}/api/client/${clientId}/services-checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({
        lines: [{ service_id: serviceId, quantity: 1 }],
        customer: { email, ...site.customer },
        payment: null,
        note: words.note,
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const answer = (await res.json()) as { order_uuid: string; order_number: string; kind: string; transaction_id: string | null };
    expect(answer).toMatchObject({ kind: 'quote', transaction_id: null });
    return { uuid: answer.order_uuid, number: answer.order_number };
  }

  const quoteView = (page: Page, number: string) =>
    page.getByRole('article', { name: t('manage:quotes.detail.title', { kind: t('manage:quotes.kinds.quote'), number }) });

  /** In /manage/quotes: lists the requests, opens `request`, prices it with two lines, sends it and copies its link. */
  async function priceAndSend(page: Page, request: Request, shots: boolean): Promise<string> {
    await page.getByRole('combobox', { name: t('manage:quotes.status') }).selectOption('requested');
    const opener = page.getByRole('button', {
      name: t('manage:quotes.open', { kind: t('manage:quotes.kinds.quote'), number: request.number }),
    });
    const row = page.locator('tr', { has: opener });
    await row.getByText(t('manage:quotes.statuses.requested'), { exact: true }).waitFor();
    if (shots) await shot(page, 'quote-requests-list-1280');
    await opener.click();
    const view = quoteView(page, request.number);
    await view.getByText(t('manage:quotes.request.note')).waitFor();
    expect(await view.getByRole('button', { name: t('manage:quotes.detail.copyLink') }).count()).toBe(0);
    if (shots) await shot(page, 'quote-request-detail-1280');

    await view.getByRole('button', { name: t('manage:quotes.request.price') }).click();
    await page.getByRole('heading', { level: 2, name: t('manage:quotes.request.title', { number: request.number }) }).waitFor();
    const line1 = quoteLine(page, 1, t);
    expect(await line1.getByRole('textbox', { name: t('manage:quotes.form.lineName') }).inputValue()).toBe(service);
    // Sending at 0 is refused before anything is sent.
    await page.getByRole('button', { name: t('manage:quotes.request.send') }).click();
    await page.locator('.vq-lines').getByText(t('validation:quote.totalRequired')).waitFor();
    await line1.getByRole('textbox', { name: t('manage:quotes.form.unitPrice') }).fill('45');
    await line1.getByRole('textbox', { name: t('manage:quotes.form.quantity') }).fill('40');
    await addTextLine(page, 2, { name: words.line, price: '200' }, t);
    await page.getByRole('textbox', { name: t('manage:quotes.form.terms') }).fill(words.terms);
    await waitForQuoteTotal(page, site.total, t);
    if (shots) {
      expect(await seriousA11yViolations(page, '.vq-quotes')).toEqual([]);
      await shot(page, 'quote-request-price-1280');
    }
    const sent = page.waitForResponse((res) => /\/owner-quotes\/\d+\/send$/.test(res.url()) && res.request().method() === 'POST');
    await page.getByRole('button', { name: t('manage:quotes.request.send') }).click();
    const answer = (await (await sent).json()) as { state: string; order_link: string };
    expect(answer.state).toBe('pending');
    await page.getByText(t('manage:quotes.request.sent', { number: request.number })).waitFor();
    await view.getByText(t('manage:quotes.statuses.pending'), { exact: true }).waitFor();
    await view.getByRole('button', { name: t('manage:quotes.detail.copyLink') }).click();
    await page.getByText(t('manage:quotes.detail.linkCopied'), { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(answer.order_link);
    expect(copied).toMatch(new RegExp(`/commerce/order/${request.uuid}$`));
    if (shots) {
      expect(await seriousA11yViolations(page, '.vq-quotes')).toEqual([]);
      await shot(page, 'quote-request-sent-1280');
      await page.setViewportSize({ width: 375, height: 800 });
      await shot(page, 'quote-request-sent-375');
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    await page.getByRole('button', { name: t('manage:quotes.detail.back') }).click();
    return copied;
  }

  const stateIs = (page: Page, state: 'approved' | 'paid' | 'rejected') =>
    page.locator('.site-checkout__facts dd', { hasText: t(`commerce:checkoutFlow.orderStates.${state}`) }).waitFor();

  async function payWithCard(page: Page) {
    await page.getByLabel(t('commerce:card.holderName')).fill(`${site.customer.firstName} ${site.customer.lastName}`);
    await page.getByLabel(t('commerce:card.number')).fill('4242424242424242');
    await page.getByLabel(t('commerce:card.expiry')).fill('12/35');
    await page.getByLabel(t('commerce:card.cvv')).fill('123');
    await page.getByRole('button', { name: new RegExp(`^${t('commerce:checkoutFlow.payAmount', { amount: '' }).trim()}`) }).click();
    await page.waitForURL(/\/invoice-successful\/[0-9a-f-]{36}$/);
  }

  it('a request is priced and sent by the owner; the customer approves, pays a deposit then the rest; another is rejected', async () => {
    const stamp = Date.now().toString(36);
    const first = await requestQuote(`quote-request-a-${lng}-${stamp}@example.test`);
    const second = await requestQuote(`quote-request-b-${lng}-${stamp}@example.test`);
    const origin = siteOrigin(baseUrl, sub);

    // Before it is priced, the customer's page says the quote is being prepared.
    const customer = await browser.newContext();
    const visitor = await customer.newPage();
    await visitor.goto(`${origin}/commerce/order/${second.uuid}`);
    await visitor.getByRole('status').getByText(t('commerce:quoteFlow.requestPreparing')).waitFor();
    expect(await visitor.getByRole('button', { name: t('commerce:actions.approve') }).count()).toBe(0);
    await shot(visitor, 'customer-request-preparing');

    const { context, page } = await ownerWithClipboard(browser, origin, `${origin}/manage/quotes`, {}, site.owner);
    await page.getByRole('heading', { level: 1, name: t('manage:quotes.title') }).waitFor();
    const firstLink = await priceAndSend(page, first, true);
    const secondLink = await priceAndSend(page, second, false);
    await context.close();

    // The first customer approves, pays a deposit of 500.00, then the rest.
    await visitor.goto(firstLink);
    await hydrated(visitor);
    await visitor.getByText(words.line).waitFor();
    await visitor.getByRole('button', { name: t('commerce:actions.approve') }).click();
    await stateIs(visitor, 'approved');
    await visitor.getByRole('radio', { name: t('commerce:quoteFlow.payPartial') }).check();
    await visitor.getByLabel(t('commerce:quoteFlow.amountLabel')).fill('500');
    await visitor.getByRole('button', { name: t('commerce:quoteFlow.continueToCard') }).click();
    await payWithCard(visitor);
    await visitor.getByText(t('commerce:quoteFlow.stillOutstanding', { amount: '' }).trim(), { exact: false }).waitFor();
    await visitor.getByRole('link', { name: t('commerce:quoteFlow.viewDocuments.quote') }).click();
    await visitor.waitForURL(/\/commerce\/order\/[0-9a-f-]{36}$/);
    await visitor.getByRole('button', { name: t('commerce:quoteFlow.continueToCard') }).click();
    await payWithCard(visitor);
    await visitor.getByText(t('commerce:decisions.paid')).waitFor();
    const paid = (await (await fetch(`${baseUrl}/api/client/${clientId}/orders/${first.uuid}`)).json()) as Record<string, unknown>;
    expect(paid).toMatchObject({ state: 'paid', total_outstanding: '0.00' });
    expect(paid.prior_payments).toBe(paid.total);

    // The second rejects: an empty reason is refused, then a reason is taken.
    await visitor.goto(secondLink);
    await hydrated(visitor);
    await visitor.getByRole('button', { name: t('commerce:actions.reject') }).click();
    const dialog = visitor.getByRole('dialog', { name: t('commerce:quoteFlow.rejectTitle') });
    await dialog.getByRole('button', { name: t('commerce:actions.confirmReject') }).click();
    await dialog.getByText(t('validation:informationRequired')).waitFor();
    await shot(visitor, 'customer-reject-empty');
    await dialog.getByLabel(t('commerce:actions.rejectionReason')).fill(words.reason);
    await dialog.getByRole('button', { name: t('commerce:actions.confirmReject') }).click();
    await stateIs(visitor, 'rejected');
    await visitor.getByText(words.reason).waitFor();
    const rejected = (await (await fetch(`${baseUrl}/api/client/${clientId}/orders/${second.uuid}`)).json()) as Record<string, unknown>;
    expect(rejected).toMatchObject({ state: 'rejected', rejection_reason: words.reason });
    await customer.close();
  });
});
