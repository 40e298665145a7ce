// "Who performs it": a checkbox per staff member of the client (inactive ones marked), bound to staff_ids.
import { useTranslation } from 'react-i18next';
import { useOwnerStaffQuery } from '@vitrina/api-client/back-office';
import { IdChecklist } from '../id-checklist.js';

export function ServiceStaffField({ clientId }: { clientId: number }) {
  const { t } = useTranslation(['manage']);
  const staff = useOwnerStaffQuery({ clientId });
  const items = (staff.data ?? []).map((member) => ({
    id: member.id,
    label: member.active ? member.name : t('manage:servicesScreen.form.inactiveStaff', { name: member.name }),
  }));
  return (
    <IdChecklist
      name="staff_ids"
      idPrefix="vbs-staff"
      legend={t('manage:servicesScreen.form.staff')}
      items={items}
      loading={staff.isLoading}
      loadingLabel={t('manage:servicesScreen.form.staffLoading')}
      emptyText={t('manage:servicesScreen.form.noStaff')}
      className="vbs-staff"
    />
  );
}
