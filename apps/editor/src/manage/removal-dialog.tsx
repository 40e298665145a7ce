// "Remove this …?" for things that are deleted when nothing refers to them and otherwise deactivated (their
// history stays): the toast says which happened.
import { useTranslation } from 'react-i18next';
import type { OwnerRemoval } from '@vitrina/api-client/back-office';
import { useToast } from '@vitrina/ui-kit';
import { DangerConfirm } from './confirm-action-dialog.js';
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
  async function removeThenSay() {
    const { outcome } = await remove();
    toast.success(outcome === 'deleted' ? texts.deleted : texts.deactivated);
    onRemoved();
  }
  return (
    <DangerConfirm
      title={texts.title}
      confirm={texts.confirm}
      run={removeThenSay}
      onRefused={(error) => toast.error(storeFailureOf(error).kind === 'network' ? t('errors:network') : texts.failed)}
      onCancel={onCancel}
    >
      <p>{texts.body}</p>
    </DangerConfirm>
  );
}
