export { vitrinaApi, TAG_TYPES } from './vitrina-api.js';
export type { VitrinaTag } from './vitrina-api.js';
export { vitrinaBaseQuery, MISSING_TOKEN_ERROR } from './base-query.js';
export type { VitrinaExtraOptions } from './base-query.js';
export {
  apiClientExtra,
  resolveApiClientConfig,
  DEFAULT_API_BASE_URL,
  DEFAULT_ASSETS_BASE_URL,
} from './config.js';
export type { ApiClientConfig, ApiClientExtra, ResolvedApiClientConfig, TokenGetter } from './config.js';
export { healthApi, useHealthzQuery } from './endpoints/health.js';
export type { HealthStatus } from './endpoints/health.js';
export { siteApi, useSiteDataQuery, useClientWebsiteDataQuery } from './endpoints/site.js';
export { userApi, useAuthorizeUserQuery, useUserProfileQuery } from './endpoints/user.js';
export type { AuthorizeUserArgs, UserProfile } from './endpoints/user.js';
export { trackingApi, useRemoteIpQuery, useLazyRemoteIpQuery } from './endpoints/tracking.js';
export type { RemoteIp } from './endpoints/tracking.js';
