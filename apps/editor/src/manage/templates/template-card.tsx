// One template of the gallery: its home page with the business's content, its name and font, whether the
// site uses it, and the ways to preview it in full or use it. The buttons are described by the template's
// name, so a screen reader hears which template each one is for.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TemplateSummary } from '@vitrina/api-client/signup';
import { Button } from '@vitrina/ui-kit';
import { TemplateThumbnail } from './template-thumbnail.js';

export interface TemplateCardProps {
  template: TemplateSummary;
  src: string;
  current: boolean;
  onPreview: () => void;
  onUse: () => void;
}

export function TemplateCard({ template, src, current, onPreview, onUse }: TemplateCardProps) {
  const { t } = useTranslation(['manage']);
  const headingId = useId();
  const name = template.name;
  return (
    <li className={['vtp-card', current && 'vtp-card--current'].filter(Boolean).join(' ')} data-template-id={template.id}>
      <TemplateThumbnail src={src} title={t('manage:templates.thumbnail', { name })} />
      <div className="vtp-card__body">
        <div className="vtp-card__heading">
          <h3 id={headingId} className="vtp-card__name">
            {name}
          </h3>
          {current ? <span className="vtp-badge">{t('manage:templates.inUse')}</span> : null}
        </div>
        <p className="vtp-card__font">
          <span className="vtp-swatch" style={{ background: template.primary_color }} aria-hidden="true" />
          {template.font ? t('manage:templates.font', { font: template.font }) : t('manage:templates.systemFont')}
        </p>
        <div className="vtp-card__actions">
          <Button type="button" variant="secondary" aria-describedby={headingId} onClick={onPreview}>
            {t('manage:templates.preview')}
          </Button>
          {current ? null : (
            <Button type="button" aria-describedby={headingId} onClick={onUse}>
              {t('manage:templates.use')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
