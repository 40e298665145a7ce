// Unsaved work survives a sign-in redirect, so no edit is silently lost (spec §4 "Editor state";
// docs/decisions.md "An ended sign-in keeps the work"):
// before the editor sends the owner to the identity provider again, it puts the editing state (stamps,
// base, working copy, unsaved flags) in this tab's sessionStorage; after the entry loads the draft again,
// the state comes back and is removed. A stash that does not parse, or is of another client, is dropped.
import { workStashed } from './editor-slice.js';
import type { EditingState, EditorState } from './editor-slice.js';
import type { AppThunk } from './store.js';

export type StashStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const keyOf = (clientId: number) => `vitrina.editor.unsaved:${clientId}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isEditingState(value: unknown): value is EditingState {
  if (!isRecord(value) || !isRecord(value.loaded) || !isRecord(value.base) || !isRecord(value.working) || !isRecord(value.unsaved))
    return false;
  const { loaded, working } = value;
  return (
    typeof loaded.version === 'number' &&
    Array.isArray(working.sections) &&
    isRecord(working.main_site_variables) &&
    isRecord(working.client)
  );
}

/** Puts the unsaved work aside; false when there is none or the storage refuses it (full, disabled). */
export function stashWork(storage: StashStorage, editor: EditorState): boolean {
  const { clientId, loaded, base, working, unsaved } = editor;
  if (clientId === null || !loaded || !base || !working || Object.keys(unsaved).length === 0) return false;
  const stash: EditingState = { loaded, base, working, unsaved };
  try {
    storage.setItem(keyOf(clientId), JSON.stringify(stash));
    return true;
  } catch {
    return false;
  }
}

/** Puts the unsaved work aside before a sign-in redirect; the leave guard then lets the page go. */
export function putWorkAside(storage: StashStorage): AppThunk<boolean> {
  return (dispatch, getState) => {
    if (!stashWork(storage, getState().editor)) return false;
    dispatch(workStashed());
    return true;
  };
}

/** Takes the work put aside for this client (and removes it); null when there is none. */
export function takeStashedWork(storage: StashStorage, clientId: number): EditingState | null {
  const key = keyOf(clientId);
  let raw: string | null;
  try {
    raw = storage.getItem(key);
    storage.removeItem(key);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isEditingState(value) ? value : null;
  } catch {
    return null;
  }
}
