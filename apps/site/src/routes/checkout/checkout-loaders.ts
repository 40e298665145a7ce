// Loaders of the checkout pages (issue 13): the order (order and order-successful pages), its transaction and the payment_validation outcome go
// into the RTK Query cache on the server, so the page is rendered whole and the browser does not fetch again.
// An unknown order or transaction answers 404 (the page says §8 "Order not found" / "Transaction not found").
// The shipping page has no loader of its own: the cart lives in the browser's storage.
import { checkoutApi, orderFeedbackApi } from '@vitrina/api-client';
import type { PublicOrder } from '@vitrina/api-client';
import { acceptsFeedback } from '@vitrina/commerce';
import { data } from 'react-router';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { envOf } from '../../app/site-env.js';
import type { EnvSource } from '../../app/site-env.js';
import { siteFor } from '../root-loader.js';
import type { PageRoute } from '../route-table.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only a well-formed uuid is asked for; anything else is an unknown order without a call. */
export const isOrderUuid = (value: string | undefined): value is string => typeof value === 'string' && UUID.test(value);

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : null;

type Page = 'order' | 'orderSuccessful' | 'invoiceSuccessful' | 'servicesSuccess' | 'transaction' | 'paymentValidation';

function createLoader(source: EnvSource, page: Page) {
  return async (args: LoaderFunctionArgs) => {
    const { request, params } = args;
    const env = envOf(source, args);
    // /order-successful/{id} names the order's uuid `id`.
    const uuid = params.uuid ?? params.id;
    if (!isOrderUuid(uuid)) return data(null, { status: 404 });
    const site = await siteFor(env, request);
    if (!site) return null;
    const order = { clientId: site.client.id, uuid };
    const transactionId = params.transactionId ?? '';
    let result: { error?: unknown; data?: unknown };
    if (page === 'order' || page === 'orderSuccessful' || page === 'invoiceSuccessful' || page === 'servicesSuccess') {
      result = await env.store.dispatch(checkoutApi.endpoints.publicOrder.initiate(order));
      // The order page offers "Leave feedback" only while none is left: known before it renders.
      const found = result.data as PublicOrder | undefined;
      if (page === 'order' && found && acceptsFeedback(found))
        await env.store.dispatch(orderFeedbackApi.endpoints.orderFeedback.initiate(order));
    } else if (page === 'transaction') {
      result = await env.store.dispatch(checkoutApi.endpoints.publicTransaction.initiate({ ...order, transactionId }));
    } else {
      result = await env.store.dispatch(checkoutApi.endpoints.paymentValidation.initiate({ ...order, transactionId }));
      const outcome = (result.data as { outcome?: string } | undefined)?.outcome;
      if (outcome === 'order_not_found' || outcome === 'transaction_not_found') return data(null, { status: 404 });
    }
    return statusOf(result.error) === 404 ? data(null, { status: 404 }) : null;
  };
}

export function checkoutLoaderFor(route: PageRoute, env: EnvSource): RouteObject['loader'] | undefined {
  const page = route.handle.page;
  if (
    page === 'order' ||
    page === 'orderSuccessful' ||
    page === 'invoiceSuccessful' ||
    page === 'servicesSuccess' ||
    page === 'transaction' ||
    page === 'paymentValidation'
  )
    return createLoader(env, page);
  return undefined;
}
