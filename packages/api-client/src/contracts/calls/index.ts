// Every call of the API, by domain (contracts/call.ts). A route is registered from its call and an endpoint
// requests it; route-contracts.test.ts checks that the API serves exactly these calls. Each file exports
// its call groups (`<name>Calls` objects).
import type { Call } from '../call.js';
import { activityCalls } from './activity.js';
import { bookingCalls, locationCalls, ownerAppointmentCalls, serviceAreaCalls } from './booking.js';
import { chatCalls } from './chat.js';
import { blogCalls, galleryCalls } from './content.js';
import { customerFormCalls, ownerFormCalls } from './forms.js';
import { messageCalls } from './messages.js';
import { orderDocumentCalls, ownerQuoteCalls } from './quotes.js';
import { signupCalls } from './signup.js';
import { backupCalls, settingsCalls, siteCalls, templateCalls, uploadCalls } from './sites.js';
import { systemCalls, visitorCalls } from './system.js';
import { profileCalls, teamCalls, userCalls } from './team.js';

export {
  activityCalls,
  backupCalls,
  blogCalls,
  bookingCalls,
  chatCalls,
  customerFormCalls,
  galleryCalls,
  locationCalls,
  messageCalls,
  orderDocumentCalls,
  ownerAppointmentCalls,
  ownerFormCalls,
  ownerQuoteCalls,
  profileCalls,
  serviceAreaCalls,
  settingsCalls,
  signupCalls,
  siteCalls,
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
  customerFormCalls,
  galleryCalls,
  locationCalls,
  messageCalls,
  orderDocumentCalls,
  ownerAppointmentCalls,
  ownerFormCalls,
  ownerQuoteCalls,
  profileCalls,
  serviceAreaCalls,
  settingsCalls,
  signupCalls,
  siteCalls,
  systemCalls,
  teamCalls,
  templateCalls,
  uploadCalls,
  userCalls,
  visitorCalls,
};
