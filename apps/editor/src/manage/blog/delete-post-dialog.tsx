// "Delete this post?": the Blog screen's one confirmation (a published post leaves the site at once).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteBlogPostMutation } from '@vitrina/api-client/back-office';
import type { BlogPostSummary } from '@vitrina/api-client/back-office';
import { Button, Modal, useToast } from '@vitrina/ui-kit';
import { refusalOf } from '../kit/index.js';

export interface DeletePostDialogProps {
  clientId: number;
  post: Pick<BlogPostSummary, 'id' | 'title'>;
  onCancel: () => void;
  onDeleted: () => void;
}

export function DeletePostDialog({ clientId, post, onCancel, onDeleted }: DeletePostDialogProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const toast = useToast();
  const [remove] = useDeleteBlogPostMutation();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await remove({ clientId, postId: post.id }).unwrap();
      toast.success(t('manage:blog.form.deleted'));
      onDeleted();
    } catch (error) {
      setBusy(false);
      toast.error(t(refusalOf(error).kind === 'network' ? 'errors:network' : 'manage:blog.form.deleteFailed'));
    }
  }

  return (
    <Modal
      open
      size="small"
      onClose={onCancel}
      title={t('manage:blog.form.deleteTitle')}
      actions={
        <Button variant="danger" loading={busy} onClick={() => void confirm()}>
          {t('manage:blog.form.deleteConfirm')}
        </Button>
      }
    >
      <p>{t('manage:blog.form.deleteBody', { title: post.title || t('manage:blog.untitled') })}</p>
    </Modal>
  );
}
