// The Staff screen's list (/manage/staff): each member with their title, linked login, hours a week and how
// many services they perform; badges for inactive members and members without hours.
import { useTranslation } from 'react-i18next';
import { useOwnerStaffQuery } from '@vitrina/api-client/back-office';
import type { OwnerStaffSummary } from '@vitrina/api-client/back-office';
import { ButtonLink } from '../button-link.js';
import { Badge, ListScreen, RecordRow, plainListTexts } from '../kit/index.js';
import { NEW_STAFF_PATH, staffMemberPath } from './staff-paths.js';

function StaffRow({ member }: { member: OwnerStaffSummary }) {
  const { t } = useTranslation(['manage']);
  const hours = Math.round((member.weekly_minutes / 60) * 10) / 10;
  return (
    <RecordRow
      className="vbp-row vbs-row"
      title={member.name}
      badges={
        <>
          {!member.active ? <Badge tone="muted">{t('manage:staffScreen.badges.inactive')}</Badge> : null}
          {member.active && member.weekly_minutes === 0 ? <Badge tone="warning">{t('manage:staffScreen.badges.noHours')}</Badge> : null}
        </>
      }
      facts={
        <>
          {member.title ? <span>{member.title}</span> : null}
          <span>{t('manage:staffScreen.hoursAWeek', { count: hours })}</span>
          <span>{t('manage:staffScreen.servicesCount', { count: member.service_ids.length })}</span>
          {member.login_email ? <span>{t('manage:staffScreen.login', { email: member.login_email })}</span> : null}
        </>
      }
      edit={{
        to: staffMemberPath(member.id),
        text: t('manage:staffScreen.edit'),
        label: t('manage:staffScreen.editMember', { name: member.name }),
      }}
    />
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
