// Saving the working copy with the stamps it was loaded at (spec §4 "Editor state"). A stale save answers
// 409 with the version saved meanwhile, which the slice keeps for the conflict dialog: nothing is lost.
import { apiErrorCode, draftConflictOf, editorApi } from '@vitrina/api-client';
import { keepMine, saveConflicted, saveFailed, saveStarted, saveSucceeded } from './editor-slice.js';
import type { AppThunk } from './store.js';

/** `refused-freemium` / `refused-role`: the API refuses this owner's writes (spec §8, §6). */
export type SaveOutcome = 'saved' | 'conflict' | 'failed' | 'refused-freemium' | 'refused-role' | 'skipped';

export function saveDraft(): AppThunk<Promise<SaveOutcome>> {
  return async (dispatch, getState) => {
    const { working, loaded, clientId, readOnly, revision, save } = getState().editor;
    if (!working || !loaded || clientId === null || readOnly || save.status === 'saving') return 'skipped';
    dispatch(saveStarted());
    const request = dispatch(
      editorApi.endpoints.saveWebsiteDraft.initiate({ clientId, data: working, last_updated: loaded.last_updated, version: loaded.version }),
    );
    const result = await request;
    request.reset();
    if (result.data) {
      dispatch(saveSucceeded({ draft: result.data, revision }));
      return 'saved';
    }
    const current = draftConflictOf(result.error);
    if (current) {
      dispatch(saveConflicted(current));
      return 'conflict';
    }
    const code = apiErrorCode(result.error);
    dispatch(saveFailed({ code }));
    if (code === 'freemium') return 'refused-freemium';
    if (code === 'forbidden_role') return 'refused-role';
    return 'failed';
  };
}

/** The conflict dialog's "keep mine": save the working copy over the version saved meanwhile. */
export function keepMineAndSave(): AppThunk<Promise<SaveOutcome>> {
  return async (dispatch) => {
    dispatch(keepMine());
    return dispatch(saveDraft());
  };
}
