// Every call of the API, by domain (contracts/call.ts): @vitrina/api-client/calls, the calls table and the
// helpers that turn a call into a URL or a request, without the contracts' schemas: what an app's own request
// code (an upload with progress, the tracking image, a query outside the api) imports, so that it writes no
// path of its own either. A route is registered from its call and an endpoint requests it;
// route-contracts.test.ts checks that the API serves exactly ALL_CALLS. Each file of this folder exports
// only its call groups (`<name>Calls` objects), so ALL_CALLS is every export of them, named nowhere else.
import type { Call } from '../call.js';
import * as activity from './activity.js';
import * as booking from './booking.js';
import * as catalog from './catalog.js';
import * as chat from './chat.js';
import * as content from './content.js';
import * as discounts from './discounts.js';
import * as documents from './documents.js';
import * as customers from './customers.js';
import * as customerPortal from './customer-portal.js';
import * as forms from './forms.js';
import * as insights from './insights.js';
import * as mail from './mail.js';
import * as messages from './messages.js';
import * as orders from './orders.js';
import * as quotes from './quotes.js';
import * as signup from './signup.js';
import * as sites from './sites.js';
import * as subscriptions from './subscriptions.js';
import * as system from './system.js';
import * as team from './team.js';

export { activityCalls } from './activity.js';
export { bookingCalls, locationCalls, myBookingCalls, ownerAppointmentCalls, serviceAreaCalls } from './booking.js';
export { ownerProductCalls, ownerServiceCalls, ownerStaffCalls, servicesStoreCalls, storeCalls, storeSettingsCalls } from './catalog.js';
export { chatCalls } from './chat.js';
export { blogCalls, galleryCalls } from './content.js';
export { discountCalls, ownerDiscountCodeCalls } from './discounts.js';
export { customerCalls, customerMergeCalls } from './customers.js';
export { customerPortalCalls } from './customer-portal.js';
export { documentCalls } from './documents.js';
export { customerFormCalls, ownerFormCalls } from './forms.js';
export { insightsCalls } from './insights.js';
export { mailCalls } from './mail.js';
export { messageCalls } from './messages.js';
export { checkoutCalls, orderCalls, orderFeedbackCalls, ownerOrderCalls, stripeWebhookCalls } from './orders.js';
export { orderDocumentCalls, ownerQuoteCalls } from './quotes.js';
export { signupCalls } from './signup.js';
export { backupCalls, settingsCalls, siteCalls, templateCalls, uploadCalls } from './sites.js';
export { subscriptionCalls } from './subscriptions.js';
export { systemCalls, visitorCalls } from './system.js';
export { profileCalls, teamCalls, userCalls } from './team.js';
export { call, requestOf, urlOf } from '../call.js';
export type { AnswerOf, BodyOf, Call, CallMethod, CallTypes, HeadersOf, ParamsOf, PathParams, QueryOf, RequestParts } from '../call.js';

/** Every call, by group and name. */
export const ALL_CALLS: Record<string, Record<string, Call>> = {
  ...activity,
  ...booking,
  ...catalog,
  ...chat,
  ...content,
  ...discounts,
  ...documents,
  ...customers,
  ...customerPortal,
  ...forms,
  ...insights,
  ...mail,
  ...messages,
  ...orders,
  ...quotes,
  ...signup,
  ...sites,
  ...subscriptions,
  ...system,
  ...team,
};
