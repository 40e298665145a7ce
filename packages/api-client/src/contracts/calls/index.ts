// Every call of the API, by domain (contracts/call.ts). A route is registered from its call and an endpoint
// requests it; route-contracts.test.ts checks that the API serves exactly these calls.
import type { Call } from '../call.js';
import { activityCalls } from './activity.js';
import { chatCalls } from './chat.js';
import { blogCalls, galleryCalls } from './content.js';
import { messageCalls } from './messages.js';
import { profileCalls, teamCalls, userCalls } from './team.js';

export { activityCalls, blogCalls, chatCalls, galleryCalls, messageCalls, profileCalls, teamCalls, userCalls };

/** Every call, by domain and name. */
export const ALL_CALLS: Record<string, Record<string, Call>> = {
  messageCalls,
  blogCalls,
  galleryCalls,
  teamCalls,
  userCalls,
  profileCalls,
  chatCalls,
  activityCalls,
};
