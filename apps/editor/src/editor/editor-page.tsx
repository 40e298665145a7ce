// The editor: the home page rendered from the same sections as the site, in edit mode with the editor's
// controls on each section; the configuration panel on /admin only (spec §2); the open popup; the save
// conflict dialog; the leave guard. Freemium sites show the upgrade message and nothing edits (spec §8).
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteSections, themeStyle } from '@vitrina/sections';
import { useEditorSession } from '../entry/editor-session.js';
import { GalleryAdmin } from '../gallery-admin/index.js';
import { PopupHost } from '../popups/popup-host.js';
import { selectEditor, useEditorSelector } from '../store/hooks.js';
import { ConfigPanel } from './config-panel.js';
import { ConflictDialog } from './conflict-dialog.js';
import { EditorToolbar } from './editor-toolbar.js';
import { FreemiumNotice } from './freemium-notice.js';
import { LeaveGuard } from './leave-guard.js';
import { SectionControls } from './section-controls.js';
import { SessionDialog } from './session-dialog.js';
import { useSave } from './use-save.js';

export function EditorPage({ withConfigPanel }: { withConfigPanel: boolean }) {
  const { t } = useTranslation(['editor']);
  const { freemium } = useEditorSession();
  const { working, editMode } = useEditorSelector(selectEditor);
  const { save, report } = useSave();
  if (!working) return null;
  const theme = themeStyle(working.main_site_variables.primary_color, working.template.id) as CSSProperties;

  return (
    <div className="ve-editor">
      <EditorToolbar withConfigPanel={withConfigPanel} onSave={() => void save()} />
      {freemium ? <FreemiumNotice /> : null}
      {withConfigPanel ? null : <GalleryAdmin />}
      <div className="ve-editor__body">
        {withConfigPanel ? <ConfigPanel /> : null}
        <main id="main" className="ve-editor__site" style={theme} aria-label={t('editor:chrome.sectionsRegion')}>
          <SiteSections
            site={working}
            mode={editMode || freemium ? 'edit' : 'view'}
            renderEditControls={(section) => <SectionControls section={section} />}
          />
        </main>
      </div>
      <PopupHost />
      <ConflictDialog onSaved={report} />
      <LeaveGuard />
      <SessionDialog />
    </div>
  );
}
