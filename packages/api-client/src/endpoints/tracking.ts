// GET /api/ip → { ip } (spec §7 "an IP lookup service, format json: reads the field ip"). Vitrina serves
// it itself so a site needs no third-party host (ARCHITECTURE "Choices").
import { vitrinaApi } from '../vitrina-api.js';

export interface RemoteIp {
  ip: string;
}

export const trackingApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    remoteIp: build.query<RemoteIp, void>({
      query: () => '/ip',
      transformResponse: (raw: unknown): RemoteIp => ({
        ip: typeof raw === 'object' && raw !== null && 'ip' in raw && typeof raw.ip === 'string' ? raw.ip : '',
      }),
    }),
  }),
});

export const { useRemoteIpQuery, useLazyRemoteIpQuery } = trackingApi;
