// The configuration panel of /admin (spec §2): site-wide popups. A button works once its popup is in the
// registry; popup engineers add their entries to PANEL_ENTRIES.
import { useTranslation } from 'react-i18next';
import { Button } from '@vitrina/ui-kit';
import { useEditorServices } from '../app/editor-services.js';
import { InboxLauncher } from '../inbox/index.js';
import type { PanelPopupKey } from '../popups/popup-keys.js';
import { hasPopup } from '../popups/popup-registry.js';
import { openPopup } from '../store/editor-slice.js';
import { selectCanEdit, useEditorDispatch, useEditorSelector } from '../store/hooks.js';

const PANEL_ENTRIES: { key: PanelPopupKey; label: 'editor:popups.siteConfig.title' | 'editor:popups.backup.title' }[] = [
  { key: 'siteConfig', label: 'editor:popups.siteConfig.title' },
  { key: 'backup', label: 'editor:popups.backup.title' },
];

export function ConfigPanel() {
  const { t } = useTranslation(['editor']);
  const dispatch = useEditorDispatch();
  const { popups } = useEditorServices();
  const canEdit = useEditorSelector(selectCanEdit);
  return (
    <aside className="ve-config-panel" aria-labelledby="ve-config-panel-title">
      <h2 id="ve-config-panel-title">{t('editor:chrome.configuration')}</h2>
      <ul>
        {PANEL_ENTRIES.map(({ key, label }) => (
          <li key={key}>
            <Button variant="secondary" disabled={!canEdit || !hasPopup(popups, key)} onClick={() => dispatch(openPopup({ key }))}>
              {t(label)}
            </Button>
          </li>
        ))}
        <li>
          <InboxLauncher />
        </li>
      </ul>
    </aside>
  );
}
