// The signed-in person's invitations to other businesses, at the top of every back-office screen (issue 25):
// a business that invites someone who already works elsewhere gets them only once they accept here. Each
// business keeps its own back office on its own site; accepting answers the address of the new one. Nothing
// shows while the list loads or when it is empty; a failed load says so with a retry.
import { apiFailureOf } from '@vitrina/api-client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAcceptOwnInviteMutation, useDeclineOwnInviteMutation, useOwnInvitesQuery } from '@vitrina/api-client/back-office';
import type { OwnInvite } from '@vitrina/api-client/back-office';
import { parseSubject } from '@vitrina/core-model';
import type { Subject } from '@vitrina/core-model';
import { Button, TextLink } from '@vitrina/ui-kit';
import { isNetworkError } from '../screen-frame.js';
import type { ScreenError } from '../screen-frame.js';
import { TitledSection } from '../titled-section.js';
import './own-invites.css';

type Outcome =
  | { kind: 'accepted'; business: string; manageUrl: string }
  | { kind: 'declined'; business: string }
  | { kind: 'failed'; business: string; code: string };

function errorCodeOf(error: unknown): string {
  if (isNetworkError(error as ScreenError)) return 'network';
  return apiFailureOf(error)?.code ?? '';
}

/** The two answers to an invitation, in the order shown: action, look, text, text while busy, name for screen readers. */
const ANSWERS = [
  ['accept', 'primary', 'manage:invites.accept', 'manage:invites.accepting', 'manage:invites.acceptOf'],
  ['decline', 'secondary', 'manage:invites.decline', 'manage:invites.declining', 'manage:invites.declineOf'],
] as const;

function InviteItem({ subject, invite, onOutcome }: { subject: Subject; invite: OwnInvite; onOutcome: (outcome: Outcome) => void }) {
  const { t } = useTranslation(['manage']);
  const [accept, accepting] = useAcceptOwnInviteMutation();
  const [decline, declining] = useDeclineOwnInviteMutation();
  const business = invite.business_name;
  const busy = accepting.isLoading || declining.isLoading;
  const args = { ...subject, inviteId: invite.id };
  const run = async (action: 'accept' | 'decline') => {
    if (busy) return;
    try {
      if (action === 'accept') {
        const { manageUrl } = await accept(args).unwrap();
        onOutcome({ kind: 'accepted', business, manageUrl });
      } else {
        await decline(args).unwrap();
        onOutcome({ kind: 'declined', business });
      }
    } catch (error) {
      onOutcome({ kind: 'failed', business, code: errorCodeOf(error) });
    }
  };
  return (
    <li className="vb-invites__item">
      <span className="vb-invites__what">{t('manage:invites.item', { business, role: t(`manage:team.roles.${invite.role_id}`) })}</span>
      <span className="vb-invites__actions">
        {ANSWERS.map(([action, variant, label, busyLabel, name]) => {
          const loading = (action === 'accept' ? accepting : declining).isLoading;
          return (
            <Button
              key={action}
              variant={variant}
              loading={loading}
              aria-disabled={busy || undefined}
              aria-label={t(name, { business })}
              onClick={() => void run(action)}
            >
              {loading ? t(busyLabel) : t(label)}
            </Button>
          );
        })}
      </span>
    </li>
  );
}

function OutcomeMessage({ outcome }: { outcome: Outcome | null }) {
  const { t } = useTranslation(['manage', 'errors']);
  if (!outcome) return null;
  const { business } = outcome;
  if (outcome.kind === 'accepted')
    return (
      <p className="vb-invites__outcome">
        {t('manage:invites.accepted', { business })}{' '}
        {outcome.manageUrl ? <TextLink href={outcome.manageUrl}>{t('manage:invites.open', { business })}</TextLink> : null}
      </p>
    );
  if (outcome.kind === 'declined') return <p className="vb-invites__outcome">{t('manage:invites.declined', { business })}</p>;
  const message =
    outcome.code === 'role_conflict'
      ? t('manage:invites.roleConflict', { business })
      : outcome.code === 'invite_not_found'
        ? t('manage:invites.gone')
        : outcome.code === 'network'
          ? t('errors:network')
          : t('manage:invites.failed');
  return <p className="vb-invites__outcome vb-invites__outcome--error">{message}</p>;
}

/** `sub`: the signed-in person's subject (the session's). */
export function OwnInvitesNotice({ sub }: { sub: string }) {
  const { t } = useTranslation(['manage']);
  const subject = parseSubject(sub);
  const list = useOwnInvitesQuery(subject ?? { provider: '', id: '' }, { skip: !subject });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (!subject) return null;
  const invites = list.data ?? [];
  const failed = list.isError && !list.isFetching;
  if (!failed && invites.length === 0 && !outcome) return null;
  return (
    <TitledSection block="vb-invites" titleId="vb-invites-title" title={t('manage:invites.title')}>
      {failed ? (
        <div role="alert" className="vb-invites__failed">
          <p>{t('manage:invites.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('manage:invites.retry')}
          </Button>
        </div>
      ) : null}
      {invites.length > 0 ? (
        <>
          <p className="vb-invites__intro">{t('manage:invites.intro')}</p>
          <ul className="vb-invites__list">
            {invites.map((invite) => (
              <InviteItem key={invite.id} subject={subject} invite={invite} onOutcome={setOutcome} />
            ))}
          </ul>
        </>
      ) : null}
      <div role="status" aria-live="polite">
        <OutcomeMessage outcome={outcome} />
      </div>
    </TitledSection>
  );
}
