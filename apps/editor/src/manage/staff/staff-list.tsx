// The Staff screen's list (/manage/staff): each member with their title, linked login, hours a week and how
// many services they perform; badges for inactive members and members without hours.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOwnerStaffQuery } from '@vitrina/api-client/back-office';
import type { OwnerStaffSummary } from '@vitrina/api-client/back-office';
import { ButtonLink } from '../button-link.js';
import { ListScreen, plainListTexts } from '../kit/index.js';
import { NEW_STAFF_PATH, staffMemberPath } from './staff-paths.js';

function StaffRow({ member }: { member: OwnerStaffSummary }) {
  const { t } = useTranslation(['manage']);
  const hours = Math.round((member.weekly_minutes / 60) * 10) / 10;
  return (
    <li className="vbp-row vbs-row">
      <div className="vbp-row__main">
        <span className="vbl-row__title">{member.name}</span>
        <span className="vbp-row__badges">
          {!member.active ? <span className="vbl-badge vbp-badge--muted">{t('manage:staffScreen.badges.inactive')}</span> : null}
          {member.active && member.weekly_minutes === 0 ? (
            <span className="vbl-badge vbp-badge--warning">{t('manage:staffScreen.badges.noHours')}</span>
          ) : null}
        </span>
        <span className="vbp-row__facts">
          {member.title ? <span>{member.title}</span> : null}
          <span>{t('manage:staffScreen.hoursAWeek', { count: hours })}</span>
          <span>{t('manage:staffScreen.servicesCount', { count: member.service_ids.length })}</span>
          {member.login_email ? <span>{t('manage:staffScreen.login', { email: member.login_email })}</span> : null}
        </span>
      </div>
      <span className="vbl-row__actions vbp-row__actions">
        <Link className="vbl-link" to={staffMemberPath(member.id)} aria-label={t('manage:staffScreen.editMember', { name: member.name })}>
          {t('manage:staffScreen.edit')}
        </Link>
      </span>
    </li>
  );
}

export function StaffList({ clientId }: { clientId: number }) {
  const { t } = useTranslation(['manage']);
  const list = useOwnerStaffQuery({ clientId }, { refetchOnMountOrArgChange: true });

  return (
    <ListScreen
      section="staffScreen"
      titleId="vbst-title"
      className="vbl-blog vbp-products"
      actions={<ButtonLink to={NEW_STAFF_PATH}>{t('manage:staffScreen.newMember')}</ButtonLink>}
      query={list}
      items={list.data ?? []}
      texts={plainListTexts(t, 'staffScreen')}
      row={(member) => <StaffRow member={member} />}
    />
  );
}
