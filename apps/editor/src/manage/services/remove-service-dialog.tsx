// "Remove this service?": deleted when no appointment names it, otherwise deactivated (its history stays); the toast says which happened.
import { useTranslation } from 'react-i18next';
import { useRemoveOwnerServiceMutation } from '@vitrina/api-client/back-office';
import { RemovalDialog } from '../removal-dialog.js';

export interface RemoveServiceDialogProps {
  clientId: number;
  service: { id: number; name: string };
  onCancel: () => void;
  onRemoved: () => void;
}

export function RemoveServiceDialog({ clientId, service, onCancel, onRemoved }: RemoveServiceDialogProps) {
  const { t } = useTranslation(['manage']);
  const [remove] = useRemoveOwnerServiceMutation();
  const texts = {
    title: t('manage:servicesScreen.form.removeTitle'),
    body: t('manage:servicesScreen.form.removeBody', { name: service.name }),
    confirm: t('manage:servicesScreen.form.removeConfirm'),
    deleted: t('manage:servicesScreen.form.deleted'),
    deactivated: t('manage:servicesScreen.form.deactivated'),
    failed: t('manage:servicesScreen.form.removeFailed'),
  };
  return (
    <RemovalDialog
      texts={texts}
      remove={() => remove({ clientId, serviceId: service.id }).unwrap()}
      onCancel={onCancel}
      onRemoved={onRemoved}
    />
  );
}
