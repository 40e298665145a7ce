// Saving from the toolbar or the conflict dialog, and telling the owner how it went.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@vitrina/ui-kit';
import { useEditorServices } from '../app/editor-services.js';
import { useEditorSession } from '../entry/editor-session.js';
import { useEditorDispatch } from '../store/hooks.js';
import { saveDraft } from '../store/save-draft.js';
import type { SaveOutcome } from '../store/save-draft.js';

export function useSave() {
  const { t } = useTranslation(['editor', 'status']);
  const toast = useToast();
  const dispatch = useEditorDispatch();
  const { leave } = useEditorServices();
  const { config } = useEditorSession();

  const report = useCallback(
    (outcome: SaveOutcome) => {
      if (outcome === 'saved') toast.success(t('editor:save.saved'));
      else if (outcome === 'failed') toast.error(t('editor:save.failed'));
      else if (outcome === 'refused-freemium') toast.error(t('status:freemium.editBlocked'));
      else if (outcome === 'refused-role') leave(config.adminAppUrl);
    },
    [config.adminAppUrl, leave, t, toast],
  );
  const save = useCallback(() => dispatch(saveDraft()).then(report), [dispatch, report]);
  return { save, report };
}
