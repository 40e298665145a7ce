// Every call of the API, by domain (contracts/call.ts). A route is registered from its call and an endpoint
// requests it; route-contracts.test.ts checks that the API serves exactly these calls.
import type { Call } from '../call.js';
import { messageCalls } from './messages.js';
import { signupCalls } from './signup.js';
import { backupCalls, settingsCalls, siteCalls, templateCalls, uploadCalls } from './sites.js';
import { systemCalls, visitorCalls } from './system.js';

export { messageCalls };
export { backupCalls, settingsCalls, signupCalls, siteCalls, systemCalls, templateCalls, uploadCalls, visitorCalls };

/** Every call, by domain and name. */
export const ALL_CALLS: Record<string, Record<string, Call>> = {
  messageCalls,
  siteCalls,
  backupCalls,
  settingsCalls,
  uploadCalls,
  templateCalls,
  signupCalls,
  systemCalls,
  visitorCalls,
};
