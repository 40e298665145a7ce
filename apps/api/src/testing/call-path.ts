// The path a test injects for one call (contracts/calls): the call's own path with its parameters filled in
// (urlOf, under the API's /api base), so a test names the call, never a path of its own.
import { urlOf } from '@vitrina/api-client/contracts';
import type { Call, ParamsOf } from '@vitrina/api-client/contracts';

/** `/api/client/7/booking/holds` for bookingCalls.hold and `{ id: 7 }`; the query appended when given. */
export function callPath<C extends Call>(c: C, params: ParamsOf<C>, query?: URLSearchParams): string {
  const search = query?.toString() ?? '';
  return `/api/${urlOf(c, params)}${search ? `?${search}` : ''}`;
}
