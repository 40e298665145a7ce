// The back office's Store settings (spec §3 ecommerce settings, §9 payment countries, default rates "0"):
// the owner (1) and managers (3) read and change the tax rate, the flat shipping charge per order and the
// payment countries; the answer also says the currency (Business settings) and the gateway in use.
//   GET /api/client/:id/store-settings                      → StoreSettings
//   PUT /api/client/:id/store-settings  StoreSettingsInput  → StoreSettings
// The body is checked with the form's own schema (storeSettingsSchema); the service writes a change with
// its audit entry and its event (store-settings-service.ts), so the cart and checkout use the new rates at once.
import { StoreSettings, StoreSettingsInput, storeSettingsCalls } from '@vitrina/api-client/contracts';
import { fromMinorUnits, parseMoneyInput } from '@vitrina/core-model';
import { orderedPaymentCountries, storeSettingsSchema, validatePayload } from '@vitrina/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { changerOf } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { screenRoutes, validOr400 } from '../../routes/route-kit.js';
import { changeStoreSettings, readStoreSettings } from './store-settings-service.js';
import type { StoreSettingsRecord } from './store-settings-service.js';

export function registerStoreSettingsOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = screenRoutes(app, ctx, { screen: 'store', tags: ['owner', 'store'] });
  const gateway = ctx.gateway.name === 'stripe' ? 'stripe' : 'sandbox';
  const answer = (s: StoreSettingsRecord): StoreSettings => ({
    tax_rate: s.tax_rate,
    shipping_rate: fromMinorUnits(s.shipping_cents),
    payment_countries: s.payment_countries,
    currency: s.currency,
    gateway,
    test_mode: gateway === 'sandbox',
  });

  routes.read(
    storeSettingsCalls.read,
    {
      summary: 'The store settings: tax rate, flat shipping, payment countries, currency and gateway',
      params: clientParams,
      response: { 200: StoreSettings },
    },
    async (req) => answer(await readStoreSettings(ctx, req.owner!.clientId)),
  );

  routes.replace(
    storeSettingsCalls.replace,
    {
      summary: 'Change the tax rate, flat shipping and payment countries (recorded in the activity log)',
      params: clientParams,
      body: StoreSettingsInput,
      response: { 200: StoreSettings },
    },
    async (req) => {
      const v = validOr400(validatePayload(storeSettingsSchema, req.body), 'The store settings are not valid');
      const saved = await changeStoreSettings(ctx, changerOf(req), {
        // "8.50" and "8.5" are one rate: kept without trailing zeros, as the spec's own "0".
        tax_rate: String(Number(v.taxRate)),
        shipping_cents: parseMoneyInput(v.shippingRate)!,
        payment_countries: orderedPaymentCountries(v.paymentCountries),
      });
      return answer(saved);
    },
  );
}
