// A priced quote reaches its customer by e-mail, and its link opens it (issue 28 "Done when": in Chromium, en
// (bistro) and es (salon)), against the running product and its own mailbox: the business's owner writes a
// quote for a customer in the back office (in the owner's profile language: owner@salon.test has language_id 2,
// apps/api/src/seed/demo-users.ts); the customer's "your quote is ready" arrives in the site's language with
// the quote's number, its total as the site writes money (`$1,234.50`, `1.234,50 €`) and its own link; that
// link, opened in a fresh browser (no session), shows the quote to approve or pay, in the site's language.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { linksOf, waitForMail } from '@vitrina/tooling/e2e/mail';
import { translator } from './e2e-helpers.js';
import { addTextLine, waitForQuoteTotal } from './quote-form-steps.js';
import { ownerWithClipboard, siteOrigin } from './sign-in.js';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/**
 * Each business as the demo seed makes it: its name, the site's language, its owner and the owner's language
 * (the back office's), a customer, a free-text line priced 1234.50 and that amount in the business's currency.
 */
const BUSINESSES = [
  {
    sub: 'bistro',
    lng: 'en' as const,
    business: 'Harbor Lane Bistro',
    owner: { email: 'owner@bistro.test', lng: 'en' as const },
    customer: 'Nora Quinn',
    line: { name: 'Private room', description: 'Saturday evening, 20 guests', price: '1234.50' },
    total: '$1,234.50',
  },
  {
    sub: 'salon',
    lng: 'es' as const,
    business: 'Salón Lucía',
    owner: { email: 'owner@salon.test', lng: 'es' as const },
    customer: 'Nuria Quintana',
    line: { name: 'Peinado de boda', description: 'Prueba y día de la boda, a domicilio', price: '1234.50' },
    total: '1.234,50\u00a0€',
  },
];

describe.each(BUSINESSES)('the quote-ready message on $sub ($lng) in Chromium (issue 28)', (site) => {
  const { sub, lng, owner, line, total } = site;

  it('the owner writes a quote; the customer’s e-mail has its total and link; the link opens the quote', async () => {
    const t = translator(lng);
    const tOwner = translator(owner.lng);
    const origin = siteOrigin(baseUrl, sub);
    const customer = `quote-mail-${lng}-${Date.now().toString(36)}@example.test`;
    const { context, page } = await ownerWithClipboard(browser, origin, `${origin}/manage/quotes`, {}, owner.email);
    await page.getByRole('heading', { level: 1, name: tOwner('manage:quotes.title') }).waitFor();

    await page.getByRole('button', { name: tOwner('manage:quotes.newQuote') }).click();
    await page.getByRole('textbox', { name: tOwner('manage:quotes.form.email') }).fill(customer);
    await page.getByRole('textbox', { name: tOwner('manage:quotes.form.name'), exact: true }).fill(site.customer);
    await addTextLine(page, 1, line, tOwner);
    await waitForQuoteTotal(page, total, tOwner);
    const created = page.waitForResponse((res) => /\/owner-quotes$/.test(res.url()) && res.request().method() === 'POST');
    await page.getByRole('button', { name: tOwner('manage:quotes.form.create') }).click();
    const answer = (await (await created).json()) as { order_number: string; total: string; order_link: string };
    await context.close();
    expect(Number(answer.total)).toBe(Number(line.price));

    const subject = t('mail:quotes.quoteReady.subject', { number: answer.order_number, business: site.business, total });
    const mail = await waitForMail({ to: customer, subject });
    expect(mail.subject).toBe(subject);
    expect(mail.from[0]?.name).toBe(site.business);
    expect(mail.to[0]).toMatchObject({ address: customer, name: site.customer });
    expect(mail.language).toBe(lng);
    expect(mail.html).toMatch(new RegExp(`<html[^>]*lang="${lng}"`));
    expect(mail.html).toContain(t('mail:quotes.quoteReady.heading'));
    expect(mail.html).toContain(total);
    expect(mail.text).toContain(total);
    expect(mail.text).toContain(line.name);
    const link = linksOf(mail).find((href) => href.includes('/commerce/order/'));
    expect(link).toBe(answer.order_link);
    expect(link!.startsWith(`${origin}/commerce/order/`)).toBe(true);

    // The customer opens it: a fresh browser context, nobody signed in.
    const visitor = await browser.newContext();
    try {
      const tab = await visitor.newPage();
      await tab.goto(link!);
      await tab.getByRole('heading', { level: 1, name: t('commerce:quoteFlow.titles.quote', { number: answer.order_number }) }).waitFor();
      expect(await tab.locator('html').getAttribute('lang')).toBe(lng);
      await tab.getByText(line.description).waitFor();
      await tab.getByRole('button', { name: t('commerce:actions.approve') }).waitFor();
      expect(await tab.getByText(total).count()).toBeGreaterThan(0);
      await tab.screenshot({ path: `/tmp/quote-mail-link-${lng}-1280.png`, fullPage: true });
    } finally {
      await visitor.close();
    }
  });
});
