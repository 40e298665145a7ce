// Saving the working copy with the stamps it was loaded at (spec §4 "Editor state"). A stale save answers
// 409 with the version saved meanwhile, which the slice keeps for the conflict dialog: nothing is lost.
import { apiErrorCode, draftConflictOf, editorApi } from '@vitrina/api-client';
import type { ClientSettingsPayload } from '@vitrina/api-client';
import { clientContactNumber, serviceRadiusMiles } from '@vitrina/core-model';
import type { Client } from '@vitrina/core-model';
import { keepMine, saveConflicted, saveFailed, saveStarted, saveSucceeded } from './editor-slice.js';
import { isSessionError } from './store.js';
import type { AppThunk } from './store.js';

/**
 * `refused-freemium` / `refused-role`: the API refuses this owner's writes (spec §8, §6); `signed-out`: the
 * sign-in ended (the editor asks to sign in again, the work kept).
 */
export type SaveOutcome = 'saved' | 'conflict' | 'failed' | 'refused-freemium' | 'refused-role' | 'signed-out' | 'skipped';

/** The client settings of the working copy, as a save carries them. */
export function clientSettingsOf(client: Client): ClientSettingsPayload {
  return {
    contactNumber: clientContactNumber(client) ?? '',
    chatEnabled: client.zenchat_enabled,
    mobileHomeZip: client.mobile_home_zip ?? '',
    mobileHomeZipRadius: serviceRadiusMiles(client.mobile_home_zip_radius),
  };
}

export function saveDraft(): AppThunk<Promise<SaveOutcome>> {
  return async (dispatch, getState) => {
    const { working, loaded, clientId, readOnly, revision, save, unsaved } = getState().editor;
    if (!working || !loaded || clientId === null || readOnly || save.status === 'saving') return 'skipped';
    dispatch(saveStarted());
    // The client record's settings go only when the owner changed them (they are not the document's).
    const settings = unsaved.clientSettings ? { client_settings: clientSettingsOf(working.client) } : {};
    const request = dispatch(
      editorApi.endpoints.saveWebsiteDraft.initiate({
        clientId,
        data: working,
        last_updated: loaded.last_updated,
        version: loaded.version,
        ...settings,
      }),
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
    if (isSessionError(result.error)) return 'signed-out';
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
