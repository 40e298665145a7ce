// What the API knows of a visitor without a third party (ARCHITECTURE "Choices"):
//   GET /api/ip              → { ip }                 (contract RemoteIp; replaces spec §7's IP lookup service)
//   GET /api/user/remotedata → { ip, country_code }   (contract RemoteData; spec §7 "IP-based data")
// `ip` is the request's address; X-Forwarded-For is honoured only because the server runs with
// `trustProxy` (it sits behind the load balancer in production). `country_code` is the region of the
// browser's Accept-Language (`es-MX` → `MX`) when it is on the §3 country list, else null: no IP
// geolocation database ships with Vitrina, so a language region is the only local hint.
import { RemoteData, RemoteIp, visitorCalls } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import { clientIp, countryFromAcceptLanguage } from '../../services/public-remote-data.js';
import { onCall } from '../call-route.js';

export function registerVisitorRoutes(app: FastifyInstance): void {
  onCall(
    app,
    visitorCalls.ip,
    { schema: { tags: ['public'], summary: "The caller's IP address", response: { 200: RemoteIp } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { ip: clientIp(req) };
    },
  );

  onCall(
    app,
    visitorCalls.remoteData,
    { schema: { tags: ['public'], summary: 'IP-based data of the caller (spec §7)', response: { 200: RemoteData } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { ip: clientIp(req), country_code: countryFromAcceptLanguage(req.headers['accept-language']) };
    },
  );
}
