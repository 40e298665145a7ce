import { describe, expect, it } from 'vitest';
import {
  OWNER_ORDER_ACTIONS,
  STORE_FULFILLMENTS,
  STORE_ORDER_STATES,
  allowedOwnerActions,
  gatewayMove,
  statusesAccepting,
  transitionStoreOrder,
} from '@vitrina/commerce';
import type { StoreOrderEvent, StoreOrderLifecycle } from '@vitrina/commerce';

const at = (status: StoreOrderLifecycle['status'], fulfillment: StoreOrderLifecycle['fulfillment'] = 'unfulfilled') => ({
  status,
  fulfillment,
});

describe('store order lifecycle (issue 27: store orders move only by their commerce table)', () => {
  // Every move the table allows: (from, event) → to.
  it.each<{ name: string; from: StoreOrderLifecycle; event: StoreOrderEvent; to: StoreOrderLifecycle }>([
    { name: 'the gateway confirms the payment', from: at('awaiting_payment'), event: { type: 'pay' }, to: at('paid') },
    { name: 'declined or expired', from: at('awaiting_payment'), event: { type: 'fail' }, to: at('payment_failed') },
    { name: 'the owner cancels a payment under way', from: at('awaiting_payment'), event: { type: 'cancel' }, to: at('canceled') },
    { name: 'the owner cancels a paid order', from: at('paid'), event: { type: 'cancel' }, to: at('canceled') },
    {
      name: 'a shipped order can still be canceled',
      from: at('paid', 'shipped'),
      event: { type: 'cancel' },
      to: at('canceled', 'shipped'),
    },
    { name: 'the owner cancels a failed order', from: at('payment_failed'), event: { type: 'cancel' }, to: at('canceled') },
    { name: 'a declined renewal is tried again', from: at('payment_failed'), event: { type: 'retry' }, to: at('awaiting_payment') },
    { name: 'a partial refund keeps it paid', from: at('paid'), event: { type: 'refund', leftCents: 500 }, to: at('paid') },
    {
      name: 'refunding the rest makes it refunded',
      from: at('paid', 'fulfilled'),
      event: { type: 'refund', leftCents: 0 },
      to: at('refunded', 'fulfilled'),
    },
    { name: 'mark fulfilled', from: at('paid'), event: { type: 'fulfill' }, to: at('paid', 'fulfilled') },
    { name: 'mark shipped from unfulfilled', from: at('paid'), event: { type: 'ship' }, to: at('paid', 'shipped') },
    { name: 'mark shipped from fulfilled', from: at('paid', 'fulfilled'), event: { type: 'ship' }, to: at('paid', 'shipped') },
  ])('$name', ({ from, event, to }) => {
    expect(transitionStoreOrder(from, event)).toEqual({ ok: true, state: to });
  });

  it.each<{ name: string; from: StoreOrderLifecycle; event: StoreOrderEvent }>([
    { name: 'cancel a canceled order', from: at('canceled'), event: { type: 'cancel' } },
    { name: 'cancel a refunded order', from: at('refunded'), event: { type: 'cancel' } },
    { name: 'refund an unpaid order', from: at('awaiting_payment'), event: { type: 'refund', leftCents: 0 } },
    { name: 'refund a failed order', from: at('payment_failed'), event: { type: 'refund', leftCents: 0 } },
    { name: 'refund a refunded order', from: at('refunded'), event: { type: 'refund', leftCents: 0 } },
    { name: 'refund with a negative remainder', from: at('paid'), event: { type: 'refund', leftCents: -1 } },
    { name: 'pay a canceled order', from: at('canceled'), event: { type: 'pay' } },
    { name: 'pay a failed order (it must be retried first)', from: at('payment_failed'), event: { type: 'pay' } },
    { name: 'pay a paid order twice', from: at('paid'), event: { type: 'pay' } },
    { name: 'a stray failure after the payment', from: at('paid'), event: { type: 'fail' } },
    { name: 'retry a paid order', from: at('paid'), event: { type: 'retry' } },
    { name: 'fulfil an unpaid order', from: at('awaiting_payment'), event: { type: 'fulfill' } },
    { name: 'ship a canceled order', from: at('canceled'), event: { type: 'ship' } },
    { name: 'fulfil a fulfilled order', from: at('paid', 'fulfilled'), event: { type: 'fulfill' } },
    { name: 'fulfil a shipped order', from: at('paid', 'shipped'), event: { type: 'fulfill' } },
    { name: 'ship a shipped order', from: at('paid', 'shipped'), event: { type: 'ship' } },
  ])('refuses: $name', ({ from, event }) => {
    expect(transitionStoreOrder(from, event)).toEqual({ ok: false, error: 'illegal-transition' });
  });

  it('canceled and refunded are final: no event moves them', () => {
    const events: StoreOrderEvent[] = [
      { type: 'pay' },
      { type: 'fail' },
      { type: 'retry' },
      { type: 'cancel' },
      { type: 'refund', leftCents: 0 },
      { type: 'fulfill' },
      { type: 'ship' },
    ];
    for (const status of ['canceled', 'refunded'] as const)
      for (const fulfillment of STORE_FULFILLMENTS)
        for (const event of events) expect(transitionStoreOrder({ status, fulfillment }, event).ok).toBe(false);
  });

  it('names the statuses each event moves from (the server conditional updates)', () => {
    expect(statusesAccepting('pay')).toEqual(['awaiting_payment']);
    expect(statusesAccepting('fail')).toEqual(['awaiting_payment']);
    expect(statusesAccepting('retry')).toEqual(['payment_failed']);
    expect(statusesAccepting('cancel')).toEqual(['awaiting_payment', 'paid', 'payment_failed']);
    expect(statusesAccepting('refund')).toEqual(['paid']);
    expect(statusesAccepting('fulfill')).toEqual(['paid']);
    expect(statusesAccepting('ship')).toEqual(['paid']);
  });

  it("names the gateway's moves as one conditional update each", () => {
    expect(gatewayMove('pay')).toEqual({ from: ['awaiting_payment'], to: 'paid' });
    expect(gatewayMove('fail')).toEqual({ from: ['awaiting_payment'], to: 'payment_failed' });
    expect(gatewayMove('retry')).toEqual({ from: ['payment_failed'], to: 'awaiting_payment' });
  });
});

