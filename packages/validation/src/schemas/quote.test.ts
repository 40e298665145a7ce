// The owner's quote form and amount rules (issue 15; spec §5 plain text and numeric input): one row per rule.
import { describe, expect, it } from 'vitest';
import { createQuoteAmountSchema, quoteSchema, validatePayload } from '@vitrina/validation';

const valid = {
  kind: 'quote',
  email: 'ana@example.com',
  name: 'Ana Ruiz',
  lines: [{ source: 'text', name: 'Design', description: '', unit_price: '100', quantity: 1 }],
  discount: '',
  due_date: '2026-12-31',
  terms: '',
  note: '',
};

describe('quoteSchema', () => {
  it('accepts a quote with one free-text line and casts the quantity', () => {
    const result = validatePayload(quoteSchema, { ...valid, lines: [{ ...valid.lines[0], quantity: '3' }] });
    expect(result.ok && result.value.lines[0]!.quantity).toBe(3);
  });

  it.each([
    ['no lines', { lines: [] }, 'lines', 'validation:quote.linesRequired'],
    ['an e-mail that is not one', { email: 'ana@' }, 'email', 'validation:invalid.email'],
    ['a blank name (tags stripped first)', { name: '<b></b>' }, 'name', 'validation:required.name'],
    [
      'a price with a currency sign (§5 numeric input)',
      { lines: [{ ...valid.lines[0], unit_price: '$5' }] },
      'lines[0].unit_price',
      'validation:invalid.price',
    ],
    ['a quantity of 0', { lines: [{ ...valid.lines[0], quantity: 0 }] }, 'lines[0].quantity', 'validation:quote.quantity'],
    ['a line without a name', { lines: [{ ...valid.lines[0], name: ' ' }] }, 'lines[0].name', 'validation:required.name'],
    ['a date that does not exist', { due_date: '2026-02-30' }, 'due_date', 'validation:invalid.date'],
    ['a kind other than quote or invoice', { kind: 'order' }, 'kind', 'validation:invalid.value'],
  ])('refuses %s', (_label, change, field, message) => {
    const result = validatePayload(quoteSchema, { ...valid, ...change });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fields[field]).toBe(message);
  });
});

describe('createQuoteAmountSchema (a deposit or an offline payment)', () => {
  it.each([
    ['0', 'validation:quote.amountPositive'],
    ['', 'validation:quote.amountRequired'],
    ['1,00', 'validation:invalid.price'],
    ['100.01', 'validation:quote.amountTooLarge'],
  ])('refuses %j', (amount, message) => {
    const result = validatePayload(createQuoteAmountSchema(10_000), { amount });
    expect(!result.ok && result.fields.amount).toBe(message);
  });

  it('accepts exactly the balance due', () => {
    expect(validatePayload(createQuoteAmountSchema(10_000), { amount: '100' }).ok).toBe(true);
  });
});
