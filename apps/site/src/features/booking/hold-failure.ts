// What the visitor is told when Confirm cannot hold the slot (POST booking/holds): taken by someone else
// (409), too many holds from their connection (429 too_many_holds, issue 25), or slowed down (429).
import { readApiFailure } from '../shared/api-error.js';

export type HoldFailureMessage = 'errors:booking.tooManyHolds' | 'booking:kit.rateLimited' | 'errors:network' | 'errors:generic';
export type HoldFailure = { kind: 'taken' } | { kind: 'message'; message: HoldFailureMessage };

export function holdFailureOf(error: unknown): HoldFailure {
  const failure = readApiFailure(error);
  if (failure.status === 409) return { kind: 'taken' };
  if (failure.status === 429) {
    return { kind: 'message', message: failure.code === 'too_many_holds' ? 'errors:booking.tooManyHolds' : 'booking:kit.rateLimited' };
  }
  return { kind: 'message', message: failure.status === null ? 'errors:network' : 'errors:generic' };
}
