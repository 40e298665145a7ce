// "Restore from backup" (spec §1 "restore from backup", §2 editor popups, §4 "Site data is backed up and
// can be restored"): the saved versions with time and author, a preview of any of them, and restore.
// A restore is a new version on the server; the editor then works on what it answered.
import '../../backups/backups.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, Spinner, useToast } from '@vitrina/ui-kit';
import { useBackupsQuery, useRestoreBackupMutation } from '../../backups/backups-api.js';
import type { BackupVersion } from '../../backups/backups-api.js';
import { VersionList } from '../../backups/version-list.js';
import { VersionPreview } from '../../backups/version-preview.js';
import { versionDate } from '../../backups/version-label.js';
import { ownerErrorMessage } from '../../gallery-admin/owner-error-message.js';
import { draftLoaded } from '../../store/editor-slice.js';
import { selectHasUnsaved, useEditorDispatch, useEditorSelector } from '../../store/hooks.js';
import type { PopupProps } from '../popup-contract.js';
import { useBusinessDates } from '../../app/business-dates.js';
import { useViewFocus } from '../../app/view-focus.js';

type View =
  { name: 'list' } | { name: 'preview'; version: BackupVersion } | { name: 'confirm'; version: BackupVersion; from: 'list' | 'preview' };
type ApiError = Parameters<typeof ownerErrorMessage>[1];

export function BackupPopup({ onClose }: PopupProps) {
  const { t } = useTranslation(['editor', 'status', 'errors']);
  const dates = useBusinessDates();
  const toast = useToast();
  const dispatch = useEditorDispatch();
  const { clientId, readOnly, loaded } = useEditorSelector((state) => state.editor);
  const dirty = useEditorSelector(selectHasUnsaved);
  const backups = useBackupsQuery(clientId ?? 0, { skip: clientId === null });
  const [restore, restoring] = useRestoreBackupMutation();
  const [view, setView] = useState<View>({ name: 'list' });
  const viewRef = useViewFocus(view);

  async function confirmRestore(version: BackupVersion) {
    if (clientId === null || readOnly) return;
    try {
      const draft = await restore({ clientId, version: version.version }).unwrap();
      // The restored version becomes the working copy (and closes this popup with every other one).
      dispatch(draftLoaded({ clientId, draft, readOnly }));
      toast.success(t('editor:popups.backup.restored'));
      onClose();
    } catch (error) {
      toast.error(ownerErrorMessage(t, error as ApiError, 'editor:popups.backup.failed'));
    }
  }

  let body;
  let actions = null;
  if (view.name === 'confirm') {
    body = (
      <div className="ve-backups__confirm">
        <p>{t('editor:popups.backup.confirm', { date: versionDate(view.version, dates) })}</p>
        {dirty ? <p>{t('editor:chrome.unsavedChanges')}</p> : null}
      </div>
    );
    actions = (
      <>
        <Button
          variant="secondary"
          onClick={() => setView(view.from === 'preview' ? { name: 'preview', version: view.version } : { name: 'list' })}
        >
          {t('editor:popups.backup.cancel')}
        </Button>
        <Button variant="primary" loading={restoring.isLoading} onClick={() => void confirmRestore(view.version)}>
          {restoring.isLoading ? t('editor:popups.backup.restoring') : t('editor:popups.backup.restore')}
        </Button>
      </>
    );
  } else if (view.name === 'preview' && clientId !== null) {
    body = <VersionPreview clientId={clientId} version={view.version} />;
    actions = (
      <>
        <Button variant="secondary" onClick={() => setView({ name: 'list' })}>
          {t('editor:popups.backup.backToList')}
        </Button>
        <Button
          variant="primary"
          disabled={readOnly || view.version.version === loaded?.version}
          onClick={() => setView({ name: 'confirm', version: view.version, from: 'preview' })}
        >
          {t('editor:popups.backup.restore')}
        </Button>
      </>
    );
  } else if (backups.isLoading) {
    body = <Spinner label={t('editor:popups.backup.loading')} />;
  } else if (backups.isError) {
    body = <p role="alert">{ownerErrorMessage(t, backups.error, 'editor:popups.backup.loadFailed')}</p>;
  } else if (!backups.data?.length) {
    body = <p>{t('editor:popups.backup.empty')}</p>;
  } else {
    body = (
      <VersionList
        versions={backups.data}
        currentVersion={loaded?.version ?? null}
        disabled={readOnly}
        onPreview={(version) => setView({ name: 'preview', version })}
        onRestore={(version) => setView({ name: 'confirm', version, from: 'list' })}
      />
    );
  }

  return (
    <Modal open onClose={onClose} title={t('editor:popups.backup.title')} size="large" actions={actions}>
      <div ref={viewRef} tabIndex={-1} className="ve-backups__view">
        {view.name === 'list' ? <p>{t('editor:popups.backup.intro')}</p> : null}
        {body}
      </div>
    </Modal>
  );
}
