// Steps in the back office's quote form that the editor's e2e files share (English unless given another
// language's `t`): a line by its number, a free-text line added and filled in, and the totals showing an amount.
import type { Locator, Page } from 'playwright-core';
import { translator } from './e2e-helpers.js';

type Translate = ReturnType<typeof translator>;
const en = translator('en');

/** Line `n` (from 1) of the quote form. */
export const quoteLine = (page: Page, n: number, t: Translate = en): Locator =>
  page.getByRole('group', { name: new RegExp(t('manage:quotes.form.line', { n })) });

/** "Add free text", then fill in that line (it becomes line `n`). */
export async function addTextLine(
  page: Page,
  n: number,
  text: { name: string; description?: string; price: string },
  t: Translate = en,
): Promise<Locator> {
  await page.getByRole('button', { name: t('manage:quotes.form.addText') }).click();
  const line = quoteLine(page, n, t);
  await line.getByRole('textbox', { name: t('manage:quotes.form.lineName') }).fill(text.name);
  if (text.description) await line.getByRole('textbox', { name: t('manage:quotes.form.description') }).fill(text.description);
  await line.getByRole('textbox', { name: t('manage:quotes.form.unitPrice') }).fill(text.price);
  return line;
}

/** Wait until the totals show `amount` (as formatted, e.g. "$200.00"). */
export const waitForQuoteTotal = (page: Page, amount: string, t: Translate = en): Promise<void> =>
  page
    .getByRole('region', { name: t('manage:quotes.form.totals') })
    .getByText(amount)
    .first()
    .waitFor();
