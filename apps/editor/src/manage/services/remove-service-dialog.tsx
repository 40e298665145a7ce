// "Remove this service?": deleted when no appointment names it, otherwise deactivated (its history stays);
// the toast says which happened.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveOwnerServiceMutation } from '@vitrina/api-client';
import { Button, Modal, useToast } from '@vitrina/ui-kit';
import { storeFailureOf } from '../products/product-errors.js';

export interface RemoveServiceDialogProps {
  clientId: number;
  service: { id: number; name: string };
  onCancel: () => void;
  onRemoved: () => void;
}

export function RemoveServiceDialog({ clientId, service, onCancel, onRemoved }: RemoveServiceDialogProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const toast = useToast();
  const [remove] = useRemoveOwnerServiceMutation();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const { outcome } = await remove({ clientId, serviceId: service.id }).unwrap();
      toast.success(t(outcome === 'deleted' ? 'manage:servicesScreen.form.deleted' : 'manage:servicesScreen.form.deactivated'));
      onRemoved();
    } catch (error) {
      setBusy(false);
      toast.error(t(storeFailureOf(error).kind === 'network' ? 'errors:network' : 'manage:servicesScreen.form.removeFailed'));
    }
  }

  return (
    <Modal
      open
      size="small"
      onClose={onCancel}
      title={t('manage:servicesScreen.form.removeTitle')}
      actions={
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>
          {t('manage:servicesScreen.form.removeConfirm')}
        </Button>
      }
    >
      <p>{t('manage:servicesScreen.form.removeBody', { name: service.name })}</p>
    </Modal>
  );
}
