// "Remove this form?": deleted when no customer answered it, otherwise deactivated (the answers stay).
import { useTranslation } from 'react-i18next';
import { useRemoveOwnerFormMutation } from '@vitrina/api-client/back-office';
import { RemovalDialog } from '../removal-dialog.js';

export interface RemoveFormDialogProps {
  clientId: number;
  form: { id: number; name: string };
  onCancel: () => void;
  onRemoved: () => void;
}

export function RemoveFormDialog({ clientId, form, onCancel, onRemoved }: RemoveFormDialogProps) {
  const { t } = useTranslation(['manage']);
  const [remove] = useRemoveOwnerFormMutation();
  const texts = {
    title: t('manage:formsScreen.builder.removeTitle'),
    body: t('manage:formsScreen.builder.removeBody', { name: form.name }),
    confirm: t('manage:formsScreen.builder.removeConfirm'),
    deleted: t('manage:formsScreen.builder.deleted'),
    deactivated: t('manage:formsScreen.builder.deactivated'),
    failed: t('manage:formsScreen.builder.removeFailed'),
  };
  return (
    <RemovalDialog texts={texts} remove={() => remove({ clientId, formId: form.id }).unwrap()} onCancel={onCancel} onRemoved={onRemoved} />
  );
}
