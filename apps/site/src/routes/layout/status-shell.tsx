// A page without a site around it (no site for the host, or an error before the site loaded).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function StatusShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['common']);
  return (
    <div className="vs-site site-status-shell">
      <a className="site-skip-link" href="#main">
        {t('common:skipToContent')}
      </a>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
