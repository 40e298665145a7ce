// Discount codes' routes (issue 30; contracts/discounts.ts). The back office's screen (owner 1 and manager 3,
// core-model screen 'discounts'): bodies checked with the form's own schema (discountCodeSchema), each change
// written with its audit entry (discounts-service.ts). The visitor's carts: what a typed code takes off the
// cart now, priced from the database as the cart checks are; a refusal answers 422 discount_* (its message an
// i18n key of `discounts:refused`).
import {
  DiscountCheck,
  DiscountPauseBody,
  OwnerDiscountCode,
  OwnerDiscountCodeInput,
  OwnerDiscountCodeList,
  OwnerDiscountCodeParams,
  OwnerDiscountUses,
  ProductsDiscountBody,
  ServicesDiscountBody,
  discountCalls,
  ownerDiscountCodeCalls,
} from '@vitrina/api-client/contracts';
import { instantToLocal, localDayRange } from '@vitrina/booking';
import { computeTotals } from '@vitrina/commerce';
import type { DiscountLine } from '@vitrina/commerce';
import { fromMinorUnits, parseMoneyInput } from '@vitrina/core-model';
import { discountCodeSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { onCall } from '../../routes/call-route.js';
import { changerOf } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { perMinute, screenRoutes, validOr400 } from '../../routes/route-kit.js';
import { clientIdParams, noCache, publicRoute } from '../../routes/public/route-helpers.js';
import { toWireTotals } from '../../services/order-totals.js';
import { checkCart, requireStore } from '../catalog/store-service.js';
import { checkServicesCart } from '../catalog/services-store-service.js';
import {
  DiscountRefused,
  changeDiscountCode,
  checkCodeForCart,
  discountZone as zoneOf,
  createDiscountCode,
  getDiscountCode,
  listDiscountCodes,
  listDiscountUses,
} from './discounts-service.js';
import type { DiscountCodeFields, DiscountCodeRow } from './discounts-service.js';

/** A visitor tries a few codes at most; bounded per address and client like the cart checks. */
export const DISCOUNT_CHECK_RATE_LIMIT = perMinute(60, 'discount', { perClient: true });

/** The code's state now, as the list shows it. */
function stateOf(row: DiscountCodeRow, now = new Date()): OwnerDiscountCode['state'] {
  if (row.paused) return 'paused';
  if (row.starts_at && now < row.starts_at) return 'scheduled';
  if (row.ends_at && now >= row.ends_at) return 'ended';
  if (row.usage_limit !== null && row.used_count >= row.usage_limit) return 'used_up';
  return 'active';
}

function answerOf(row: DiscountCodeRow, zone: string): OwnerDiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind === 'fixed' ? 'fixed' : 'percent',
    value: row.kind === 'fixed' ? fromMinorUnits(row.value) : String(row.value),
    minimum: fromMinorUnits(row.minimum_cents),
    starts_on: row.starts_at ? instantToLocal(zone, row.starts_at).slice(0, 10) : '',
    // The stored end is the first instant after the owner's last day.
    ends_on: row.ends_at ? instantToLocal(zone, new Date(row.ends_at.getTime() - 1)).slice(0, 10) : '',
    usage_limit: row.usage_limit,
    per_customer_limit: row.per_customer_limit,
    used_count: row.used_count,
    product_ids: row.product_ids,
    service_ids: row.service_ids,
    paused: row.paused,
    state: stateOf(row),
  };
}

/** The checked fields of a POST/PUT body; days become the instants of the business's time zone. */
function fieldsOf(body: unknown, zone: string): DiscountCodeFields {
  const v = validOr400(validatePayload(discountCodeSchema, body));
  const unique = (ids: readonly number[]) => [...new Set(ids)];
  return {
    code: v.code,
    kind: v.kind,
    value: v.kind === 'fixed' ? parseMoneyInput(v.value)! : Number(v.value),
    minimum_cents: parseMoneyInput(v.minimum) ?? 0,
    starts_at: v.starts_on ? localDayRange(v.starts_on, zone).start : null,
    ends_at: v.ends_on ? localDayRange(v.ends_on, zone).end : null,
    usage_limit: v.usage_limit ?? null,
    per_customer_limit: v.per_customer_limit ?? null,
    product_ids: unique(v.product_ids),
    service_ids: unique(v.service_ids),
    paused: v.paused,
  };
}

