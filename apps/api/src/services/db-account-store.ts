// The built-in identity provider's accounts, read from the users table, and the team's set-password links.
import { normalizeHost } from '@vitrina/core-model';
import { findClientIdOfSignInHost, findUserByEmail, findUserBySub, hasClientAccess, type AppDb } from '../db/index.js';
import type { AccountRecord, AccountStore } from '../identity/index.js';
import { redeemSignInTicket } from '../modules/signup/tickets-repository.js';
import type { AppContext } from '../app-context.js';
import { confirmEmailWithLink } from '../modules/team/email-confirmation-service.js';
import { passwordLinkState, setPasswordWithLink } from '../modules/team/password-links-service.js';
import { requestPasswordReset } from '../modules/team/password-reset-service.js';
import type { MailNudge } from '../modules/team/team-service.js';
import { isVerifiedCustomDomain, type DomainVerifier } from './custom-domains.js';

export interface DbAccountStoreOptions {
  /** Client sub-domains are `<sub>.<siteDomain>` (config SITE_DOMAIN). */
  siteDomain: string;
  /** The host plain `localhost` stands for (config DEMO_HOST), as the site reads hosts. */
  demoHost: string;
  /** Checks a custom domain's DNS before it becomes a sign-in target. */
  domains: DomainVerifier;
}

/** What mails the identity messages (issue 28): without it, no "Forgot password?" and no confirmation page. */
export interface DbAccountMail {
  ctx: AppContext;
  mail: MailNudge;
}

/** Without `sites`, no host but the provider's own receives sign-ins (tools and tests of accounts only). */
export function createDbAccountStore(db: AppDb, sites?: DbAccountStoreOptions, mailer?: DbAccountMail): AccountStore {
  const hosts: Pick<AccountStore, 'isSiteHost' | 'hasRoleAt'> = sites
    ? {
        // Custom domains count only once their DNS names the business (services/custom-domains.ts).
        isSiteHost: (hostname) => isVerifiedCustomDomain(db, sites.domains, hostname),
        // A role: the person is on the team (user_clients) of the business whose sub-domain or verified custom domain it is.
        async hasRoleAt(sub, hostname) {
          const clientId = await findClientIdOfSignInHost(db, normalizeHost(hostname, { demoHost: sites.demoHost }), sites.siteDomain);
          return clientId !== null && (await hasClientAccess(db, sub, clientId));
        },
      }
    : {};
  return {
    ...hosts,
    async findByEmail(email) {
      const user = await findUserByEmail(db, email);
      return user?.password_hash ? { sub: user.sub, email: user.email, name: user.name, passwordHash: user.password_hash } : null;
    },
    async findBySub(sub): Promise<AccountRecord | null> {
      const user = await findUserBySub(db, sub);
      if (!user) return null;
      const creds = await findUserByEmail(db, user.email);
      return creds?.password_hash ? { sub: user.sub, email: user.email, name: user.name, passwordHash: creds.password_hash } : null;
    },
    // The team's set-password links (table password_tokens, made by the Team screen's POST).
    passwordLinks: {
      state: (token) => passwordLinkState(db, token),
      use: (token, passwordHash) => setPasswordWithLink(db, token, passwordHash),
    },
    // A new sign-up's one-time ticket (table sign_in_tickets, made by POST /api/signup).
    signInTickets: { redeem: (ticket) => redeemSignInTicket(db, ticket) },
    // "Forgot password?" and a sign-up's e-mail confirmation (issue 28), by links mailed to the person.
    ...(mailer
      ? {
          passwordResets: {
            request: async (email: string) => {
              await requestPasswordReset(mailer.ctx, email, mailer.mail);
            },
          },
          emailConfirmations: { confirm: (token: string) => confirmEmailWithLink(db, token) },
        }
      : {}),
  };
}
