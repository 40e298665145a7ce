// What the built-in identity provider needs to know about users. The lead implements it over the
// database; `createMemoryAccountStore` serves tests and tools.

export interface AccountRecord {
  /** The token subject, `vitrina|<user id>` (spec §3 "Login user": provider|id). */
  sub: string;
  email: string;
  name: string;
  /** `scrypt$…` from `hashPassword` (./password.ts). */
  passwordHash: string;
}

export interface AccountStore {
  /** Case-insensitive: e-mail addresses are compared lower-cased. */
  findByEmail(email: string): Promise<AccountRecord | null>;
  findBySub(sub: string): Promise<AccountRecord | null>;
  /**
   * Whether `hostname` (lower-case, no port) is the host of a Vitrina site, e.g. a client's custom
   * domain. Optional: without it only the configured site domains are trusted for redirects.
   */
  isSiteHost?(hostname: string): Promise<boolean>;
  /**
   * Whether the person `sub` has a role in the business whose site `hostname` (lower-case, no port) is: the
   * only hosts besides the provider's own that receive their authorization codes (code-recipient.ts).
   * Optional: without it, codes go to the provider's own host only.
   */
  hasRoleAt?(sub: string, hostname: string): Promise<boolean>;
  /**
   * One-time set-password links of people the owner added to their team (set-password-routes.ts). Optional:
   * without them the provider has no set-password page.
   */
  passwordLinks?: PasswordLinkStore;
  /**
   * One-time sign-in tickets of a new sign-up (sign-in-ticket.ts): the login interaction signs their user in
   * without the password form. Optional: without them every sign-in shows the form.
   */
  signInTickets?: SignInTicketStore;
  /**
   * "Forgot password?" (forgot-password-routes.ts, issue 28): mails a one-time reset link to the address when it
   * is an account's. Optional: without it the sign-in page has no "Forgot password?".
   */
  passwordResets?: PasswordResetStore;
  /** A sign-up's e-mail confirmation links (confirm-email-routes.ts). Optional: without them no such page. */
  emailConfirmations?: EmailConfirmationStore;
}

export interface PasswordResetStore {
  /** Mails a reset link to `email` if it is an account's; tells nothing either way. */
  request(email: string): Promise<void>;
}

export type EmailConfirmState = 'confirmed' | 'used' | 'expired' | 'unknown';

export interface EmailConfirmationStore {
  /** Uses the link (its token in clear): the address is confirmed, once. */
  confirm(token: string): Promise<EmailConfirmState>;
}

export interface SignInTicketStore {
  /** Uses the ticket (in clear, as the cookie carries it) up; its user's subject, or null (unknown, used, expired). */
  redeem(ticket: string): Promise<string | null>;
}

export type PasswordLinkState = 'valid' | 'used' | 'expired' | 'unknown';

export interface PasswordLinkStore {
  /** What the link of this token (in clear, as the URL carries it) can still do. */
  state(token: string): Promise<PasswordLinkState>;
  /** Stores the password and uses the link up, once; false when it cannot be used (any more). */
  use(token: string, passwordHash: string): Promise<boolean>;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * `siteHosts`: custom domains taken as verified; `roles`: per subject, the hosts of the businesses the person
 * has a role in (`*` for every host: tests that are not about roles).
 */
export function createMemoryAccountStore(
  accounts: readonly AccountRecord[],
  siteHosts: readonly string[] = [],
  roles: Readonly<Record<string, readonly string[]>> = {},
): AccountStore {
  const byEmail = new Map(accounts.map((a) => [normalizeEmail(a.email), a]));
  const bySub = new Map(accounts.map((a) => [a.sub, a]));
  const hosts = new Set(siteHosts.map((h) => h.toLowerCase()));
  return {
    findByEmail: async (email) => byEmail.get(normalizeEmail(email)) ?? null,
    findBySub: async (sub) => bySub.get(sub) ?? null,
    isSiteHost: async (host) => hosts.has(host.toLowerCase()),
    hasRoleAt: async (sub, host) => (roles[sub] ?? []).some((h) => h === '*' || h === host.toLowerCase()),
  };
}
