// While a part of the editor that loads on demand (the back office) arrives.
import { useTranslation } from 'react-i18next';
import { Spinner } from '@vitrina/ui-kit';

export function LoadingPage() {
  const { t } = useTranslation(['common']);
  return (
    <main id="main" className="ve-loading">
      <Spinner size="large" label={t('common:loading')} />
    </main>
  );
}
