// Every call of the API, by domain (contracts/call.ts). A route is registered from its call and an endpoint
// requests it; route-contracts.test.ts checks that the API serves exactly these calls.
import type { Call } from '../call.js';
import { ownerProductCalls, ownerServiceCalls, ownerStaffCalls, servicesStoreCalls, storeCalls, storeSettingsCalls } from './catalog.js';
import { messageCalls } from './messages.js';
import { checkoutCalls, orderCalls, orderFeedbackCalls, ownerOrderCalls, stripeWebhookCalls } from './orders.js';
import { subscriptionCalls } from './subscriptions.js';

export {
  checkoutCalls,
  messageCalls,
  orderCalls,
  orderFeedbackCalls,
  ownerOrderCalls,
  ownerProductCalls,
  ownerServiceCalls,
  ownerStaffCalls,
  servicesStoreCalls,
  storeCalls,
  storeSettingsCalls,
  stripeWebhookCalls,
  subscriptionCalls,
};

/** Every call, by domain and name. */
export const ALL_CALLS: Record<string, Record<string, Call>> = {
  messageCalls,
  ownerProductCalls,
  ownerServiceCalls,
  ownerStaffCalls,
  storeSettingsCalls,
  storeCalls,
  servicesStoreCalls,
  checkoutCalls,
  orderCalls,
  orderFeedbackCalls,
  ownerOrderCalls,
  stripeWebhookCalls,
  subscriptionCalls,
};