export function registerDiscountOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = screenRoutes(app, ctx, { screen: 'discounts', tags: ['owner', 'discounts'] });
  routes.list<unknown, OwnerDiscountCodeList>(
    ownerDiscountCodeCalls.list,
    { summary: 'The discount codes, by code', query: undefined, page: OwnerDiscountCodeList },
    async (clientId) => {
      const zone = await zoneOf(ctx, clientId);
      return { codes: (await listDiscountCodes(ctx, clientId)).map((r) => answerOf(r, zone)) };
    },
  );
  routes.read(
    ownerDiscountCodeCalls.get,
    { summary: 'One discount code', params: OwnerDiscountCodeParams, response: { 200: OwnerDiscountCode } },
    async (req) => {
      const clientId = req.owner!.clientId;
      return answerOf(await getDiscountCode(ctx, clientId, req.params.codeId), await zoneOf(ctx, clientId));
    },
  );
  routes.create(
    ownerDiscountCodeCalls.create,
    {
      summary: 'Add a discount code (recorded in the activity log)',
      params: clientParams,
      body: OwnerDiscountCodeInput,
      response: { 201: OwnerDiscountCode },
    },
    async (req) => {
      const clientId = req.owner!.clientId;
      const zone = await zoneOf(ctx, clientId);
      return answerOf(await createDiscountCode(ctx, changerOf(req), fieldsOf(req.body, zone)), zone);
    },
  );
  routes.replace(
    ownerDiscountCodeCalls.replace,
    {
      summary: 'Change a discount code; its uses stay counted (recorded in the activity log)',
      params: OwnerDiscountCodeParams,
      body: OwnerDiscountCodeInput,
      response: { 200: OwnerDiscountCode },
    },
    async (req) => {
      const clientId = req.owner!.clientId;
      const zone = await zoneOf(ctx, clientId);
      return answerOf(await changeDiscountCode(ctx, changerOf(req), req.params.codeId, fieldsOf(req.body, zone)), zone);
    },
  );
  routes.act(
    ownerDiscountCodeCalls.pause,
    {
      summary: 'Pause or resume a discount code',
      params: OwnerDiscountCodeParams,
      body: DiscountPauseBody,
      response: { 200: OwnerDiscountCode },
    },
    async (req) => {
      const clientId = req.owner!.clientId;
      const row = await changeDiscountCode(ctx, changerOf(req), req.params.codeId, { paused: req.body.paused });
      return answerOf(row, await zoneOf(ctx, clientId));
    },
  );
  routes.read(
    ownerDiscountCodeCalls.uses,
    {
      summary: 'The orders that used a discount code, newest first',
      params: OwnerDiscountCodeParams,
      response: { 200: OwnerDiscountUses },
    },
    async (req) => {
      const { code, uses } = await listDiscountUses(ctx, req.owner!.clientId, req.params.codeId);
      return {
        count: code.used_count,
        uses: uses.map((u) => ({
          order_uuid: u.order_uuid,
          order_number: u.order_number === null ? null : String(u.order_number),
          order_status: u.order_status,
          customer_name: u.customer_name,
          customer_email: u.customer_email,
          discount: fromMinorUnits(u.discount_cents),
          currency: u.currency,
          at: u.created_at.toISOString(),
        })),
      };
    },
  );
}

export function registerDiscountPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  const refusedOr = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (err instanceof DiscountRefused) throw err.toApiError();
      throw err;
    }
  };

  onCall(
    app,
    discountCalls.products,
    publicRoute({
      rateLimit: DISCOUNT_CHECK_RATE_LIMIT,
      summary: 'What a discount code takes off the products cart now (422 discount_* when nothing)',
      params: clientIdParams(),
      body: ProductsDiscountBody,
      response: { 200: DiscountCheck },
    }),
    async (req, reply): Promise<DiscountCheck> => {
      const clientId = req.params.id;
      const settings = await requireStore(ctx, clientId);
      const { lines } = await checkCart(ctx, clientId, req.body.lines);
      const sold = lines.filter((l) => l.problem !== 'unavailable');
      const discountLines: DiscountLine[] = sold.map((l) => ({ productId: l.product_id, totalCents: l.unitPriceCents * l.quantity }));
      const applied = await refusedOr(() => checkCodeForCart(ctx.database.db, clientId, req.body.code, discountLines));
      const totals = computeTotals({
        lines: sold.map((l) => ({ unitPriceCents: l.unitPriceCents, quantity: l.quantity })),
        discountCents: applied.discountCents,
        taxRate: settings.taxRate,
        shippingRate: settings.shippingRate,
      });
      noCache(reply);
      return { code: applied.code, discount: fromMinorUnits(totals.discountCents), totals: toWireTotals(totals) };
    },
  );

  onCall(
    app,
    discountCalls.services,
    publicRoute({
      rateLimit: DISCOUNT_CHECK_RATE_LIMIT,
      summary: 'What a discount code takes off the services cart now (422 discount_* when nothing)',
      params: clientIdParams(),
      body: ServicesDiscountBody,
      response: { 200: DiscountCheck },
    }),
    async (req, reply): Promise<DiscountCheck> => {
      const clientId = req.params.id;
      const settings = await requireStore(ctx, clientId);
      const cart = await checkServicesCart(ctx.database.db, clientId, settings, req.body.lines);
      const sold = cart.lines.flatMap((l) => (l.service ? [{ service: l.service, quantity: l.input.quantity }] : []));
      // A quote request is priced by the business later: no code applies to it.
      if (cart.quoteRequest) throw new DiscountRefused('not_applicable').toApiError();
      const discountLines: DiscountLine[] = sold.map((l) => ({
        serviceId: l.service.row.id,
        totalCents: l.service.row.price_cents * l.quantity,
      }));
      const applied = await refusedOr(() => checkCodeForCart(ctx.database.db, clientId, req.body.code, discountLines));
      const totals = computeTotals({
        lines: sold.map((l) => ({ unitPriceCents: l.service.row.price_cents, quantity: l.quantity })),
        discountCents: applied.discountCents,
        taxRate: settings.taxRate,
        shippingRate: '0',
      });
      noCache(reply);
      return { code: applied.code, discount: fromMinorUnits(totals.discountCents), totals: toWireTotals(totals) };
    },
  );
}
