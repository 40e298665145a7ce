// The public services store's service (issue 27; issue 15; spec §2 services-store, service/{slug},
// services-cart; §3 service; §5 services order rules): the reads behind the services store's pages and the
// services-cart check, which prices every line from the database and runs commerce's order rules on the
// ones still sold. It writes nothing; the services checkout (modules/orders) re-checks its cart with it.
import type { ServiceRuleViolation, ServicesCartCheck, ServicesCheckoutLine } from '@vitrina/api-client/contracts';
import { checkServiceOrder, computeTotals, serviceLineKey } from '@vitrina/commerce';
import type { Totals } from '@vitrina/commerce';
import { fromMinorUnits } from '@vitrina/core-model';
import type { Recurrence, ServicesCartLine } from '@vitrina/core-model';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/database.js';
import { requireClient } from '../../routes/public/route-helpers.js';
import { toWireTotals } from '../../services/order-totals.js';
import { cachedStoreServices } from './store-products-cache.js';
import { findStoreServices, getStoreService, listStoreServices } from './services-store-repository.js';
import type { StoreService } from './services-store-repository.js';
import type { StoreSettings } from './store-repository.js';
import { requireStore } from './store-service.js';

/**
 * Active services sold online, in the site's order, or 404 `not_found` ("No such client"); kept per client until
 * a change of its catalogue (store-products-cache.ts), as the product lists are.
 */
export function listServicesSold(ctx: AppContext, clientId: number): Promise<StoreService[]> {
  return cachedStoreServices(ctx.database, clientId, async () => {
    await requireClient(ctx.database.db, clientId);
    return listStoreServices(ctx.database.db, clientId);
  });
}

/** One service the store sells, by slug, or null. */
export function serviceSold(ctx: AppContext, clientId: number, slug: string): Promise<StoreService | null> {
  return getStoreService(ctx.database.db, clientId, slug);
}

export interface CheckedServicesCart {
  lines: { input: ServicesCheckoutLine; key: string; service: StoreService | null }[];
  violations: ServiceRuleViolation[];
  /** Of the lines still sold; services carry no shipping. */
  totals: Totals;
  quoteRequest: boolean;
}

const toCartLine = (line: ServicesCheckoutLine, service: StoreService): ServicesCartLine => ({
  serviceId: service.row.id,
  slug: service.row.slug,
  name: service.row.name,
  image: service.images[0] ?? null,
  unitPrice: fromMinorUnits(service.row.price_cents),
  quantity: line.quantity,
  requiresQuote: service.row.requires_quote,
  isSubscription: service.row.is_subscription,
  recurrence: service.row.is_subscription ? (service.row.recurrence as Recurrence) : null,
});

/** The lines priced from the database, with commerce's order rules run on the ones still sold. */
export async function checkServicesCart(
  db: AppDb,
  clientId: number,
  settings: StoreSettings,
  lines: readonly ServicesCheckoutLine[],
): Promise<CheckedServicesCart> {
  const serviceIds = lines.map((l) => l.service_id);
  const found = await findStoreServices(db, clientId, serviceIds);
  const checked = lines.map((input) => ({
    input,
    key: serviceLineKey({ serviceId: input.service_id }),
    service: found.get(input.service_id) ?? null,
  }));
  const sold = checked.filter((l): l is typeof l & { service: StoreService } => l.service !== null);
  const violations = checkServiceOrder(sold.map((l) => toCartLine(l.input, l.service))).map((v) => ({
    code: v.code as ServiceRuleViolation['code'],
    line_keys: v.lineKeys,
  }));
  const totals = computeTotals({
    lines: sold.map((l) => ({ unitPriceCents: l.service.row.price_cents, quantity: l.input.quantity })),
    taxRate: settings.taxRate,
    shippingRate: '0',
  });
  return { lines: checked, violations, totals, quoteRequest: sold.some((l) => l.service.row.requires_quote) };
}

export const toWireServicesCartCheck = (cart: CheckedServicesCart): ServicesCartCheck => ({
  lines: cart.lines.map((l) => ({
    service_id: l.input.service_id,
    key: l.key,
    quantity: l.input.quantity,
    service: l.service?.view ?? null,
    problem: l.service ? null : 'unavailable',
  })),
  totals: toWireTotals(cart.totals),
  violations: cart.violations,
  quote_request: cart.quoteRequest,
});

/** The services-cart check of a client's store (404 `not_found` without a client). */
export async function checkServicesCartOf(
  ctx: AppContext,
  clientId: number,
  lines: readonly ServicesCheckoutLine[],
): Promise<CheckedServicesCart> {
  const settings = await requireStore(ctx, clientId);
  return checkServicesCart(ctx.database.db, clientId, settings, lines);
}
