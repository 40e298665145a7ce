// What a refused template switch says: the draft changed meanwhile (409: it is loaded again), a freemium
// site (spec §8 "upgrade to business to edit the website"), the network, or "try again".
import { apiErrorCode } from '@vitrina/api-client';
import type { ScreenError } from '../screen-frame.js';
import { isNetworkError } from '../screen-frame.js';

export type TemplateErrorKey =
  'manage:templates.errors.conflict' | 'manage:templates.errors.freemium' | 'manage:templates.errors.failed' | 'errors:network';

export function templateFailureOf(error: unknown): { key: TemplateErrorKey; stale: boolean } {
  const screenError = error as ScreenError;
  if (isNetworkError(screenError)) return { key: 'errors:network', stale: false };
  if (screenError && 'status' in screenError && screenError.status === 409) return { key: 'manage:templates.errors.conflict', stale: true };
  if (apiErrorCode(screenError) === 'freemium') return { key: 'manage:templates.errors.freemium', stale: false };
  return { key: 'manage:templates.errors.failed', stale: false };
}
