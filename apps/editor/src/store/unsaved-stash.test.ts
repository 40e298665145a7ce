import { describe, expect, it } from 'vitest';
import { bistroDraft, CLIENT_ID } from '../testing/fixtures.js';
import { createEditorStore } from './store.js';
import { draftLoaded, updateMainSiteVariables } from './editor-slice.js';
import { stashWork, takeStashedWork } from './unsaved-stash.js';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function editing() {
  const store = createEditorStore({ getToken: () => 'tok' });
  store.dispatch(draftLoaded({ clientId: CLIENT_ID, draft: bistroDraft(), readOnly: false }));
  return store;
}

describe('unsaved work across a sign-in redirect (spec §4 "Editor state": nothing lost)', () => {
  it('puts aside stamps, base, working copy and flags, and gives them back once', () => {
    const storage = memoryStorage();
    const store = editing();
    store.dispatch(updateMainSiteVariables({ changes: { title: 'Typed before the session ended' } }));
    expect(stashWork(storage, store.getState().editor)).toBe(true);
    const back = takeStashedWork(storage, CLIENT_ID);
    const { loaded, base, working, unsaved } = store.getState().editor;
    expect(back).toEqual({ loaded, base, working, unsaved });
    expect(back?.working.main_site_variables.title).toBe('Typed before the session ended');
    expect(takeStashedWork(storage, CLIENT_ID)).toBeNull();
  });

  it('nothing unsaved: nothing is put aside', () => {
    const storage = memoryStorage();
    expect(stashWork(storage, editing().getState().editor)).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  it('another client, a damaged entry or a refusing storage give nothing back (and the damaged entry goes)', () => {
    const storage = memoryStorage();
    const store = editing();
    store.dispatch(updateMainSiteVariables({ changes: { title: 'x' } }));
    stashWork(storage, store.getState().editor);
    expect(takeStashedWork(storage, CLIENT_ID + 1)).toBeNull();
    storage.setItem(`vitrina.editor.unsaved:${CLIENT_ID}`, '{"loaded":');
    expect(takeStashedWork(storage, CLIENT_ID)).toBeNull();
    expect(storage.items.size).toBe(0);
    const full = {
      ...storage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(stashWork(full, store.getState().editor)).toBe(false);
  });
});
