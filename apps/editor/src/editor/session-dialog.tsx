// When the sign-in ends while the owner edits (the renewal was refused, an owner call answered 401), the
// editor says so and offers to sign in again. Unsaved work is put aside in this tab first and comes back
// after the sign-in (store/unsaved-stash.ts), so nothing typed is lost on the way (spec §4 "Editor state").
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal, useToast } from '@vitrina/ui-kit';
import { useEditorServices } from '../app/editor-services.js';
import { restoredNoticeShown, sessionDialogClosed, sessionEnded, workStashed } from '../store/editor-slice.js';
import { selectHasUnsaved, useEditorDispatch, useEditorSelector } from '../store/hooks.js';
import { stashWork } from '../store/unsaved-stash.js';
import { useEditorStore } from '../store/use-editor-store.js';

export function SessionDialog() {
  const { t } = useTranslation(['editor']);
  const dispatch = useEditorDispatch();
  const store = useEditorStore();
  const toast = useToast();
  const { auth, location, storage } = useEditorServices();
  const open = useEditorSelector((state) => state.editor.sessionLost);
  const restored = useEditorSelector((state) => state.editor.restored);
  const dirty = useEditorSelector(selectHasUnsaved);

  useEffect(() => auth.onSessionLost(() => dispatch(sessionEnded())), [auth, dispatch]);

  useEffect(() => {
    // The store's own value, not this render's: two commits in a row must not tell it twice.
    if (!restored || !store.getState().editor.restored) return;
    dispatch(restoredNoticeShown());
    toast.success(t('editor:auth.workRestored'));
  }, [restored, store, toast, t, dispatch]);

  const signInAgain = () => {
    if (stashWork(storage, store.getState().editor)) dispatch(workStashed());
    void auth.signIn(`${location.pathname}${location.search}`);
  };

  return (
    <Modal
      open={open}
      onClose={() => dispatch(sessionDialogClosed())}
      title={t('editor:auth.sessionEnded')}
      size="small"
      actions={
        <Button variant="primary" onClick={signInAgain} data-autofocus>
          {t('editor:auth.signInAgain')}
        </Button>
      }
    >
      <p>{t('editor:auth.sessionEndedBody')}</p>
      {dirty ? <p>{t('editor:auth.sessionWorkKept')}</p> : null}
    </Modal>
  );
}
