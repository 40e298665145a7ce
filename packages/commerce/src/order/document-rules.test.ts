import { orderDocument } from '@vitrina/commerce';
import { describe, expect, it } from 'vitest';

describe('orderDocument (issue 31: a receipt once paid, a quote or invoice once priced)', () => {
  it.each([
    ['a paid order has its receipt', { kind: 'order', state: 'paid', numbered: true, paidCents: 1000 }, { ok: true, kind: 'receipt' }],
    ['a refunded order keeps it', { kind: 'order', state: 'refunded', numbered: true, paidCents: 1000 }, { ok: true, kind: 'receipt' }],
    [
      'a paid order canceled later keeps it',
      { kind: 'order', state: 'canceled', numbered: true, paidCents: 1000 },
      { ok: true, kind: 'receipt' },
    ],
    [
      'an order awaiting payment has none',
      { kind: 'order', state: 'awaiting_payment', numbered: false, paidCents: 0 },
      { ok: false, reason: 'not_paid' },
    ],
    [
      'a failed attempt has none',
      { kind: 'order', state: 'payment_failed', numbered: false, paidCents: 0 },
      { ok: false, reason: 'not_paid' },
    ],
    ['a pending quote is a quote', { kind: 'quote', state: 'pending', numbered: true, paidCents: 0 }, { ok: true, kind: 'quote' }],
    ['a paid invoice is an invoice', { kind: 'invoice', state: 'paid', numbered: true, paidCents: 5000 }, { ok: true, kind: 'invoice' }],
    [
      'a deposit is a partial invoice',
      { kind: 'partial_invoice', state: 'pending', numbered: true, paidCents: 0 },
      { ok: true, kind: 'partial_invoice' },
    ],
    [
      'a quote request is not priced yet',
      { kind: 'quote', state: 'requested', numbered: true, paidCents: 0 },
      { ok: false, reason: 'not_priced' },
    ],
  ])('%s', (_case, subject, expected) => {
    expect(orderDocument(subject)).toEqual(expected);
  });
});
