// GET /api/ip → { ip } (spec §7 "an IP lookup service, format json: reads the field ip"; contract RemoteIp).
// Vitrina serves it itself so a site needs no third-party host (ARCHITECTURE "Choices").
import type { RemoteIp } from '../contracts/public.js';
import type { AnswerOf } from '../contracts/call.js';
import { urlOf } from '../contracts/call.js';
import { visitorCalls } from '../contracts/calls/system.js';
import { vitrinaApi } from '../vitrina-api.js';

export type { RemoteIp };

export const trackingApi = vitrinaApi.injectEndpoints({
  endpoints: (build) => ({
    remoteIp: build.query<AnswerOf<typeof visitorCalls.ip>, void>({
      query: () => urlOf(visitorCalls.ip, {}),
    }),
  }),
});

export const { useRemoteIpQuery, useLazyRemoteIpQuery } = trackingApi;