describe("the owner's allowed actions", () => {
  const order = (status: string, fulfillment = 'unfulfilled', paidCents = 0, refundedCents = 0) => ({
    status,
    fulfillment,
    paidCents,
    refundedCents,
  });

  it.each([
    { name: 'a paid, unfulfilled order', order: order('paid', 'unfulfilled', 1000), actions: ['fulfill', 'ship', 'refund', 'cancel'] },
    { name: 'a paid, fulfilled order', order: order('paid', 'fulfilled', 1000), actions: ['ship', 'refund', 'cancel'] },
    { name: 'a paid, shipped order', order: order('paid', 'shipped', 1000), actions: ['refund', 'cancel'] },
    {
      name: 'a paid order refunded but for 1 cent',
      order: order('paid', 'unfulfilled', 1000, 999),
      actions: ['fulfill', 'ship', 'refund', 'cancel'],
    },
    { name: 'a paid order with nothing left to refund', order: order('paid', 'unfulfilled', 0, 0), actions: ['fulfill', 'ship', 'cancel'] },
    { name: 'an order awaiting payment', order: order('awaiting_payment'), actions: ['cancel'] },
    { name: 'a failed order', order: order('payment_failed'), actions: ['cancel'] },
    { name: 'a canceled order', order: order('canceled', 'unfulfilled', 1000, 1000), actions: [] },
    { name: 'a refunded order', order: order('refunded', 'shipped', 1000, 1000), actions: [] },
    { name: 'a quote state is no store order', order: order('pending'), actions: [] },
  ])('$name: $actions', ({ order: subject, actions }) => {
    expect(allowedOwnerActions(subject)).toEqual(actions);
  });

  it('every listed action is one the table accepts from that state', () => {
    for (const status of STORE_ORDER_STATES)
      for (const fulfillment of STORE_FULFILLMENTS) {
        const actions = allowedOwnerActions(order(status, fulfillment, 1000, 0));
        for (const action of actions) {
          const event: StoreOrderEvent = action === 'refund' ? { type: 'refund', leftCents: 0 } : { type: action };
          expect(transitionStoreOrder({ status, fulfillment }, event).ok).toBe(true);
        }
        expect(actions.every((a) => OWNER_ORDER_ACTIONS.includes(a))).toBe(true);
      }
  });
});
