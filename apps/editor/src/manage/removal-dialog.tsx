// "Remove this …?" for things that are deleted when nothing refers to them and otherwise deactivated (their
// history stays): the toast says which happened.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnerRemoval } from '@vitrina/api-client/back-office';
import { Button, Modal, useToast } from '@vitrina/ui-kit';
import { storeFailureOf } from './products/product-errors.js';

export interface RemovalDialogTexts {
  title: string;
  body: string;
  confirm: string;
  deleted: string;
  deactivated: string;
  failed: string;
}

export interface RemovalDialogProps {
  texts: RemovalDialogTexts;
  /** The removal itself (a mutation, unwrapped). */
  remove: () => Promise<OwnerRemoval>;
  onCancel: () => void;
  onRemoved: () => void;
}

export function RemovalDialog({ texts, remove, onCancel, onRemoved }: RemovalDialogProps) {
  const { t } = useTranslation(['errors']);
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      const { outcome } = await remove();
      toast.success(outcome === 'deleted' ? texts.deleted : texts.deactivated);
      onRemoved();
    } catch (error) {
      setBusy(false);
      toast.error(storeFailureOf(error).kind === 'network' ? t('errors:network') : texts.failed);
    }
  }

  return (
    <Modal
      open
      size="small"
      onClose={onCancel}
      title={texts.title}
      actions={
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>
          {texts.confirm}
        </Button>
      }
    >
      <p>{texts.body}</p>
    </Modal>
  );
}
