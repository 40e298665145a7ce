// When the sign-in ends while the owner edits (the renewal was refused, an owner call answered 401), the
// editor says so and offers to sign in again. Unsaved work is put aside in this tab first and comes back
// after the sign-in (store/unsaved-stash.ts), so nothing typed is lost on the way (spec §4 "Editor state").
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@vitrina/ui-kit';
import { useEditorServices } from '../app/editor-services.js';
import { sessionDialogClosed, sessionEnded } from '../store/editor-slice.js';
import { selectHasUnsaved, useEditorDispatch, useEditorSelector } from '../store/hooks.js';
import { putWorkAside } from '../store/unsaved-stash.js';

export function SessionDialog() {
  const { t } = useTranslation(['editor']);
  const dispatch = useEditorDispatch();
  const { auth, location, storage } = useEditorServices();
  const open = useEditorSelector((state) => state.editor.sessionLost);
  const dirty = useEditorSelector(selectHasUnsaved);

  useEffect(() => auth.onSessionLost(() => dispatch(sessionEnded())), [auth, dispatch]);

  const signInAgain = () => {
    dispatch(putWorkAside(storage));
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
