// Step 5: every template, each previewing live with these answers (spec §1 "Template previews are
// supported … from a signup wizard", §2 wizard_session_id + template_id), a full-size preview, and one
// chosen. §8: a preview that fails to load goes back to / inside its frame (the site does that).
import { useField, useFormikContext } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTemplateListQuery } from '@vitrina/api-client/signup';
import type { TemplateSummary } from '@vitrina/api-client/signup';
import { Button, Modal, Spinner } from '@vitrina/ui-kit';
import { previewUrl, useWizardSession } from '../use-wizard-session.js';
import { toPreviewBody } from '../wizard-values.js';
import type { WizardValues } from '../wizard-values.js';
import { TemplateCard } from './template-card.js';

export interface TemplateStepProps {
  sessionId: string | null;
  onSession: (id: string) => void;
}

export function TemplateStep({ sessionId, onSession }: TemplateStepProps) {
  const { t } = useTranslation(['signup', 'validation']);
  const { values } = useFormikContext<WizardValues>();
  const [field, meta, helpers] = useField<string>('template_id');
  const templates = useTemplateListQuery();
  const session = useWizardSession(toPreviewBody(values), sessionId, onSession);
  const [open, setOpen] = useState<TemplateSummary | null>(null);

  const choose = (id: number) => {
    void helpers.setValue(String(id));
  };

  if (templates.isLoading || (session.state.status === 'saving' && !templates.isError)) {
    return (
      <div className="vs-step vs-loading">
        <Spinner label={templates.isLoading ? t('signup:templates.loading') : t('signup:templates.preparing')} />
      </div>
    );
  }
  if (templates.isError || session.state.status === 'failed') {
    return (
      <div className="vs-step">
        <p role="alert" className="vs-signup__notice">
          {templates.isError ? t('signup:templates.loadFailed') : t('signup:templates.sessionFailed')}
        </p>
        <Button variant="secondary" onClick={() => (templates.isError ? void templates.refetch() : session.retry())}>
          {t('signup:templates.retry')}
        </Button>
      </div>
    );
  }
  const list = templates.data?.templates ?? [];
  if (session.state.status !== 'ready') return null;
  const { id, revision } = session.state;
  const error = meta.touched && meta.error ? meta.error : null;

  return (
    <div className="vs-step">
      {list.length === 0 ? (
        <p>{t('signup:templates.empty')}</p>
      ) : (
        <div
          role="radiogroup"
          aria-label={t('signup:templates.groupLabel')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'vs-template-error' : undefined}
          className="vs-templates"
        >
          {list.map((template) => (
            <TemplateCard
              key={`${template.id}:${revision}`}
              template={template}
              src={previewUrl(id, template.id)}
              chosen={field.value === String(template.id)}
              onChoose={() => choose(template.id)}
              onPreview={() => setOpen(template)}
            />
          ))}
        </div>
      )}
      {error && (
        <p id="vs-template-error" className="vk-field__error" role="alert">
          {t(error as 'validation:signup.template')}
        </p>
      )}
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        size="large"
        title={open ? t('signup:templates.dialogTitle', { name: open.name }) : ''}
        actions={
          open && (
            <Button
              // Focus starts here, not inside the page's frame (whose keys, but Escape, stay in the frame).
              data-autofocus
              onClick={() => {
                choose(open.id);
                setOpen(null);
              }}
            >
              {field.value === String(open.id) ? t('signup:templates.chosen') : t('signup:templates.choose')}
            </Button>
          )
        }
      >
        {open && (
          <iframe
            className="vs-preview-frame"
            src={previewUrl(id, open.id)}
            title={t('signup:templates.frameTitle', { name: open.name })}
          />
        )}
      </Modal>
    </div>
  );
}
