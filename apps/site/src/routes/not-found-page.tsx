import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation(['status']);
  return (
    <section aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('status:notFound.title')}</h1>
      <p>{t('status:notFound.body')}</p>
      <Link to="/">{t('status:notFound.action')}</Link>
    </section>
  );
}
