// Spec §4 "Tracking", §7, §9: keep the landing URL's campaign parameters in the utm_params cookie, then
// ~3 s after load (not in an image preview) look up the visitor's IP, build the tracking record, encrypt
// it (AES-256-GCM, core-model's envelope) and send it as GET /api/{uuid}/final-logo.png?uid=…
// (contracts RemoteIp, TrackingPixelParams and TrackingPixelQuery). Every failure is silent (§8): nothing
// here throws or rejects.
import type { RemoteIp, TrackingPixelParams, TrackingPixelQuery } from '@vitrina/api-client';
import { urlOf, visitorCalls } from '@vitrina/api-client/calls';
import { TRACKING_SEND_DELAY_MS, encryptTrackingPayload } from '@vitrina/core-model';
import type { Client, TrackingRecord } from '@vitrina/core-model';
import { readCampaignParams, rememberCampaignParams } from './utm-cookie.js';

export interface StartTrackingOptions {
  client: Pick<Client, 'id' | 'wurkzen_subdomain'>;
  /** The landing URL's query string (`location.search`). */
  search: string;
  /** Default `/api` (same origin). */
  apiBaseUrl?: string;
  /** Wait before sending; default the §9 delay. Less when the page loaded a while ago (late hydration). */
  delayMs?: number;
}

/** Both image-preview markers present (spec §4): a builder's preview, not a visit. */
export function isImagePreview(search: string): boolean {
  const query = new URLSearchParams(search);
  return query.has('about_img_url') && query.has('hero_img_url');
}

async function lookUpIp(apiBaseUrl: string): Promise<string> {
  try {
    const res = await fetch(`${apiBaseUrl}/${urlOf(visitorCalls.ip, {})}`, { cache: 'no-store', credentials: 'same-origin' });
    // The answer is contract RemoteIp (the API's own /ip route).
    return res.ok ? ((await res.json()) as RemoteIp).ip : '';
  } catch {
    // Still worth sending: the campaign data is the point; the API reads '' as "lookup failed".
    return '';
  }
}

/** Builds, encrypts and sends one record. */
export async function sendTrackingRecord({ client, apiBaseUrl = '/api' }: Omit<StartTrackingOptions, 'search'>): Promise<void> {
  const record: TrackingRecord = {
    client_id: client.id,
    wurkzen_subdomain: client.wurkzen_subdomain,
    ip_address: await lookUpIp(apiBaseUrl),
    user_agent: navigator.userAgent,
    utm_data: readCampaignParams(),
  };
  const { uuid, uid } = await encryptTrackingPayload(record);
  const params: TrackingPixelParams = { uuid };
  const query: TrackingPixelQuery = { uid };
  // keepalive: the visitor may leave right after the 3 s; the request still goes out.
  await fetch(`${apiBaseUrl}/${urlOf(visitorCalls.trackingPixel, params)}?${new URLSearchParams(query).toString()}`, {
    cache: 'no-store',
    credentials: 'omit',
    keepalive: true,
  });
}

/** Call once per page load; returns a function that cancels the pending send. */
export function startTracking(options: StartTrackingOptions): () => void {
  try {
    rememberCampaignParams(options.search);
  } catch {
    // Cookies disabled: the record is still sent, with no campaign data.
  }
  if (isImagePreview(options.search)) return () => {};
  const timer = setTimeout(() => {
    sendTrackingRecord(options).catch(() => {});
  }, options.delayMs ?? TRACKING_SEND_DELAY_MS);
  return () => clearTimeout(timer);
}
