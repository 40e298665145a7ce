// The calls of the activity module (contracts/activity.ts): the back office's Activity screen.
import { call } from '../call.js';
import type { ActivityListQuery, ActivityPage } from '../activity.js';

export const activityCalls = {
  /** The audit log of the business, newest first, one page at a time. */
  list: call<{ query: ActivityListQuery; answer: ActivityPage }>()('GET', '/api/client/:id/activity'),
};
