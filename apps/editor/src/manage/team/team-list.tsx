// The people with access and the pending invites: name ("You" for the owner looking), e-mail, role (a select
// per person; an invite keeps the role it was made with), status, and Remove or Withdraw.
import { useTranslation } from 'react-i18next';
import type { TeamMember, TeamRoleId } from '@vitrina/api-client/back-office';
import { DataTable, actionsColumn } from '../kit/index.js';
import { TEAM_ROLES } from './team-roles.js';

export interface TeamListProps {
  members: readonly TeamMember[];
  /** The person whose role is being changed, if any. */
  changingId: string | null;
  onRoleChange: (member: TeamMember, roleId: TeamRoleId) => void;
  onRemove: (member: TeamMember) => void;
  /** Mails a new set-password link to a person awaiting their password. */
  onResend: (member: TeamMember) => void;
}

export function TeamList({ members, changingId, onRoleChange, onRemove, onResend }: TeamListProps) {
  const { t } = useTranslation(['manage']);
  const who = (m: TeamMember) => m.name || m.email;
  return (
    <DataTable
      rows={members}
      rowKey={(m) => m.user_id ?? `invite:${m.email}`}
      rowData={(m) => ({ 'data-email': m.email })}
      labelledBy="vt-list-title"
      cardLabels
      columns={[
        {
          header: t('manage:team.name'),
          cell: (m) => (
            <>
              <span className={m.name ? undefined : 'vt-muted'}>{m.name || t('manage:team.noName')}</span>
              {m.is_you ? <span className="vt-badge">{t('manage:team.you')}</span> : null}
            </>
          ),
        },
        { header: t('manage:team.email'), className: 'vt-email', cell: (m) => m.email },
        {
          header: t('manage:team.role'),
          cell: (m) =>
            m.user_id ? (
              <select
                className="vk-input vk-select vt-role"
                aria-label={t('manage:team.roleOf', { who: who(m) })}
                value={String(m.role_id)}
                disabled={changingId === m.user_id}
                aria-busy={changingId === m.user_id || undefined}
                onChange={(event) => onRoleChange(m, Number(event.target.value) as TeamRoleId)}
              >
                {TEAM_ROLES.map((role) => (
                  <option key={role} value={String(role)}>
                    {t(`manage:team.roles.${role}`)}
                  </option>
                ))}
              </select>
            ) : (
              t(`manage:team.roles.${m.role_id}`)
            ),
        },
        {
          header: t('manage:team.status'),
          cell: (m) => <span className={`vt-status vt-status--${m.status}`}>{t(`manage:team.statuses.${m.status}`)}</span>,
        },
        actionsColumn(t('manage:team.actions'), 'vt-actions', (m: TeamMember) => [
          ...(m.status === 'awaiting_password'
            ? [
                {
                  label: t('manage:team.invitation.resend'),
                  name: t('manage:team.invitation.resendOf', { who: who(m) }),
                  onClick: () => onResend(m),
                },
              ]
            : []),
          m.user_id
            ? { label: t('manage:team.remove'), name: t('manage:team.removeOf', { who: who(m) }), onClick: () => onRemove(m) }
            : { label: t('manage:team.withdraw'), name: t('manage:team.withdrawOf', { who: who(m) }), onClick: () => onRemove(m) },
        ]),
      ]}
    />
  );
}
