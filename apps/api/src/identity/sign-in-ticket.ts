// The sign-in ticket cookie of a new sign-up (issue 16 "the owner lands in /admin signed in"): POST
// /api/signup sets it on the provider's host, below the login interaction's path, HttpOnly and
// SameSite=Lax (the editor's redirect to `<issuer>/auth` is a top-level navigation, so it is sent); the
// interaction (interaction-routes.ts) redeems it once instead of showing the password form, then clears it.
// The value is a random ticket; the database keeps only its SHA-256 (AccountStore.signInTickets).

export const SIGN_IN_TICKET_COOKIE = 'vitrina_signin';
/** As long as the ticket itself lives (modules/signup/tickets-repository.ts). */
export const SIGN_IN_TICKET_MAX_AGE_SECONDS = 10 * 60;

/** The path the cookie is sent to: the login interactions of the provider at `issuer`. */
export function signInTicketCookiePath(issuer: string): string {
  return `${new URL(issuer).pathname.replace(/\/+$/, '')}/interaction`;
}

export function signInTicketCookieHeader(ticket: string, { issuer }: { issuer: string }): string {
  const secure = new URL(issuer).protocol === 'https:' ? '; Secure' : '';
  return `${SIGN_IN_TICKET_COOKIE}=${ticket}; Path=${signInTicketCookiePath(issuer)}; Max-Age=${SIGN_IN_TICKET_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

/** Clears the cookie (it has been used, or could not be). */
export function clearSignInTicketCookieHeader(path: string, secure: boolean): string {
  return `${SIGN_IN_TICKET_COOKIE}=; Path=${path}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * Ends the provider's session in this browser (its `_session` cookie, oidc-provider's default name, and its
 * signature): someone signed in before (a demo owner, another business) would otherwise be taken for the new
 * owner at `<issuer>/auth`, and the login interaction, where the ticket is redeemed, would never run.
 */
export function endProviderSessionCookieHeaders(issuer: string): string[] {
  const secure = new URL(issuer).protocol === 'https:' ? '; Secure' : '';
  return ['_session', '_session.sig'].map(
    (name) => `${name}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure}`,
  );
}
