// Every call of the API, by domain (contracts/call.ts). A route is registered from its call and an endpoint
// requests it; route-contracts.test.ts checks that the API serves exactly these calls. Each file exports
// its call groups (`<name>Calls` objects).
import type { Call } from '../call.js';
import { activityCalls } from './activity.js';
import { bookingCalls, locationCalls, ownerAppointmentCalls, serviceAreaCalls } from './booking.js';
import { ownerProductCalls, ownerServiceCalls, ownerStaffCalls, servicesStoreCalls, storeCalls, storeSettingsCalls } from './catalog.js';
import { chatCalls } from './chat.js';
import { blogCalls, galleryCalls } from './content.js';
import { customerFormCalls, ownerFormCalls } from './forms.js';
import { mailCalls } from './mail.js';
import { messageCalls } from './messages.js';
import { checkoutCalls, orderCalls, orderFeedbackCalls, ownerOrderCalls, stripeWebhookCalls } from './orders.js';
import { orderDocumentCalls, ownerQuoteCalls } from './quotes.js';
import { signupCalls } from './signup.js';
import { backupCalls, settingsCalls, siteCalls, templateCalls, uploadCalls } from './sites.js';
import { subscriptionCalls } from './subscriptions.js';
import { systemCalls, visitorCalls } from './system.js';
import { profileCalls, teamCalls, userCalls } from './team.js';

export {
  activityCalls,
  backupCalls,
  blogCalls,
  bookingCalls,
  chatCalls,
  checkoutCalls,
  customerFormCalls,
  galleryCalls,
  locationCalls,
  mailCalls,
  messageCalls,
  orderCalls,
  orderDocumentCalls,
  orderFeedbackCalls,
  ownerAppointmentCalls,
  ownerFormCalls,
  ownerOrderCalls,
  ownerProductCalls,
  ownerQuoteCalls,
  ownerServiceCalls,
  ownerStaffCalls,
  profileCalls,
  serviceAreaCalls,
  servicesStoreCalls,
  settingsCalls,
  signupCalls,
  siteCalls,
  storeCalls,
  storeSettingsCalls,
  stripeWebhookCalls,
  subscriptionCalls,
  systemCalls,
  teamCalls,
  templateCalls,
  uploadCalls,
  userCalls,
  visitorCalls,
};

/** Every call, by group and name. */
export const ALL_CALLS: Record<string, Record<string, Call>> = {
  activityCalls,
  backupCalls,
  blogCalls,
  bookingCalls,
  chatCalls,
  checkoutCalls,
  customerFormCalls,
  galleryCalls,
  locationCalls,
  mailCalls,
  messageCalls,
  orderCalls,
  orderDocumentCalls,
  orderFeedbackCalls,
  ownerAppointmentCalls,
  ownerFormCalls,
  ownerOrderCalls,
  ownerProductCalls,
  ownerQuoteCalls,
  ownerServiceCalls,
  ownerStaffCalls,
  profileCalls,
  serviceAreaCalls,
  servicesStoreCalls,
  settingsCalls,
  signupCalls,
  siteCalls,
  storeCalls,
  storeSettingsCalls,
  stripeWebhookCalls,
  subscriptionCalls,
  systemCalls,
  teamCalls,
  templateCalls,
  uploadCalls,
  userCalls,
  visitorCalls,
};
