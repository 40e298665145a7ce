// GET /api/client/{id}/mobile/country (spec §7 "Returns success and country"): the client's country
// from the §3 country list, named in the client's language. Unknown client or country → 404 in the
// API's error shape, with `success: false` beside it for callers that only read `success`. Contract
// ClientCountry.
import { ClientCountry } from '@vitrina/api-client/contracts';
import { countryByCode } from '@vitrina/core-model';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { findClientById } from '../../db/index.js';
import { clientIdParams, noCache, notFound } from './route-helpers.js';

export function registerClientCountry(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: number } }>(
    '/api/client/:id/mobile/country',
    {
      schema: { tags: ['public'], summary: "The client's country (spec §7)", params: clientIdParams(), response: { 200: ClientCountry } },
    },
    async (req, reply): Promise<ClientCountry> => {
      const record = await findClientById(ctx.database.db, req.params.id);
      const country = record ? countryByCode(record.client.country.country_code) : null;
      if (!record || !country) throw notFound(record ? 'The client has no known country' : 'No such client', { success: false });
      noCache(reply);
      return {
        success: true,
        country: { id: country.id, country_code: country.countryCode, country_name: country.countryName[record.client.language] },
      };
    },
  );
}
