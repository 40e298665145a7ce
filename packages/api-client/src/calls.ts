// @vitrina/api-client/calls: the calls table (contracts/calls) and the helpers that turn a call into a URL or
// a request, without the contracts' schemas: what an app's own request code (an upload with progress, the
// tracking image, a query outside the api) imports, so that it writes no path of its own either.
export {
  ALL_CALLS,
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
} from './contracts/calls/index.js';
export { call, requestOf, urlOf } from './contracts/call.js';
export type {
  AnswerOf,
  BodyOf,
  Call,
  CallMethod,
  CallTypes,
  HeadersOf,
  ParamsOf,
  PathParams,
  QueryOf,
  RequestParts,
} from './contracts/call.js';
