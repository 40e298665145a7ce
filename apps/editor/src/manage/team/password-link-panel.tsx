// The one-time set-password link of a person just added (built-in identity provider): shown once, here, with
// a Copy button; the API keeps only its hash, so once this panel is closed nobody can show it again.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@vitrina/ui-kit';

export interface PasswordLinkPanelProps {
  email: string;
  url: string;
  onDone: () => void;
}

export function PasswordLinkPanel({ email, url, onDone }: PasswordLinkPanelProps) {
  const { t } = useTranslation(['manage']);
  const id = useId();
  const [copy, setCopy] = useState<'copied' | 'copyFailed' | null>(null);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      setCopy('copyFailed');
    }
  }

  return (
    <section className="vt-link" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="vt-link__title">
        {t('manage:team.link.title', { email })}
      </h2>
      <p className="vt-link__text">{t('manage:team.link.body', { email })}</p>
      <p className="vt-link__once">{t('manage:team.link.once')}</p>
      <label className="vt-link__label" htmlFor={`${id}-url`}>
        {t('manage:team.link.label')}
      </label>
      <div className="vt-link__row">
        <input
          id={`${id}-url`}
          className="vk-input vt-link__url"
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button type="button" variant="primary" onClick={() => void copyLink()}>
          {t('manage:team.link.copy')}
        </Button>
      </div>
      <p className={['vt-notice', copy === 'copyFailed' && 'vt-notice--failed'].filter(Boolean).join(' ')} role="status">
        {copy ? t(`manage:team.link.${copy}`) : ''}
      </p>
      <div className="vt-link__actions">
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('manage:team.link.done')}
        </Button>
      </div>
    </section>
  );
}
