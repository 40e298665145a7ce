// "Who performs it": a checkbox per staff member of the client (inactive ones marked), bound to staff_ids.
import { useTranslation } from 'react-i18next';
import { useOwnerStaffQuery } from '@vitrina/api-client/back-office';
import { RecordChecklist } from '../id-checklist.js';

export function ServiceStaffField({ clientId }: { clientId: number }) {
  const { t } = useTranslation(['manage']);
  const staff = useOwnerStaffQuery({ clientId });
  return (
    <RecordChecklist
      name="staff_ids"
      idPrefix="vbs-staff"
      legend={t('manage:servicesScreen.form.staff')}
      query={staff}
      inactiveLabel={(name) => t('manage:servicesScreen.form.inactiveStaff', { name })}
      loadingLabel={t('manage:servicesScreen.form.staffLoading')}
      emptyText={t('manage:servicesScreen.form.noStaff')}
      className="vbs-staff"
    />
  );
}
