// Identity of the API: the built-in OpenID Connect provider and bearer-token verification.
export { createMemoryAccountStore, normalizeEmail } from './account-store.js';
export type {
  AccountRecord,
  AccountStore,
  EmailConfirmState,
  EmailConfirmationStore,
  PasswordLinkState,
  PasswordLinkStore,
  PasswordResetStore,
  SignInTicketStore,
} from './account-store.js';
export { registerAuth, requireAuth } from './auth-plugin.js';
export type { AuthContext } from './auth-plugin.js';
export { createMemoryCounterStore } from './counter-store.js';
export type { CounterStore } from './counter-store.js';
export { mountBuiltInProvider } from './built-in-provider.js';
export type { BuiltInProvider, BuiltInProviderOptions } from './built-in-provider.js';
export { hashPassword, verifyPassword } from './password.js';
export { PASSWORD_MIN_LENGTH } from './set-password-page.js';
export { setPasswordPath } from './set-password-routes.js';
export {
  SIGN_IN_TICKET_COOKIE,
  endProviderSessionCookieHeaders,
  signInTicketCookieHeader,
  signInTicketCookiePath,
} from './sign-in-ticket.js';
export { DEFAULT_API_AUDIENCE } from './provider-config.js';
export { ADMIN_CALLBACK_PATHS, createRedirectRule } from './redirect-rule.js';
export type { RedirectRule, RedirectRuleOptions } from './redirect-rule.js';
export { createTokenVerifier, discoverJwksUri, TokenVerificationError } from './verify-token.js';
export type { TokenErrorReason, TokenVerifier, TokenVerifierOptions, VerifiedToken } from './verify-token.js';
