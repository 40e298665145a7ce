// The configuration panel of /admin (spec §2): the site-wide popups, and those of parts the page has no
// button for of their own (logo, about image, menu links, location addresses and service area). A button
// works once its popup is in the registry.
import { useTranslation } from 'react-i18next';
import { Button } from '@vitrina/ui-kit';
import { useEditorServices } from '../app/editor-services.js';
import type { PanelPopupKey } from '../popups/popup-contract.js';
import { hasPopup } from '../popups/popup-contract.js';
import { openPopup } from '../store/editor-slice.js';
import { selectCanEdit, useEditorDispatch, useEditorSelector } from '../store/hooks.js';

const PANEL_ENTRIES = [
  { key: 'siteConfig', label: 'editor:popups.siteConfig.title' },
  { key: 'logo', label: 'editor:popups.logo.title' },
  { key: 'hyperlink', label: 'editor:popups.hyperlink.menuLinks' },
  { key: 'aboutImage', label: 'editor:popups.aboutImage.title' },
  { key: 'locationUpdate', label: 'editor:popups.locationUpdate.title' },
  { key: 'backup', label: 'editor:popups.backup.title' },
] as const satisfies readonly { key: PanelPopupKey; label: string }[];

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
      </ul>
    </aside>
  );
}
