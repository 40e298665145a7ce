// One template in the gallery: a scaled-down live page (not focusable: the full preview is the place to
// look around), its name, "Preview" and "Choose this template" (a radio of the gallery's group).
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@vitrina/api-client/signup';
import { Button, VisuallyHidden } from '@vitrina/ui-kit';

export interface TemplateCardProps {
  template: TemplateSummary;
  src: string;
  chosen: boolean;
  onChoose: () => void;
  onPreview: () => void;
}

export function TemplateCard({ template, src, chosen, onChoose, onPreview }: TemplateCardProps) {
  const { t } = useTranslation(['signup']);
  const radioId = `vs-template-${template.id}`;
  return (
    <div className={['vs-template', chosen && 'vs-template--chosen'].filter(Boolean).join(' ')} data-template-id={template.id}>
      <div className="vs-template__thumb" inert>
        <iframe
          src={src}
          title={t('signup:templates.frameTitle', { name: template.name })}
          loading="lazy"
          tabIndex={-1}
          className="vs-template__frame"
        />
      </div>
      <div className="vs-template__body">
        <h3 className="vs-template__name">
          {template.name}
          {chosen && (
            <span className="vs-template__badge" aria-hidden="true">
              {t('signup:templates.chosen')}
            </span>
          )}
        </h3>
        <div className="vs-template__actions">
          <Button variant="secondary" onClick={onPreview} aria-label={t('signup:templates.previewOf', { name: template.name })}>
            {t('signup:templates.preview')}
          </Button>
          <div className="vk-checkbox vs-template__choose">
            <input
              id={radioId}
              type="radio"
              name="template_id"
              value={template.id}
              checked={chosen}
              onChange={onChoose}
              className="vk-checkbox__input"
            />
            <label htmlFor={radioId} className="vk-checkbox__label">
              {t('signup:templates.choose')}
              <VisuallyHidden>{` — ${template.name}`}</VisuallyHidden>
            </label>
          </div>
        </div>
      </div>
    </div>
  );
}
