// The identity messages (issue 28; ARCHITECTURE "Nothing secret travels to the wrong person"): a new team
// member's invitation with their set-password link, a "Forgot password?" link, a sign-up's e-mail confirmation
// and its reminder. Each carries a link that is its recipient's alone, issued in the same transaction as the
// message is queued (team module: team-service.ts, password-reset-service.ts, email-confirmation-service.ts):
// the message is rendered with SECRET_LINK_PLACEHOLDER and the link rides beside it (secret-link.ts), so what the
// outbox keeps, and the back office shows, never holds it. Links go to the business's site origin, never to the
// host a request named (a forged Host header must not steer a reset link elsewhere). A person who already has an
// account is invited without a secret (prepareJoinInvite): their link opens a back office where they answer.
import {
  renderConfirmEmail,
  renderConfirmReminder,
  renderJoinInvite,
  renderPasswordReset,
  renderTeamInvite,
} from '@vitrina/mail-templates';
import type { IdentityMailInput, RenderedMail } from '@vitrina/mail-templates';
import type { Locale } from '@vitrina/core-model';
import type { ApiConfig } from '../../config.js';
import type { AppDb } from '../../db/index.js';
import { oidcIssuerOf } from '../../public-origin.js';
import { mailBusinessOf } from './mail-people.js';
import { mailMessage } from './mail-message.js';
import type { MailAbout } from './mail-message.js';
import { queueMailIn } from './mail-service.js';
import type { QueuedMail } from './mail-service.js';
import { SECRET_LINK_PLACEHOLDER } from './secret-link.js';

export const IDENTITY_MAIL_KINDS = {
  invite: 'team_invite',
  reset: 'password_reset',
  confirm: 'email_confirm',
  confirmReminder: 'email_confirm_reminder',
} as const;
/** The kind of the invitation of a person who already has an account (no secret link). */
export const JOIN_INVITE_KIND = 'team_join_invite';
export type IdentityMailKind = keyof typeof IDENTITY_MAIL_KINDS;

const RENDER: Record<IdentityMailKind, (input: IdentityMailInput) => Promise<RenderedMail>> = {
  invite: renderTeamInvite,
  reset: renderPasswordReset,
  confirm: renderConfirmEmail,
  confirmReminder: renderConfirmReminder,
};

/** Where a link's page lives below the built-in provider (identity: set-password-routes.ts, confirm-email-routes.ts). */
const LINK_PATHS: Record<IdentityMailKind, string> = {
  invite: 'set-password',
  reset: 'set-password',
  confirm: 'confirm-email',
  confirmReminder: 'confirm-email',
};

export interface IdentityMailTo {
  clientId: number;
  address: string;
  name: string;
  locale: Locale;
}

/** Who an identity message is from and about: the business, no event (it is queued with its cause's write). */
const aboutOf = (to: IdentityMailTo, businessName: string): MailAbout => ({ clientId: to.clientId, eventId: null, fromName: businessName });
const recipientOf = (to: IdentityMailTo) => ({ address: to.address, name: to.name });

/** A rendered identity message, to queue once its link is issued (`withLink`). Null for an unknown business. */
export interface PreparedIdentityMail {
  /** The message with its link, ready for queueMailIn; `dedupeKey` names the link (its hash). */
  withLink(token: string, dedupeKey: string): QueuedMail;
}

/**
 * Renders the message before its transaction (rendering reads nothing the transaction changes); the link is
 * put beside it when the token exists. The link is `<site origin><provider mount path>/<page>/<token>`.
 */
export async function prepareIdentityMail(
  db: AppDb,
  config: ApiConfig,
  kind: IdentityMailKind,
  to: IdentityMailTo,
  extra: { inviter?: string } = {},
): Promise<PreparedIdentityMail | null> {
  const business = await mailBusinessOf(db, config, to.clientId);
  if (!business) return null;
  const rendered = await RENDER[kind]({ lang: to.locale, business, link: SECRET_LINK_PLACEHOLDER, name: to.name, ...extra });
  const mountPath = new URL(oidcIssuerOf(config)).pathname.replace(/\/+$/, '');
  return {
    withLink: (token, dedupeKey) => ({
      ...mailMessage(aboutOf(to, business.name), IDENTITY_MAIL_KINDS[kind], dedupeKey, recipientOf(to), null, rendered),
      secretLink: `${business.siteOrigin}${mountPath}/${LINK_PATHS[kind]}/${encodeURIComponent(token)}`,
    }),
  };
}

/** Queues a prepared message in the caller's transaction (nudge the sender after the commit). */
export function queueIdentityMail(tx: AppDb, config: Pick<ApiConfig, 'mailFrom'>, message: QueuedMail): Promise<number[]> {
  return queueMailIn(tx, config.mailFrom, [message]);
}

/**
 * The invitation of a person who already has an account (or of anyone, under an external issuer): its link
 * holds nothing secret and opens the back office where the invitation waits at the top, on the site of a
 * business they work for (`homeClientId`), else on the inviting business's (they join it at sign-in there).
 * Rendered before the transaction that makes the invite; `withKey` names the invite. Null for an unknown business.
 */
export async function prepareJoinInvite(
  db: AppDb,
  config: ApiConfig,
  to: IdentityMailTo & { homeClientId: number | null; inviter: string },
): Promise<{ withKey(dedupeKey: string): QueuedMail } | null> {
  const business = await mailBusinessOf(db, config, to.clientId);
  if (!business) return null;
  const home = to.homeClientId === null || to.homeClientId === to.clientId ? business : await mailBusinessOf(db, config, to.homeClientId);
  const link = `${(home ?? business).siteOrigin}/manage`;
  const rendered = await renderJoinInvite({ lang: to.locale, business, link, name: to.name, inviter: to.inviter });
  return {
    withKey: (dedupeKey) => mailMessage(aboutOf(to, business.name), JOIN_INVITE_KIND, dedupeKey, recipientOf(to), null, rendered),
  };
}
