// Every call of the API, by domain (contracts/call.ts). A route is registered from its call and an endpoint
// requests it; route-contracts.test.ts checks that the API serves exactly these calls.
import type { Call } from '../call.js';
import { messageCalls } from './messages.js';

export { messageCalls };

/** Every call, by domain and name. */
export const ALL_CALLS: Record<string, Record<string, Call>> = { messageCalls };
