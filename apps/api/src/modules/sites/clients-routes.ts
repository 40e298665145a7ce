// GET /api/client/{id}/mobile/country (spec §7 "Returns success and country"): the client's country
// from the §3 country list, named in the client's language. Unknown client or country → 404 in the
// API's error shape, with `success: false` beside it for callers that only read `success`. Contract
// ClientCountry.
import { ClientCountry, siteCalls } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { onCall } from '../../routes/call-route.js';
import { clientIdParams, noCache } from '../../routes/public/route-helpers.js';
import { clientCountry } from './clients-service.js';

/** The client's public routes (routes/public/index.ts). */
export function registerClientPublicRoutes(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    siteCalls.country,
    {
      schema: { tags: ['public'], summary: "The client's country (spec §7)", params: clientIdParams(), response: { 200: ClientCountry } },
    },
    async (req, reply): Promise<ClientCountry> => {
      const { client, country } = await clientCountry(ctx, req.params.id);
      noCache(reply);
      return {
        success: true,
        country: { id: country.id, country_code: country.countryCode, country_name: country.countryName[client.language] },
      };
    },
  );
}
