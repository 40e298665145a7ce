import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{t('common:appName')}</h1>
      <p>{t('common:siteShell')}</p>
    </section>
  );
}
