// Who may hold a set-password link to an account (issue 25; docs/decisions.md "Set-password links"): the one
// rule, asked when a link is issued (addTeamMember) and again when it is opened and used (passwordTokenState,
// usePasswordToken). A link lets whoever holds it become the account, so it may exist only for an account that
// nobody has become yet and that no other business relies on: made by the built-in provider, never given a
// password (hence never signed in), and with access to no business but the one whose owner holds the link.
// Any other account known to Vitrina is invited instead and claims the access at its own sign-in (team.ts).
import { and, eq, ne } from 'drizzle-orm';
import type { AppDb } from '../database.js';
import { userClients } from '../schema.js';
import { VITRINA_PROVIDER } from './users.js';

type Reader = Pick<AppDb, 'select'>;

export interface LinkAccount {
  id: string;
  sub: string;
  password_hash: string | null;
}

/** True when the owner of `clientId` may hold (be handed, or still use) a set-password link to `account`. */
export async function mayHoldPasswordLink(db: Reader, account: LinkAccount, clientId: number): Promise<boolean> {
  if (!account.sub.startsWith(`${VITRINA_PROVIDER}|`) || account.password_hash !== null) return false;
  const elsewhere = await db
    .select({ client_id: userClients.client_id })
    .from(userClients)
    .where(and(eq(userClients.user_id, account.id), ne(userClients.client_id, clientId)))
    .limit(1);
  return elsewhere.length === 0;
}
