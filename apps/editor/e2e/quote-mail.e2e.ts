// A priced quote reaches its customer by e-mail, and its link opens it (issue 28 "Done when"), in Chromium
// against the running product and its own mailbox: the bistro's owner (en) writes a quote for a customer in
// the back office; the customer's "your quote is ready" arrives with the quote's number, total and its own
// link; that link, opened in a fresh browser (no session), shows the quote to approve or pay.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from '@vitrina/tooling/e2e/product';
import { launchBrowser } from '@vitrina/tooling/e2e';
import { linksOf, waitForMail } from '@vitrina/tooling/e2e/mail';
import { translator } from './e2e-helpers.js';
import { addTextLine, waitForQuoteTotal } from './quote-form-steps.js';
import { ownerWithClipboard, siteOrigin } from './sign-in.js';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('the quote-ready message in Chromium (issue 28)', () => {
  it('the bistro owner writes a quote; the customer’s e-mail has its total and link; the link opens the quote', async () => {
    const t = translator('en');
    const origin = siteOrigin(baseUrl, 'bistro');
    const customer = `quote-mail-${Date.now().toString(36)}@example.test`;
    const { context, page } = await ownerWithClipboard(browser, origin, `${origin}/manage/quotes`);
    await page.getByRole('heading', { level: 1, name: t('manage:quotes.title') }).waitFor();

    await page.getByRole('button', { name: t('manage:quotes.newQuote') }).click();
    await page.getByRole('textbox', { name: t('manage:quotes.form.email') }).fill(customer);
    await page.getByRole('textbox', { name: t('manage:quotes.form.name'), exact: true }).fill('Nora Quinn');
    await addTextLine(page, 1, { name: 'Private room', description: 'Saturday evening, 20 guests', price: '150' });
    await waitForQuoteTotal(page, '$150.00');
    const created = page.waitForResponse((res) => /\/owner-quotes$/.test(res.url()) && res.request().method() === 'POST');
    await page.getByRole('button', { name: t('manage:quotes.form.create') }).click();
    const answer = (await (await created).json()) as { order_number: string; total: string; order_link: string };
    await context.close();
    const total = `$${Number(answer.total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

    const mail = await waitForMail({ to: customer, subject: `Your quote #${answer.order_number}` });
    expect(mail.subject).toBe(`Your quote #${answer.order_number} from ${mail.from[0]?.name} is ready: ${total}`);
    expect(mail.from[0]?.name).toBeTruthy();
    expect(mail.to[0]).toMatchObject({ address: customer, name: 'Nora Quinn' });
    expect(mail.language).toBe('en');
    expect(mail.html).toMatch(/<html[^>]*lang="en"/);
    expect(mail.html).toContain(total);
    expect(mail.text).toContain(total);
    expect(mail.text).toContain('Private room');
    const link = linksOf(mail).find((href) => href.includes('/commerce/order/'));
    expect(link).toBe(answer.order_link);
    expect(link!.startsWith(`${origin}/commerce/order/`)).toBe(true);

    // The customer opens it: a fresh browser context, nobody signed in.
    const visitor = await browser.newContext();
    try {
      const tab = await visitor.newPage();
      await tab.goto(link!);
      await tab.getByRole('heading', { level: 1, name: t('commerce:quoteFlow.titles.quote', { number: answer.order_number }) }).waitFor();
      await tab.getByText('Saturday evening, 20 guests').waitFor();
      await tab.getByRole('button', { name: t('commerce:actions.approve') }).waitFor();
      expect(await tab.getByText(total).count()).toBeGreaterThan(0);
      await tab.screenshot({ path: '/tmp/quote-mail-link-1280.png', fullPage: true });
    } finally {
      await visitor.close();
    }
  });
});
