// The people with access and the pending invites: name ("You" for the owner looking), e-mail, role (a select
// per person; an invite keeps the role it was made with), status, and Remove or Withdraw.
import { useTranslation } from 'react-i18next';
import type { TeamMember, TeamRoleId } from '@vitrina/api-client/back-office';
import { Button, VisuallyHidden } from '@vitrina/ui-kit';
import { TEAM_ROLES } from './team-roles.js';

export interface TeamListProps {
  members: readonly TeamMember[];
  /** The person whose role is being changed, if any. */
  changingId: string | null;
  onRoleChange: (member: TeamMember, roleId: TeamRoleId) => void;
  onRemove: (member: TeamMember) => void;
}

export function TeamList({ members, changingId, onRoleChange, onRemove }: TeamListProps) {
  const { t } = useTranslation(['manage']);
  const who = (m: TeamMember) => m.name || m.email;
  return (
    <div className="vt-table-wrap">
      <table className="vt-table" aria-labelledby="vt-list-title">
        <thead>
          <tr>
            <th scope="col">{t('manage:team.name')}</th>
            <th scope="col">{t('manage:team.email')}</th>
            <th scope="col">{t('manage:team.role')}</th>
            <th scope="col">{t('manage:team.status')}</th>
            <th scope="col">
              <VisuallyHidden>{t('manage:team.actions')}</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((m) => (
            <tr key={m.user_id ?? `invite:${m.email}`} data-email={m.email}>
              <td data-label={t('manage:team.name')}>
                <span className={m.name ? undefined : 'vt-muted'}>{m.name || t('manage:team.noName')}</span>
                {m.is_you ? <span className="vt-badge">{t('manage:team.you')}</span> : null}
              </td>
              <td data-label={t('manage:team.email')} className="vt-email">
                {m.email}
              </td>
              <td data-label={t('manage:team.role')}>
                {m.user_id ? (
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
                )}
              </td>
              <td data-label={t('manage:team.status')}>
                <span className={`vt-status vt-status--${m.status}`}>{t(`manage:team.statuses.${m.status}`)}</span>
              </td>
              <td className="vt-actions">
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={m.user_id ? t('manage:team.removeOf', { who: who(m) }) : t('manage:team.withdrawOf', { who: who(m) })}
                  onClick={() => onRemove(m)}
                >
                  {m.user_id ? t('manage:team.remove') : t('manage:team.withdraw')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
