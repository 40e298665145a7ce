// The config panel's "Messages" button and the inbox it opens.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@vitrina/ui-kit';
import { InboxPanel } from './inbox-panel.js';

export function InboxLauncher() {
  const { t } = useTranslation(['editor']);
  const [shown, setShown] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setShown(true)}>
        {t('editor:inbox.open')}
      </Button>
      {shown ? <InboxPanel onClose={() => setShown(false)} /> : null}
    </>
  );
}
