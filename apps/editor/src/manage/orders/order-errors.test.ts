// A refused order action in the screen's words: each refusal the API answers (ErrorBody), and no answer at all.
import { describe, expect, it } from 'vitest';
import { orderFailureOf } from './order-errors.js';

const refused = (status: number, body: unknown) => ({ status, data: body });
const errorBody = (code: string, extra: Record<string, unknown> = {}, fields?: Record<string, string>) => ({
  error: { code, message: 'x', ...(fields ? { fields } : {}) },
  ...extra,
});

describe('orderFailureOf', () => {
  it('a move the order table refuses names the action and the state, and the order is fetched again', () => {
    expect(orderFailureOf(refused(409, errorBody('order_action_not_allowed', { action: 'refund', state: 'canceled' })))).toEqual({
      key: 'manage:orders.errors.notAllowed',
      stale: true,
      refused: { action: 'refund', state: 'canceled' },
    });
  });

  it('an action it does not know, or a 409 without one, reads as the order having changed', () => {
    expect(orderFailureOf(refused(409, errorBody('order_action_not_allowed', { action: 'teleport', state: 'paid' })))).toEqual({
      key: 'manage:orders.errors.conflict',
      stale: true,
    });
    expect(orderFailureOf(refused(409, errorBody('conflict')))).toEqual({ key: 'manage:orders.errors.conflict', stale: true });
    expect(orderFailureOf(refused(404, errorBody('not_found')))).toEqual({ key: 'manage:orders.errors.conflict', stale: true });
  });

  it('field messages go to the dialog form; the gateway, the network and the rest have their own sentence', () => {
    expect(orderFailureOf(refused(400, errorBody('invalid_request', {}, { note: 'validation:tooLong' })))).toEqual({
      key: 'manage:orders.errors.invalid',
      fields: { note: 'validation:tooLong' },
      stale: false,
    });
    expect(orderFailureOf(refused(502, errorBody('gateway_failed')))).toEqual({ key: 'manage:orders.errors.gateway', stale: false });
    expect(orderFailureOf(refused(503, null))).toEqual({ key: 'manage:orders.errors.gateway', stale: false });
    expect(orderFailureOf({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({ key: 'errors:network', stale: false });
    expect(orderFailureOf(refused(500, errorBody('internal')))).toEqual({ key: 'manage:orders.errors.failed', stale: false });
  });
});
