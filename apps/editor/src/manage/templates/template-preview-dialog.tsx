// The full-page live preview of one template with the business's content (spec §2 builder preview): a
// dialog (focus kept inside, Escape and Close close it) holding the real page; it can also open in a tab.
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@vitrina/api-client/signup';
import { Button, Modal, TextLink } from '@vitrina/ui-kit';

export interface TemplatePreviewDialogProps {
  template: TemplateSummary;
  src: string;
  current: boolean;
  onUse: () => void;
  onClose: () => void;
}

export function TemplatePreviewDialog({ template, src, current, onUse, onClose }: TemplatePreviewDialogProps) {
  const { t } = useTranslation(['manage']);
  const name = template.name;
  return (
    <Modal
      open
      size="large"
      onClose={onClose}
      title={t('manage:templates.previewTitle', { name })}
      actions={
        current ? null : (
          <Button type="button" onClick={onUse}>
            {t('manage:templates.use')}
          </Button>
        )
      }
    >
      <div className="vtp-live">
        <p className="vtp-live__hint">
          {t('manage:templates.previewHint')}{' '}
          <TextLink href={src} target="_blank" rel="noopener" data-autofocus>
            {t('manage:templates.openInTab')}
          </TextLink>
        </p>
        <iframe className="vtp-live__frame" src={src} title={t('manage:templates.previewFrame', { name })} />
      </div>
    </Modal>
  );
}
