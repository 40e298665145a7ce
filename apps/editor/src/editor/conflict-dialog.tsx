// A stale save (409): both versions summarised, and the owner chooses — keep mine (saved over the other
// version, which stays in the backups) or load theirs. Closing keeps everything as it is.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '@vitrina/ui-kit';
import { summariseChanges } from '../store/change-summary.js';
import { conflictDismissed, loadTheirs } from '../store/editor-slice.js';
import { selectEditor, useEditorDispatch, useEditorSelector } from '../store/hooks.js';
import { keepMineAndSave } from '../store/save-draft.js';
import type { SaveOutcome } from '../store/save-draft.js';
import { ChangeList } from './change-list.js';
import { useBusinessDates } from '../app/business-dates.js';

export function ConflictDialog({ onSaved }: { onSaved: (outcome: SaveOutcome) => void }) {
  const { t } = useTranslation(['editor']);
  const dispatch = useEditorDispatch();
  const { conflict, base, working, loaded, save } = useEditorSelector(selectEditor);
  const dates = useBusinessDates();
  const mine = useMemo(() => (base && working ? summariseChanges(base, working) : []), [base, working]);
  const theirs = useMemo(() => (base && conflict ? summariseChanges(base, conflict.data) : []), [base, conflict]);
  const date = (value: string | null | undefined) => (value ? dates.dateTime(value) : '');

  return (
    <Modal
      open={conflict !== null}
      onClose={() => dispatch(conflictDismissed())}
      title={t('editor:save.conflictTitle')}
      size="large"
      actions={
        <>
          <Button variant="primary" loading={save.status === 'saving'} onClick={() => void dispatch(keepMineAndSave()).then(onSaved)}>
            {t('editor:save.keepMine')}
          </Button>
          <Button variant="secondary" onClick={() => dispatch(loadTheirs())}>
            {t('editor:save.loadTheirs')}
          </Button>
        </>
      }
    >
      <p>{t('editor:save.conflictChoose')}</p>
      <div className="ve-conflict">
        <ChangeList
          heading={t('editor:save.yourVersion')}
          when={t('editor:save.basedOn', { date: date(loaded?.last_updated) })}
          parts={mine}
        />
        <ChangeList
          heading={t('editor:save.theirVersion')}
          when={t('editor:save.savedAt', { date: date(conflict?.last_updated) })}
          parts={theirs}
        />
      </div>
    </Modal>
  );
}
