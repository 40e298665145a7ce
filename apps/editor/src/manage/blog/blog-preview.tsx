// "Preview": the post as the site will show it at /blog/{slug} — title, date, cover image and the body after
// the same allowlist the API stores it with (sanitize-body.ts), so a script or an onerror never runs here.
import { useTranslation } from 'react-i18next';
import { Modal } from '@vitrina/ui-kit';
import { sanitizeBody } from './sanitize-body.js';
import { useBusinessDates } from '../../app/business-dates.js';

export interface BlogPreviewProps {
  open: boolean;
  onClose: () => void;
  title: string;
  body: string;
  coverImageUrl: string | null;
  /** ISO instant the post shows; null: today. */
  publishedAt: string | null;
}

export function BlogPreview({ open, onClose, title, body, coverImageUrl, publishedAt }: BlogPreviewProps) {
  const { t } = useTranslation(['manage', 'sections']);
  const dates = useBusinessDates();
  const date = dates.date(publishedAt ?? new Date().toISOString());
  return (
    <Modal open={open} onClose={onClose} title={t('manage:blog.form.previewTitle')} size="large">
      <article className="vbl-preview" aria-label={title || t('manage:blog.untitled')}>
        <h3 className="vbl-preview__title">{title || t('manage:blog.untitled')}</h3>
        <p className="vbl-preview__meta">{t('sections:blog.publishedOn', { date })}</p>
        {coverImageUrl ? <img className="vbl-preview__image" src={coverImageUrl} alt="" /> : null}
        <div className="vbl-preview__body" data-testid="blog-preview-body" dangerouslySetInnerHTML={{ __html: sanitizeBody(body) }} />
      </article>
    </Modal>
  );
}
