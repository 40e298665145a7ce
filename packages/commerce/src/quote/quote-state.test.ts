import { describe, expect, it } from 'vitest';
import { QUOTE_STATES, allowedQuoteEvents, isFinalQuoteState, quoteMove, quoteStatesAccepting, transitionQuote } from '@vitrina/commerce';
import type { QuoteEvent, QuoteState, QuoteTransition } from '@vitrina/commerce';

describe('quote and invoice states (spec §4 "pending, then approved, paid or rejected")', () => {
  it.each<{ name: string; from: QuoteState; event: QuoteEvent; expected: QuoteTransition }>([
    {
      name: 'issue 15: the owner sends a priced request → pending',
      from: 'requested',
      event: { type: 'send' },
      expected: { ok: true, state: 'pending' },
    },
    {
      name: 'issue 15: a customer cannot approve a request not priced yet',
      from: 'requested',
      event: { type: 'approve' },
      expected: { ok: false, error: 'illegal-transition' },
    },
    {
      name: 'issue 15: a customer cannot reject a request not priced yet',
      from: 'requested',
      event: { type: 'reject', reason: 'too slow' },
      expected: { ok: false, error: 'illegal-transition' },
    },
    {
      name: 'issue 15: a request cannot be paid',
      from: 'requested',
      event: { type: 'pay', outstandingCents: 0 },
      expected: { ok: false, error: 'illegal-transition' },
    },
    {
      name: 'a sent quote is not sent again',
      from: 'pending',
      event: { type: 'send' },
      expected: { ok: false, error: 'illegal-transition' },
    },
    { name: '§4 pending → approved', from: 'pending', event: { type: 'approve' }, expected: { ok: true, state: 'approved' } },
    {
      name: '§4 pending → paid when paid in full',
      from: 'pending',
      event: { type: 'pay', outstandingCents: 0 },
      expected: { ok: true, state: 'paid' },
    },
    {
      name: '§4 pending → rejected with a reason (trimmed)',
      from: 'pending',
      event: { type: 'reject', reason: '  Too expensive ' },
      expected: { ok: true, state: 'rejected', reason: 'Too expensive' },
    },
    {
      name: '§4 rejection needs a reason',
      from: 'pending',
      event: { type: 'reject', reason: '' },
      expected: { ok: false, error: 'reason-required' },
    },
    {
      name: '§4 rejection needs a reason — blanks are no reason',
      from: 'pending',
      event: { type: 'reject', reason: ' \n\t' },
      expected: { ok: false, error: 'reason-required' },
    },
    {
      name: '§3 a partial payment accepts the quote and leaves it open',
      from: 'pending',
      event: { type: 'pay', outstandingCents: 500 },
      expected: { ok: true, state: 'approved' },
    },
    { name: '§4 approved → paid', from: 'approved', event: { type: 'pay', outstandingCents: 0 }, expected: { ok: true, state: 'paid' } },
    {
      name: '§3 another partial payment keeps an approved invoice open',
      from: 'approved',
      event: { type: 'pay', outstandingCents: 1 },
      expected: { ok: true, state: 'approved' },
    },
    {
      name: 'approved cannot be rejected',
      from: 'approved',
      event: { type: 'reject', reason: 'changed my mind' },
      expected: { ok: false, error: 'illegal-transition' },
    },
    {
      name: 'approved cannot be approved again',
      from: 'approved',
      event: { type: 'approve' },
      expected: { ok: false, error: 'illegal-transition' },
    },
    {
      name: 'paid is final: no payment twice',
      from: 'paid',
      event: { type: 'pay', outstandingCents: 0 },
      expected: { ok: false, error: 'illegal-transition' },
    },
    {
      name: 'paid is final: no rejection',
      from: 'paid',
      event: { type: 'reject', reason: 'x' },
      expected: { ok: false, error: 'illegal-transition' },
    },
    {
      name: 'rejected is final: cannot be paid',
      from: 'rejected',
      event: { type: 'pay', outstandingCents: 0 },
      expected: { ok: false, error: 'illegal-transition' },
    },
    {
      name: 'rejected is final: cannot be approved',
      from: 'rejected',
      event: { type: 'approve' },
      expected: { ok: false, error: 'illegal-transition' },
    },
    { name: 'the owner voids a request', from: 'requested', event: { type: 'void' }, expected: { ok: true, state: 'canceled' } },
    { name: 'the owner voids a pending quote', from: 'pending', event: { type: 'void' }, expected: { ok: true, state: 'canceled' } },
    { name: 'the owner voids an approved one', from: 'approved', event: { type: 'void' }, expected: { ok: true, state: 'canceled' } },
    { name: 'a paid quote cannot be voided', from: 'paid', event: { type: 'void' }, expected: { ok: false, error: 'illegal-transition' } },
    {
      name: 'a rejected quote cannot be voided',
      from: 'rejected',
      event: { type: 'void' },
      expected: { ok: false, error: 'illegal-transition' },
    },
    {
      name: 'canceled is final: no payment',
      from: 'canceled',
      event: { type: 'pay', outstandingCents: 0 },
      expected: { ok: false, error: 'illegal-transition' },
    },
    {
      name: 'canceled is final: no approval',
      from: 'canceled',
      event: { type: 'approve' },
      expected: { ok: false, error: 'illegal-transition' },
    },
    {
      name: 'canceled is final: not voided twice',
      from: 'canceled',
      event: { type: 'void' },
      expected: { ok: false, error: 'illegal-transition' },
    },
  ])('$name', ({ from, event, expected }) => {
    expect(transitionQuote(from, event)).toEqual(expected);
  });

  it("names each event's from-states (and target) for the server's conditional updates (issue 27)", () => {
    expect(quoteStatesAccepting('pay')).toEqual(['pending', 'approved']);
    expect(quoteMove('send')).toEqual({ from: ['requested'], to: 'pending' });
    expect(quoteMove('approve')).toEqual({ from: ['pending'], to: 'approved' });
    expect(quoteMove('reject')).toEqual({ from: ['pending'], to: 'rejected' });
    expect(quoteMove('void')).toEqual({ from: ['requested', 'pending', 'approved'], to: 'canceled' });
  });

  it('allowed events match what transitionQuote accepts', () => {
    const events: QuoteEvent[] = [
      { type: 'send' },
      { type: 'approve' },
      { type: 'reject', reason: 'r' },
      { type: 'pay', outstandingCents: 0 },
      { type: 'void' },
    ];
    for (const state of QUOTE_STATES) {
      const accepted = events.filter((e) => transitionQuote(state, e).ok).map((e) => e.type);
      expect(accepted.sort()).toEqual([...allowedQuoteEvents(state)].sort());
      expect(isFinalQuoteState(state)).toBe(accepted.length === 0);
    }
  });
});
