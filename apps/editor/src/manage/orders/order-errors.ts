// What a refused order action says (read by api-client's apiFailureOf and the kit's refusalTextOf): a move the order's state does not allow (409 order_action_not_allowed,
// issue 27: the server's order table decides, with the action and the state to say it with), another
// changed order (409), the gateway (502/503), field messages for the dialogs' forms, the network, or
// "try again".
import { apiFailureOf } from '@vitrina/api-client';
import type { OwnerOrderAction } from '@vitrina/api-client/back-office';
import { refusalTextOf } from '../kit/index.js';
import type { RefusalTexts } from '../kit/index.js';

export type OrderErrorKey =
  | 'manage:orders.errors.conflict'
  | 'manage:orders.errors.notAllowed'
  | 'manage:orders.errors.gateway'
  | 'manage:orders.errors.invalid'
  | 'manage:orders.errors.failed'
  | 'errors:network';

export interface OrderFailure {
  key: OrderErrorKey;
  /** The API's field messages (i18n keys of `validation`). */
  fields?: Record<string, string>;
  /** The order is not what the screen shows any more: it should be fetched again. */
  stale: boolean;
  /** With notAllowed: the refused action and the order's state then (for the message's words). */
  refused?: { action: OwnerOrderAction; state: string };
}

const REFUSABLE: readonly string[] = ['cancel', 'refund', 'fulfill', 'ship'] satisfies OwnerOrderAction[];
const isRefusable = (action: unknown): action is OwnerOrderAction => typeof action === 'string' && REFUSABLE.includes(action);

/** The sentences of a refused order action (the dialogs' forms read their field messages with it). */
export const ORDER_REFUSALS: RefusalTexts<OrderErrorKey> = {
  statuses: {
    409: 'manage:orders.errors.conflict',
    404: 'manage:orders.errors.conflict',
    502: 'manage:orders.errors.gateway',
    503: 'manage:orders.errors.gateway',
  },
  fields: 'manage:orders.errors.invalid',
  network: 'errors:network',
  other: 'manage:orders.errors.failed',
};

/** The refusals that mean the order changed meanwhile. */
const STALE: ReadonlySet<OrderErrorKey> = new Set<OrderErrorKey>(['manage:orders.errors.conflict']);

export function orderFailureOf(error: unknown): OrderFailure {
  // A move the order's table refuses names the action and the state beside the error (ErrorBody's extra).
  const failure = apiFailureOf<{ action: unknown; state: unknown }>(error);
  const { action, state } = failure?.extra ?? {};
  if (failure?.status === 409 && failure.code === 'order_action_not_allowed' && isRefusable(action) && typeof state === 'string')
    return { key: 'manage:orders.errors.notAllowed', stale: true, refused: { action, state } };
  const { key, fields } = refusalTextOf(error, ORDER_REFUSALS);
  return key === ORDER_REFUSALS.fields ? { key, fields, stale: false } : { key, stale: STALE.has(key) };
}
