// The back office's Design → Templates screen (issue 16; spec §1 "Templates must be chosen in the owner's
// admin portal", §2 builder preview): the template the site uses, a gallery of every template showing the
// business's own content (a builder session of its draft), a full-page live preview, and "Use this
// template" after a confirmation — a draft save, so it is a saved, published version that the backups of
// the site editor can undo. A draft changed meanwhile (409) is loaded again and the owner is told.
import './templates.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWebsiteDraftQuery } from '@vitrina/api-client';
import { useTemplateListQuery } from '@vitrina/api-client/signup';
import type { TemplateSummary } from '@vitrina/api-client/signup';
import { Spinner, TextLink } from '@vitrina/ui-kit';
import { ConfirmActionDialog } from '../confirm-action-dialog.js';
import { LoadFailed, ScreenFrame } from '../screen-frame.js';
import { TitledSection } from '../titled-section.js';
import { TemplateCard } from './template-card.js';
import { templateFailureOf } from './template-errors.js';
import { TemplatePreviewDialog } from './template-preview-dialog.js';
import { previewUrl, useBuilderSession, useTemplateSwitch } from './use-template-switch.js';

export interface TemplatesScreenProps {
  /** The business whose site this is (the host's client). */
  clientId: number;
}

export function TemplatesScreen({ clientId }: TemplatesScreenProps) {
  const { t } = useTranslation(['manage']);
  const list = useTemplateListQuery(undefined, { refetchOnMountOrArgChange: true });
  const draft = useWebsiteDraftQuery(clientId, { refetchOnMountOrArgChange: true });
  const session = useBuilderSession(clientId);
  const switchTemplate = useTemplateSwitch(clientId);
  const [previewing, setPreviewing] = useState<TemplateSummary | null>(null);
  const [choosing, setChoosing] = useState<TemplateSummary | null>(null);
  const [notice, setNotice] = useState('');

  const templates = list.data?.templates ?? [];
  const currentId = draft.data?.data.template.id ?? null;
  const current = templates.find((x) => x.id === currentId) ?? null;
  const failed = list.isError ? list.error : draft.isError ? draft.error : session.error;

  let body;
  if (failed && !(list.data && draft.data && session.builderId)) {
    body = (
      <LoadFailed
        error={failed}
        message={t('manage:templates.loadFailed')}
        retryLabel={t('manage:templates.retry')}
        onRetry={() => {
          if (list.isError) void list.refetch();
          if (draft.isError) void draft.refetch();
          if (session.error) session.restart();
        }}
      />
    );
  } else if (!list.data || !draft.data || !session.builderId) {
    body = <Spinner label={t('manage:templates.loading')} />;
  } else {
    const builderId = session.builderId;
    body = (
      <>
        <div className="vtp-current">
          <p className="vtp-current__text">
            {current ? t('manage:templates.current', { name: current.name }) : t('manage:templates.currentUnknown')}
          </p>
          <TextLink variant="button" href="/" target="_blank" rel="noopener">
            {t('manage:templates.viewSite')}
          </TextLink>
        </div>
        <TitledSection block="vtp-gallery" titleId="vtp-gallery-title" title={t('manage:templates.gallery')}>
          <ul className="vtp-grid">
            {templates.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                src={previewUrl(builderId, template.id)}
                current={template.id === currentId}
                onPreview={() => setPreviewing(template)}
                onUse={() => setChoosing(template)}
              />
            ))}
          </ul>
        </TitledSection>
        {previewing ? (
          <TemplatePreviewDialog
            template={previewing}
            src={previewUrl(builderId, previewing.id)}
            current={previewing.id === currentId}
            onUse={() => {
              setPreviewing(null);
              setChoosing(previewing);
            }}
            onClose={() => setPreviewing(null)}
          />
        ) : null}
      </>
    );
  }

  const loaded = draft.data;
  return (
    <ScreenFrame titleId="vtp-title" title={t('manage:templates.title')} intro={t('manage:templates.intro')} className="vtp-templates">
      <p className="vtp-notice" role="status">
        {notice}
      </p>
      {body}
      {choosing && loaded ? (
        <ConfirmActionDialog
          title={t('manage:templates.confirmTitle', { name: choosing.name })}
          body={<p>{t('manage:templates.confirmBody', { name: choosing.name })}</p>}
          confirm={t('manage:templates.confirm', { name: choosing.name })}
          done={t('manage:templates.done', { name: choosing.name })}
          run={async () => {
            setNotice('');
            await switchTemplate(loaded, choosing.id);
            setNotice(t('manage:templates.done', { name: choosing.name }));
            void draft.refetch();
          }}
          failureOf={templateFailureOf}
          onStale={() => {
            // The content may have changed too: the previews are made again from the draft now saved.
            setNotice(t('manage:templates.errors.conflict'));
            void draft.refetch();
            session.restart();
          }}
          onClose={() => setChoosing(null)}
        />
      ) : null}
    </ScreenFrame>
  );
}
