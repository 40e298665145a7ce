// What a refused order action says: a move the order's state does not allow (409 order_action_not_allowed,
// issue 27: the server's order table decides, with the action and the state to say it with), another
// changed order (409), the gateway (502/503), field messages for the dialogs' forms, the network, or
// "try again".
import type { OwnerOrderAction } from '@vitrina/api-client/back-office';
import type { ScreenError } from '../screen-frame.js';
import { isNetworkError } from '../screen-frame.js';

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

export function orderFailureOf(error: unknown): OrderFailure {
  if (isNetworkError(error as ScreenError)) return { key: 'errors:network', stale: false };
  const status = error && typeof error === 'object' && 'status' in error ? error.status : null;
  const data =
    error && typeof error === 'object' && 'data' in error
      ? (error.data as { error?: { code?: unknown; fields?: unknown }; action?: unknown; state?: unknown } | null)
      : null;
  const fields = data?.error?.fields && typeof data.error.fields === 'object' ? (data.error.fields as Record<string, string>) : undefined;
  if (fields) return { key: 'manage:orders.errors.invalid', fields, stale: false };
  if (
    status === 409 &&
    data?.error?.code === 'order_action_not_allowed' &&
    typeof data.action === 'string' &&
    typeof data.state === 'string'
  ) {
    if (REFUSABLE.includes(data.action))
      return {
        key: 'manage:orders.errors.notAllowed',
        stale: true,
        refused: { action: data.action as OwnerOrderAction, state: data.state },
      };
  }
  if (status === 409 || status === 404) return { key: 'manage:orders.errors.conflict', stale: true };
  if (status === 502 || status === 503) return { key: 'manage:orders.errors.gateway', stale: false };
  return { key: 'manage:orders.errors.failed', stale: false };
}
