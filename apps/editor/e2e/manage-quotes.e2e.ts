// The back office's Quotes & invoices screen in Chromium against the running product (issue 15): the
// bistro's owner writes a quote with one of the bistro's services and a free-text line, sees it listed,
// copies the customer link, records an offline payment and sees the balance. Screenshots at 1280 and 375 px.
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, connectBrowser } from '@vitrina/tooling/e2e/product';
import { translator } from './e2e-helpers.js';
import { seriousA11yViolations } from './popup-checks.js';
import { addTextLine, quoteLine, waitForQuoteTotal } from './quote-form-steps.js';
import { ownerWithClipboard, siteOrigin } from './sign-in.js';

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

const row = (page: Page, opener: string) => page.locator('tr', { has: page.getByRole('button', { name: opener, exact: true }) });

describe('the Quotes & invoices screen at /manage/quotes in Chromium (issue 15)', () => {
  it('the bistro owner writes a quote with a service and a free-text line, copies its link and records a payment', async () => {
    const t = translator('en');
    const origin = siteOrigin(baseUrl, 'bistro');
    const { context, page } = await ownerWithClipboard(browser, origin, `${origin}/manage/quotes`);
    await page.getByRole('heading', { level: 1, name: t('manage:quotes.title') }).waitFor();

    await page.getByRole('button', { name: t('manage:quotes.newQuote') }).click();
    await page.getByRole('textbox', { name: t('manage:quotes.form.email') }).fill('olivia@example.test');
    await page.getByRole('textbox', { name: t('manage:quotes.form.name'), exact: true }).fill('Olivia Stone');
    await page.getByRole('button', { name: t('manage:quotes.form.addService') }).click();
    const service = page.getByRole('combobox', { name: t('manage:quotes.form.service') });
    // The first of the bistro's services.
    const firstService = (await service.locator('option').nth(1).textContent()) ?? '';
    await service.selectOption({ index: 1 });
    const line1 = quoteLine(page, 1);
    await expect(line1.getByRole('textbox', { name: t('manage:quotes.form.lineName') }).inputValue()).resolves.toBe(firstService);
    await line1.getByRole('textbox', { name: t('manage:quotes.form.unitPrice') }).fill('80');
    await addTextLine(page, 2, { name: 'Private room', description: 'Saturday evening, 20 guests', price: '120' });
    await waitForQuoteTotal(page, '$200.00');
    await page.screenshot({ path: '/tmp/quote-form-1280.png', fullPage: true });
    const created = page.waitForResponse((res) => /\/owner-quotes$/.test(res.url()) && res.request().method() === 'POST');
    await page.getByRole('button', { name: t('manage:quotes.form.create') }).click();
    const answer = (await (await created).json()) as { order_number: string; total: string; order_link: string };
    const number = answer.order_number;
    const view = page.getByRole('article', { name: t('manage:quotes.detail.title', { kind: t('manage:quotes.kinds.quote'), number }) });
    await view.waitFor();
    expect(await view.textContent()).toContain('Private room');

    // Listed.
    await page.getByRole('button', { name: t('manage:quotes.detail.back') }).click();
    const opener = t('manage:quotes.open', { kind: t('manage:quotes.kinds.quote'), number });
    await row(page, opener).waitFor();
    expect(await row(page, opener).textContent()).toMatch(/Olivia Stone.*olivia@example\.test.*Quote.*Pending/);
    await page.screenshot({ path: '/tmp/quotes-list-1280.png', fullPage: true });

    // The customer link, copied.
    await page.getByRole('button', { name: opener }).click();
    await view.waitFor();
    await page.getByRole('button', { name: t('manage:quotes.detail.copyLink') }).click();
    await page.getByText(t('manage:quotes.detail.linkCopied'), { exact: true }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(answer.order_link);
    expect(copied).toMatch(/\/commerce\/order\/[0-9a-f-]{36}$/);

    // An offline payment of 50.00: the balance is the total less 50.00.
    await view.getByRole('button', { name: t('manage:quotes.detail.recordPayment') }).click();
    const dialog = page.getByRole('dialog', { name: t('manage:quotes.dialogs.paymentTitle', { number }) });
    await dialog.getByRole('textbox', { name: t('manage:quotes.dialogs.amount') }).fill('50');
    await dialog.getByRole('button', { name: t('manage:quotes.dialogs.record') }).click();
    await page.getByText(t('manage:quotes.dialogs.paymentDone'), { exact: true }).waitFor();
    const totalCents = Math.round(Number(answer.total) * 100);
    const balance = `$${((totalCents - 5000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    await view
      .locator('.vo-totals__row', { hasText: t('commerce:order.totalOutstanding') })
      .getByText(balance)
      .waitFor();
    await view.getByText(t('manage:quotes.statuses.approved'), { exact: true }).waitFor();
    expect(await seriousA11yViolations(page, '.vq-quotes')).toEqual([]);
    await page.screenshot({ path: '/tmp/quote-detail-1280.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: '/tmp/quote-detail-375.png', fullPage: true });
    await context.close();
  });
});
