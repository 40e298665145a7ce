// GET /api/ip → { ip } (spec §7 "an IP lookup service, format json: reads the field ip"; contract RemoteIp).
// Vitrina serves it itself so a site needs no third-party host (ARCHITECTURE "Choices").
import type { RemoteIp } from '../contracts/public.js';
import { unchecked } from '../unchecked.js';
import { vitrinaApi } from '../vitrina-api.js';

export type { RemoteIp };

/** The `ip` of an answer; '' when it has none (the tracking record then says "lookup failed"). */
function readRemoteIp(raw: unknown): RemoteIp {
  const ip = unchecked<RemoteIp>(raw)?.ip;
  return { ip: typeof ip === 'string' ? ip : '' };
}

export const trackingApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    remoteIp: build.query<RemoteIp, void>({
      query: () => '/ip',
      transformResponse: readRemoteIp,
    }),
  }),
});

export const { useRemoteIpQuery, useLazyRemoteIpQuery } = trackingApi;
