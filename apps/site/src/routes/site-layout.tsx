import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';

export function SiteLayout() {
  const { t } = useTranslation(['common']);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <main id="main">
        <Outlet />
      </main>
    </>
  );
}
