// The built-in identity provider's accounts, read from the users table, and the team's set-password links.
import { normalizeHost } from '@vitrina/core-model';
import {
  findClientByCustomDomain,
  findUserByEmail,
  findUserBySub,
  passwordTokenState,
  redeemSignInTicket,
  usePasswordToken,
  type AppDb,
} from '../db/index.js';
import type { AccountRecord, AccountStore } from '../identity/index.js';

export function createDbAccountStore(db: AppDb): AccountStore {
  return {
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
    async isSiteHost(hostname) {
      return (await findClientByCustomDomain(db, normalizeHost(hostname))) !== null;
    },
    // The team's set-password links (table password_tokens, made by the Team screen's POST).
    passwordLinks: {
      state: (token) => passwordTokenState(db, token),
      use: (token, passwordHash) => usePasswordToken(db, token, passwordHash),
    },
    // A new sign-up's one-time ticket (table sign_in_tickets, made by POST /api/signup).
    signInTickets: { redeem: (ticket) => redeemSignInTicket(db, ticket) },
  };
}
