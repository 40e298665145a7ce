// The back office's Store settings (spec §3 ecommerce settings, §9 payment countries, default rates "0"):
// the owner (1) and managers (3) read and change the tax rate, the flat shipping charge per order and the
// payment countries; the answer also says the currency (Business settings) and the gateway in use.
//   GET /api/client/:id/store-settings                      → StoreSettings
//   PUT /api/client/:id/store-settings  StoreSettingsInput  → StoreSettings
// The body is checked with the form's own schema (storeSettingsSchema); the service writes a change with
// its audit entry and its event (store-settings-service.ts), so the cart and checkout use the new rates at once.
import { StoreSettings, StoreSettingsInput } from '@vitrina/api-client/contracts';
import { fromMinorUnits, parseMoneyInput } from '@vitrina/core-model';
import { orderedPaymentCountries, storeSettingsSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ApiError } from '../../http/errors.js';
import { changerOf, clientGuard, ownerRoute } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { noCache } from '../../routes/public/route-helpers.js';
import { changeStoreSettings, readStoreSettings } from './store-settings-service.js';
import type { StoreSettingsRecord } from './store-settings-service.js';

export function registerStoreSettingsOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const read = clientGuard(ctx, { write: false, screen: 'store' });
  const write = clientGuard(ctx, { write: true, screen: 'store' });
  const gateway = ctx.gateway.name === 'stripe' ? 'stripe' : 'sandbox';
  const answer = (s: StoreSettingsRecord): StoreSettings => ({
    tax_rate: s.tax_rate,
    shipping_rate: fromMinorUnits(s.shipping_cents),
    payment_countries: s.payment_countries,
    currency: s.currency,
    gateway,
    test_mode: gateway === 'sandbox',
  });

  app.get<{ Params: { id: number } }>(
    '/api/client/:id/store-settings',
    ownerRoute(read, {
      tags: ['owner', 'store'],
      summary: 'The store settings: tax rate, flat shipping, payment countries, currency and gateway',
      params: clientParams,
      response: { 200: StoreSettings },
    }),
    async (req, reply) => {
      return noCache(reply).send(answer(await readStoreSettings(ctx, req.owner!.clientId)));
    },
  );

  app.put<{ Params: { id: number }; Body: StoreSettingsInput }>(
    '/api/client/:id/store-settings',
    ownerRoute(write, {
      tags: ['owner', 'store'],
      summary: 'Change the tax rate, flat shipping and payment countries (recorded in the activity log)',
      params: clientParams,
      body: StoreSettingsInput,
      response: { 200: StoreSettings },
    }),
    async (req, reply) => {
      const checked = validatePayload(storeSettingsSchema, req.body);
      if (!checked.ok) throw new ApiError(400, 'invalid_request', 'The store settings are not valid', checked.fields);
      const shippingCents = parseMoneyInput(checked.value.shippingRate)!;
      // "8.50" and "8.5" are one rate: kept without trailing zeros, as the spec's own "0".
      const taxRate = String(Number(checked.value.taxRate));
      const saved = await changeStoreSettings(ctx, changerOf(req), {
        tax_rate: taxRate,
        shipping_cents: shippingCents,
        payment_countries: orderedPaymentCountries(checked.value.paymentCountries),
      });
      return noCache(reply).send(answer(saved));
    },
  );
}
