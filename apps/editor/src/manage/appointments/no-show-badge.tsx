// "No-show" (issue 31): the kit's badge on a marked appointment, in its calendar entry and its detail.
import { useTranslation } from 'react-i18next';
import type { OwnerAppointment } from '@vitrina/api-client/back-office';
import { Badge } from '../kit/index.js';

/** "No-show", when the appointment is marked. */
export function NoShowBadge({ appointment }: { appointment: OwnerAppointment }) {
  const { t } = useTranslation(['manage']);
  return appointment.noShowAt ? <Badge tone="warning">{t('manage:appointments.noShow.badge')}</Badge> : null;
}
