// "Remove this staff member?": deleted when they have no appointment, otherwise deactivated (history stays).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveOwnerStaffMutation } from '@vitrina/api-client';
import { Button, Modal, useToast } from '@vitrina/ui-kit';
import { storeFailureOf } from '../products/product-errors.js';

export interface RemoveStaffDialogProps {
  clientId: number;
  member: { id: number; name: string };
  onCancel: () => void;
  onRemoved: () => void;
}

export function RemoveStaffDialog({ clientId, member, onCancel, onRemoved }: RemoveStaffDialogProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const toast = useToast();
  const [remove] = useRemoveOwnerStaffMutation();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const { outcome } = await remove({ clientId, staffId: member.id }).unwrap();
      toast.success(t(outcome === 'deleted' ? 'manage:staffScreen.form.deleted' : 'manage:staffScreen.form.deactivated'));
      onRemoved();
    } catch (error) {
      setBusy(false);
      toast.error(t(storeFailureOf(error).kind === 'network' ? 'errors:network' : 'manage:staffScreen.form.removeFailed'));
    }
  }

  return (
    <Modal
      open
      size="small"
      onClose={onCancel}
      title={t('manage:staffScreen.form.removeTitle')}
      actions={
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>
          {t('manage:staffScreen.form.removeConfirm')}
        </Button>
      }
    >
      <p>{t('manage:staffScreen.form.removeBody', { name: member.name })}</p>
    </Modal>
  );
}
