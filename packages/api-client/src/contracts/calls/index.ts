// Every call of the API, by domain (contracts/call.ts). A route is registered from its call and an endpoint
// requests it; route-contracts.test.ts checks that the API serves exactly these calls. Each file exports
// its call groups (`<name>Calls` objects) and nothing else.
import type { Call } from '../call.js';
import * as activity from './activity.js';
import * as chat from './chat.js';
import * as content from './content.js';
import * as messages from './messages.js';
import * as signup from './signup.js';
import * as sites from './sites.js';
import * as system from './system.js';
import * as team from './team.js';

export * from './activity.js';
export * from './chat.js';
export * from './content.js';
export * from './messages.js';
export * from './signup.js';
export * from './sites.js';
export * from './system.js';
export * from './team.js';

/** Every call, by group and name. */
export const ALL_CALLS: Record<string, Record<string, Call>> = {
  ...activity,
  ...chat,
  ...content,
  ...messages,
  ...signup,
  ...sites,
  ...system,
  ...team,
};
