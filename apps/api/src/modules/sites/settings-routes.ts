// The back office's Business settings screen: the client fields of spec §3 that the in-place editor does not
// cover (name, contact_number, timezone, currency — an ISO 4217 code —, language_id, country) and the business's contact
// e-mail and street address (stored beside the client, not in its public DTO). The owner (1) and managers
// (3) read and change them; the body is checked with the screen's own yup schema (businessSettingsSchema),
// so a wrong value answers the form's message keys; an address left empty is stored as none (null).
//   GET /api/client/:id/settings                → BusinessSettings
//   PUT /api/client/:id/settings BusinessSettings → { settings, published }
// The site shows the name, the phone and the language, so a change is an owner change (settings-service.ts):
// it is written with its audit entry in one transaction, then the site is republished and its caches dropped
// once. Freemium owners may read but not change them (§4 "Editing a freemium site is blocked", §8 "upgrade to
// business to edit the website"): the name and phone are what the website shows (docs/decisions.md).
import { BusinessSettings, BusinessSettingsBody, SavedBusinessSettings, settingsCalls } from '@vitrina/api-client/contracts';
import { LANGUAGE_IDS, clientContactNumber } from '@vitrina/core-model';
import {
  bookingChangeHours,
  bookingChangePolicyOf,
  bookingReminderHours,
  bookingReminderOf,
  businessSettingsSchema,
  hasAddress,
  validatePayload,
} from '@vitrina/validation';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { changerOf } from '../../routes/owner/owner-guard.js';
import { clientParams } from '../../routes/owner/owner-schemas.js';
import { screenRoutes, validOr400 } from '../../routes/route-kit.js';
import type { BusinessSettingsColumns, BusinessSettingsRecord } from './settings-repository.js';
import { businessSettings, changeBusinessSettings } from './settings-service.js';

/** The client's settings in the form's field names. */
export function businessSettingsOf({ client, settings }: BusinessSettingsRecord): BusinessSettings {
  const address = settings.address;
  return {
    name: client.name,
    contactNumber: clientContactNumber(client) ?? '',
    timeZone: client.timezone ?? '',
    currency: client.currency_code,
    language: client.language,
    country: client.country?.country_code ?? '',
    contactEmail: settings.contact_email ?? '',
    address: {
      address1: address?.address1 ?? '',
      address2: address?.address2 ?? '',
      city: address?.city ?? '',
      region: address?.region ?? '',
      postalCode: address?.postal_code ?? '',
    },
    bookingReminder: bookingReminderOf(settings.booking_reminder_hours),
    bookingChanges: bookingChangePolicyOf(settings.booking_change_hours),
  };
}

function columnsOf(value: BusinessSettings): BusinessSettingsColumns {
  const { address } = value;
  return {
    name: value.name,
    contact_number: value.contactNumber || null,
    timezone: value.timeZone,
    currency_code: value.currency,
    language_id: LANGUAGE_IDS[value.language],
    country: { country_code: value.country },
    contact_email: value.contactEmail || null,
    address: hasAddress(address)
      ? {
          address1: address.address1,
          address2: address.address2,
          city: address.city,
          region: address.region,
          postal_code: address.postalCode,
        }
      : null,
    booking_reminder_hours: bookingReminderHours(value.bookingReminder),
    booking_change_hours: bookingChangeHours(value.bookingChanges),
  };
}

/** The Business settings screen's routes (registered in the owner scope, routes/owner/index.ts). */
export function registerSettingsOwnerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const routes = screenRoutes(app, ctx, { screen: 'settings', tags: ['owner', 'settings'] });

  routes.read(
    settingsCalls.get,
    {
      summary:
        'The business settings: name, contact number, time zone, currency (ISO 4217), site language, country, e-mail, address, appointment reminder',
      params: clientParams,
      response: { 200: BusinessSettings },
    },
    async (req) => businessSettingsOf(await businessSettings(ctx, req.owner!.clientId)),
  );

  routes.replace(
    settingsCalls.save,
    {
      summary: 'Change the business settings (recorded in the activity log); the site is republished',
      params: clientParams,
      body: BusinessSettingsBody,
      response: { 200: SavedBusinessSettings },
    },
    async (req) => {
      const value = validOr400(validatePayload(businessSettingsSchema, req.body), 'The business settings are not valid');
      const { result: record, published } = await changeBusinessSettings(ctx, changerOf(req), columnsOf(value));
      return { settings: businessSettingsOf(record), published };
    },
  );
}
