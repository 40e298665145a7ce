import { useTranslation } from 'react-i18next';

export function EditorShell({ withConfigPanel }: { withConfigPanel: boolean }) {
  const { t } = useTranslation();
  return (
    <main id="main">
      <h1>{t('editor:title')}</h1>
      {withConfigPanel ? (
        <aside aria-label={t('editor:popups.siteConfig.title')}>
          <h2>{t('editor:popups.siteConfig.title')}</h2>
        </aside>
      ) : null}
    </main>
  );
}
