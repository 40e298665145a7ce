// The toolbar's "Messages" button and the inbox it opens. The inbox (with its reply form: formik and the
// shared yup schema) loads when first opened, so the editor page does not carry it.
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Spinner } from '@vitrina/ui-kit';

const InboxPanel = lazy(() => import('./inbox-panel.js').then((m) => ({ default: m.InboxPanel })));

export function InboxLauncher() {
  const { t } = useTranslation(['editor']);
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setShown(true)}>
        {t('editor:inbox.open')}
      </Button>
      {shown ? (
        <Suspense fallback={<Spinner label={t('editor:inbox.loading')} />}>
          <InboxPanel onClose={() => setShown(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
