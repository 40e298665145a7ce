// The editor's bar: where you are, whether everything is saved, Save, preview, the visitors' messages (on
// both /admin and /gallery/admin), the other editor, the back office at /manage, sign out. Built from the
// ui-kit with the back office's look; below 768 px it wraps into rows and nothing runs off the screen.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, TextLink } from '@vitrina/ui-kit';
import { useEditorServices } from '../app/editor-services.js';
import { InboxLauncher } from '../inbox/index.js';
import { setEditMode } from '../store/editor-slice.js';
import { selectEditor, selectHasUnsaved, useEditorDispatch, useEditorSelector } from '../store/hooks.js';
import { LeaveDialog } from './leave-dialog.js';

export function EditorToolbar({ withConfigPanel, onSave }: { withConfigPanel: boolean; onSave: () => void }) {
  const { t } = useTranslation(['editor', 'manage']);
  const dispatch = useEditorDispatch();
  const { auth } = useEditorServices();
  const { readOnly, editMode, save } = useEditorSelector(selectEditor);
  const dirty = useEditorSelector(selectHasUnsaved);
  const [confirmSignOut, setConfirmSignOut] = useState(false);
  const signOut = () => void auth.signOut();

  return (
    <header className="ve-toolbar">
      <h1 className="ve-toolbar__title">{t(withConfigPanel ? 'editor:chrome.title' : 'editor:chrome.galleryEditor')}</h1>
      <nav aria-label={t('editor:chrome.toolbar')} className="ve-toolbar__nav">
        {withConfigPanel ? (
          <TextLink as={Link} variant="nav" to="/gallery/admin">
            {t('editor:chrome.galleryEditor')}
          </TextLink>
        ) : (
          <TextLink as={Link} variant="nav" to="/admin">
            {t('editor:chrome.title')}
          </TextLink>
        )}
        <TextLink as={Link} variant="nav" to="/manage">
          {t('manage:layout.title')}
        </TextLink>
        <TextLink variant="nav" href="/">
          {t('editor:chrome.viewSite')}
        </TextLink>
      </nav>
      <p className="ve-toolbar__status" role="status">
        {readOnly ? null : dirty ? t('editor:save.unsaved') : t('editor:save.allSaved')}
      </p>
      <div className="ve-toolbar__actions">
        {readOnly ? null : (
          <Button variant="secondary" aria-pressed={!editMode} onClick={() => dispatch(setEditMode(!editMode))}>
            {t('editor:chrome.preview')}
          </Button>
        )}
        <Button variant="primary" disabled={readOnly || !dirty} loading={save.status === 'saving'} onClick={onSave}>
          {save.status === 'saving' ? t('editor:save.saving') : t('editor:save.save')}
        </Button>
        <InboxLauncher />
        <Button variant="secondary" onClick={() => (dirty ? setConfirmSignOut(true) : signOut())}>
          {t('editor:chrome.signOut')}
        </Button>
      </div>
      <LeaveDialog open={confirmSignOut} onStay={() => setConfirmSignOut(false)} onLeave={signOut} />
    </header>
  );
}
