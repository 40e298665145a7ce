// "Delete this image from the gallery?": the one confirmation of the gallery admin (a delete republishes).
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@vitrina/ui-kit';

export interface DeleteImageDialogProps {
  position: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function DeleteImageDialog({ position, busy, onConfirm, onCancel }: DeleteImageDialogProps) {
  const { t } = useTranslation(['editor']);
  return (
    <Modal
      open
      size="small"
      onClose={onCancel}
      title={t('editor:popups.gallery.deleteImage')}
      actions={
        <Button variant="danger" loading={busy} onClick={onConfirm}>
          {t('editor:galleryAdmin.deleteConfirm')}
        </Button>
      }
    >
      <p>{t('editor:popups.gallery.confirmDelete')}</p>
      <p>{t('editor:galleryAdmin.imageAlt', { position })}</p>
    </Modal>
  );
}
