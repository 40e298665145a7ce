// "Leave without saving your changes?" — asked before any way out of the editor that would drop edits.
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@vitrina/ui-kit';

export function LeaveDialog({ open, onStay, onLeave }: { open: boolean; onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation(['editor']);
  return (
    <Modal
      open={open}
      onClose={onStay}
      title={t('editor:chrome.leaveTitle')}
      size="small"
      actions={
        <>
          <Button variant="danger" onClick={onLeave}>
            {t('editor:chrome.leave')}
          </Button>
          <Button variant="primary" onClick={onStay} data-autofocus>
            {t('editor:chrome.stay')}
          </Button>
        </>
      }
    >
      <p>{t('editor:chrome.leaveConfirm')}</p>
    </Modal>
  );
}
