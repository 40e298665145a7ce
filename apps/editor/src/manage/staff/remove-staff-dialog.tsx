// "Remove this staff member?": deleted when they have no appointment, otherwise deactivated (history stays); the toast says which happened.
import { useTranslation } from 'react-i18next';
import { useRemoveOwnerStaffMutation } from '@vitrina/api-client/back-office';
import { RemovalDialog } from '../removal-dialog.js';

export interface RemoveStaffDialogProps {
  clientId: number;
  member: { id: number; name: string };
  onCancel: () => void;
  onRemoved: () => void;
}

export function RemoveStaffDialog({ clientId, member, onCancel, onRemoved }: RemoveStaffDialogProps) {
  const { t } = useTranslation(['manage']);
  const [remove] = useRemoveOwnerStaffMutation();
  const texts = {
    title: t('manage:staffScreen.form.removeTitle'),
    body: t('manage:staffScreen.form.removeBody', { name: member.name }),
    confirm: t('manage:staffScreen.form.removeConfirm'),
    deleted: t('manage:staffScreen.form.deleted'),
    deactivated: t('manage:staffScreen.form.deactivated'),
    failed: t('manage:staffScreen.form.removeFailed'),
  };
  return (
    <RemovalDialog
      texts={texts}
      remove={() => remove({ clientId, staffId: member.id }).unwrap()}
      onCancel={onCancel}
      onRemoved={onRemoved}
    />
  );
}
