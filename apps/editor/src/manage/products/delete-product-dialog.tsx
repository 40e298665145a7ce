// "Delete this product?": the Products screen's one confirmation (the product leaves the store at once).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteOwnerProductMutation } from '@vitrina/api-client/back-office';
import { Button, Modal, useToast } from '@vitrina/ui-kit';
import { storeFailureOf } from './product-errors.js';

export interface DeleteProductDialogProps {
  clientId: number;
  product: { id: number; name: string };
  onCancel: () => void;
  onDeleted: () => void;
}

export function DeleteProductDialog({ clientId, product, onCancel, onDeleted }: DeleteProductDialogProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const toast = useToast();
  const [remove] = useDeleteOwnerProductMutation();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await remove({ clientId, productId: product.id }).unwrap();
      toast.success(t('manage:products.form.deleted'));
      onDeleted();
    } catch (error) {
      setBusy(false);
      toast.error(t(storeFailureOf(error).kind === 'network' ? 'errors:network' : 'manage:products.form.deleteFailed'));
    }
  }

  return (
    <Modal
      open
      size="small"
      onClose={onCancel}
      title={t('manage:products.form.deleteTitle')}
      actions={
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>
          {t('manage:products.form.deleteConfirm')}
        </Button>
      }
    >
      <p>{t('manage:products.form.deleteBody', { name: product.name })}</p>
    </Modal>
  );
}
