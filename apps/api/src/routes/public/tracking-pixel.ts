// GET /api/{uuid}/final-logo.png?uid=… — the tracking record (spec §4 "Tracking", §7, §9). The record is
// decrypted, checked and stored by services/tracking-record.ts; whatever happens the answer is the same
// transparent 1×1 PNG, so a visitor (or a prober) never learns whether it was kept (§8 "silently").
// A public write: rate-limited per IP (429 in the API's error shape).
import { TrackingPixelImage, TrackingPixelParams, TrackingPixelQuery, visitorCalls } from '@vitrina/api-client/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { storeTrackingPayload } from '../../services/tracking-record.js';
import { onCall } from '../call-route.js';
import { publicRoute } from './route-helpers.js';

/** A fully transparent 1×1 PNG (grey + alpha, 68 bytes). */
export const TRANSPARENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Page loads per visitor IP and minute; one record is sent per load (spec §9 send delay 3000 ms). */
export const TRACKING_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

export function registerTrackingPixel(app: FastifyInstance, ctx: AppContext): void {
  onCall(
    app,
    visitorCalls.trackingPixel,
    publicRoute({
      rateLimit: TRACKING_RATE_LIMIT,
      summary: 'Stores an encrypted tracking record; always answers a 1×1 PNG (spec §7)',
      // Documented, never enforced: a malformed request must still get the PNG.
      params: TrackingPixelParams,
      querystring: TrackingPixelQuery,
      response: { 200: TrackingPixelImage },
    }),
    async (req, reply) => {
      // The call types what the site sends; what arrives is read as unknown (nothing is enforced).
      const uid: unknown = req.query.uid;
      if (typeof uid === 'string') {
        try {
          const outcome = await storeTrackingPayload(ctx.database.db, req.params.uuid, uid);
          if (outcome !== 'stored') req.log.debug({ outcome }, 'tracking record dropped');
        } catch (err) {
          req.log.warn({ err }, 'tracking record could not be stored');
        }
      }
      return reply.status(200).type('image/png').header('cache-control', 'no-store').send(TRANSPARENT_PNG);
    },
  );
}
