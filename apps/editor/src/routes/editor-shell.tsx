import { useTranslation } from 'react-i18next';

export function EditorShell({ withConfigPanel }: { withConfigPanel: boolean }) {
  const { t } = useTranslation(['editor']);
  return (
    <main id="main">
      <h1>{t('editor:chrome.title')}</h1>
      {withConfigPanel ? (
        <aside aria-label={t('editor:chrome.configuration')}>
          <h2>{t('editor:chrome.configuration')}</h2>
        </aside>
      ) : null}
    </main>
  );
}
