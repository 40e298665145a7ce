// The calls of the API itself and of what it knows of a visitor: its health, its OpenAPI document, the
// editor's sign-in settings, the asset versions, the caller's address and the tracking record (spec §7).
import { call } from '../call.js';
import type { EditorConfig } from '../editor.js';
import type { AssetVersions, RemoteData, RemoteIp, TrackingPixelQuery } from '../public.js';
import type { HealthStatus } from '../system.js';

export const systemCalls = {
  /** The database answers (503 in the error shape when it does not). */
  health: call<{ answer: HealthStatus }>()('GET', '/api/healthz'),
  /** The OpenAPI document of every other call (itself hidden from it). */
  openApi: call<{ answer: object }>()('GET', '/api/docs/openapi.json'),
  /** What the editor needs before it can sign in (spec §4 "Admin entry"); public. */
  editorConfig: call<{ answer: EditorConfig }>()('GET', '/api/editor/config'),
  /** A digest, and the ETag of every template.json (spec §7). */
  assetVersions: call<{ answer: AssetVersions }>()('GET', '/api/assets/version'),
};

/** What the API knows of a visitor without a third party (ARCHITECTURE "Choices"). */
export const visitorCalls = {
  /** The caller's address (spec §7's IP look-up). */
  ip: call<{ answer: RemoteIp }>()('GET', '/api/ip'),
  /** The address and the region of the browser's Accept-Language (spec §7 "IP-based data"). */
  remoteData: call<{ answer: RemoteData }>()('GET', '/api/user/remotedata'),
  /** The encrypted tracking record (spec §4 "Tracking"); the answer is always a transparent 1×1 PNG. */
  trackingPixel: call<{ query: TrackingPixelQuery; answer: Blob }>()('GET', '/api/:uuid/final-logo.png'),
};
