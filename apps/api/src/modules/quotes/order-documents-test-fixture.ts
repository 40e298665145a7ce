// Calls of the quote/invoice tests (issue 15): approve, reject, pay (with a fresh address per call so the
// per-address rate limit never decides a test).
import { orderCalls, orderDocumentCalls } from '@vitrina/api-client/contracts';
import { callPath } from '../../testing/call-path.js';
import type { TestServer } from '../../testing/test-server.js';
import { CARDS, newKey, nextIp } from '../orders/checkout-test-fixture.js';

export const card = (cardNumber: string = CARDS.success) => ({
  method: 'card' as const,
  card: { holderName: 'Ana Ruiz', cardNumber, expiryDate: '12/40', cvv: '123' },
});

export const decideQuote = (t: TestServer, clientId: number, uuid: string, action: 'approve' | 'reject', reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: callPath(orderDocumentCalls[action], { id: clientId, uuid }),
    headers: { 'x-forwarded-for': nextIp() },
    payload: action === 'reject' ? { reason: reason ?? '' } : {},
  });

export const payQuote = (t: TestServer, clientId: number, uuid: string, amount: string, cardNumber?: string, key: string = newKey()) =>
  t.app.inject({
    method: 'POST',
    url: callPath(orderDocumentCalls.pay, { id: clientId, uuid }),
    headers: { 'idempotency-key': key, 'x-forwarded-for': nextIp() },
    payload: { amount, payment: card(cardNumber) },
  });

export const getOrder = async (t: TestServer, clientId: number, uuid: string) =>
  (await t.app.inject(callPath(orderCalls.order, { id: clientId, uuid }))).json() as Record<string, unknown>;
