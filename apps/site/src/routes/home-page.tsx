import { useTranslation } from 'react-i18next';

export function HomePage() {
  const { t } = useTranslation(['common']);
  return (
    <section aria-labelledby="home-title">
      <h1 id="home-title">{t('common:appName')}</h1>
    </section>
  );
}
