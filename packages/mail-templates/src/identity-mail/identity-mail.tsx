// The identity messages (issue 28): a team invite with its set-password link (or, for a person who already has
// an account, the invitation to accept in their back office), a password reset, a sign-up's e-mail confirmation
// and its reminder. Each is one heading, a sentence or two, one button with its link and
// a note on how long the link works; in the recipient's language, in the business's frame (mail-layout.tsx).
// The link is the recipient's alone: the API renders them with a placeholder and puts the link in when sending.
import { Text } from '@react-email/components';
import type { Locale } from '@vitrina/core-model';
import { MailLayout } from '../layout/mail-layout.js';
import { MessageIntro } from '../message-parts/message-parts.js';
import { ActionButton } from '../request-parts/request-parts.js';
import { renderMail } from '../render.js';
import { mailT } from '../texts.js';
import type { MailBusiness, RenderedMail } from '../types.js';

export type IdentityMailKind = 'invite' | 'joinInvite' | 'reset' | 'confirm' | 'confirmReminder';

export interface IdentityMailInput {
  lang: Locale;
  /** The business the message is about (the one that invites; the owner's business). */
  business: MailBusiness;
  /** The one link of the message (set password, reset, confirm). */
  link: string;
  /** The recipient's name, when known ("Hello Ana,"); empty: a plain greeting. */
  name?: string;
  /** Who invited them (invite only): the owner's name or e-mail. */
  inviter?: string;
}

function IdentityMail({ kind, lang, business, link, name = '', inviter = '' }: IdentityMailInput & { kind: IdentityMailKind }) {
  const t = mailT(lang);
  const vars = { business: business.name, inviter: inviter || business.name };
  const hello = name.trim() ? t('identity.helloName', { name: name.trim() }) : t('identity.hello');
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t(`identity.${kind}.preview`, vars)}>
      <MessageIntro heading={t(`identity.${kind}.heading`, vars)} intro={[hello, t(`identity.${kind}.intro`, vars)]} />
      <ActionButton business={business} href={link} margin="8px 0 16px">
        {t(`identity.${kind}.action`)}
      </ActionButton>
      <Text style={{ fontSize: '13px', color: '#52525b' }}>{t(`identity.${kind}.validity`, vars)}</Text>
      <Text style={{ fontSize: '13px', color: '#52525b' }}>{t(`identity.${kind}.notYou`, vars)}</Text>
    </MailLayout>
  );
}

function renderIdentity(kind: IdentityMailKind, input: IdentityMailInput): Promise<RenderedMail> {
  const t = mailT(input.lang);
  const subject = t(`identity.${kind}.subject`, { business: input.business.name, inviter: input.inviter || input.business.name });
  return renderMail(<IdentityMail kind={kind} {...input} />, subject, input.lang);
}

/** A new team member's invitation: the link sets their password (valid 7 days). */
export const renderTeamInvite = (input: IdentityMailInput) => renderIdentity('invite', input);
/** The invitation of a person who already has an account: the link opens their back office, where they accept it. */
export const renderJoinInvite = (input: IdentityMailInput) => renderIdentity('joinInvite', input);
/** "Forgot password?": the link sets a new password (valid 1 hour). */
export const renderPasswordReset = (input: IdentityMailInput) => renderIdentity('reset', input);
/** A new sign-up's "confirm your e-mail". */
export const renderConfirmEmail = (input: IdentityMailInput) => renderIdentity('confirm', input);
/** The reminder to an owner still unconfirmed after 14 days. */
export const renderConfirmReminder = (input: IdentityMailInput) => renderIdentity('confirmReminder', input);
