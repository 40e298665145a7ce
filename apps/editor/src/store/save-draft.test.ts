import { describe, expect, it } from 'vitest';
import { bistroDraft, CLIENT_ID, SITE_ORIGIN } from '../testing/fixtures.js';
import { json, mockApi, routeKeys } from '../testing/mock-api.js';
import type { Handler } from '../testing/mock-api.js';
import { draftLoaded, updateClientSettings, updateSection } from './editor-slice.js';
import { keepMineAndSave, saveDraft } from './save-draft.js';
import { createEditorStore } from './store.js';

function setup(save?: Handler, readOnly = false) {
  const api = mockApi(save ? { [routeKeys.save]: save } : {});
  const store = createEditorStore({ apiBaseUrl: `${SITE_ORIGIN}/api`, getToken: () => 'tok', fetchFn: api.fetchFn });
  store.dispatch(draftLoaded({ clientId: CLIENT_ID, draft: bistroDraft(), readOnly }));
  store.dispatch(updateSection({ index: 0, changes: { title: 'Mine' } }));
  const bodies = async () =>
    Promise.all(
      api
        .calls(routeKeys.save)
        .map((r) => r.json() as Promise<{ data: { sections: { title: string }[] }; last_updated: string; version: number }>),
    );
  return { api, store, bodies };
}

const theirs = { ...bistroDraft(), version: 6, last_updated: '2025-03-01T12:00:00.000Z' };

describe('saving the draft (spec §4 "Editor state": save with the version it was loaded at)', () => {
  it('PUTs the working copy with the loaded stamps and the bearer token, then nothing is unsaved', async () => {
    const { api, store, bodies } = setup();
    expect(await store.dispatch(saveDraft())).toBe('saved');
    const [body] = await bodies();
    expect(body).toMatchObject({ last_updated: '2025-03-01T10:00:00.000Z', version: 4 });
    expect(body?.data.sections[0]?.title).toBe('Mine');
    expect(api.calls(routeKeys.save)[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(store.getState().editor).toMatchObject({ unsaved: {}, loaded: { version: 5, last_updated: '2025-03-02T09:00:00.000Z' } });
  });

  it('the client settings (contact number, chat, service area) go with a save only when the owner changed them', async () => {
    const { store, bodies } = setup();
    await store.dispatch(saveDraft());
    store.dispatch(
      updateClientSettings({
        contact_info: '555-010-9999',
        contact_number: '555-010-9999',
        zenchat_enabled: true,
        mobile_home_zip_radius: 20,
      }),
    );
    await store.dispatch(saveDraft());
    const [first, second] = (await bodies()) as unknown as Record<string, unknown>[];
    expect(first).not.toHaveProperty('client_settings');
    expect(second?.client_settings).toEqual({
      contactNumber: '555-010-9999',
      chatEnabled: true,
      mobileHomeZip: expect.any(String),
      mobileHomeZipRadius: 20,
    });
  });

  it('§4 a stale save (409) keeps my edits and holds their version for the dialog', async () => {
    const { store } = setup(() => json({ error: { code: 'conflict', message: 'changed' }, current: theirs }, 409));
    expect(await store.dispatch(saveDraft())).toBe('conflict');
    const state = store.getState().editor;
    expect(state.conflict).toMatchObject({ version: 6, last_updated: theirs.last_updated });
    expect(state.working?.sections[0]?.title).toBe('Mine');
    expect(state.unsaved).toEqual({ hero: true });
  });

  it('§4 keep mine re-saves my copy over the version saved meanwhile', async () => {
    let first = true;
    const { store, bodies } = setup(async (request) => {
      if (first) {
        first = false;
        return json({ error: { code: 'conflict', message: 'changed' }, current: theirs }, 409);
      }
      const body = (await request.json()) as { data: unknown; version: number };
      return json({ data: body.data, last_updated: '2025-03-02T09:00:00.000Z', version: body.version + 1 });
    });
    await store.dispatch(saveDraft());
    expect(await store.dispatch(keepMineAndSave())).toBe('saved');
    const [, second] = await bodies();
    expect(second).toMatchObject({ last_updated: theirs.last_updated, version: 6 });
    expect(second?.data.sections[0]?.title).toBe('Mine');
    expect(store.getState().editor).toMatchObject({ conflict: null, unsaved: {}, loaded: { version: 7 } });
  });

  it.each([
    ['§8 freemium writes are refused by the API', json({ error: { code: 'freemium', message: 'Upgrade' } }, 403), 'refused-freemium'],
    [
      '§6 roles 3 and 4 are refused by the API',
      json({ error: { code: 'forbidden_role', message: 'x', adminAppUrl: 'https://a' } }, 403),
      'refused-role',
    ],
    ['a server failure keeps the edits unsaved', json({ error: { code: 'internal', message: 'x' } }, 500), 'failed'],
  ])('%s', async (_name, response, outcome) => {
    const { store } = setup(() => response);
    expect(await store.dispatch(saveDraft())).toBe(outcome);
    expect(store.getState().editor).toMatchObject({ unsaved: { hero: true }, save: { status: 'failed' } });
  });

  it('§8 a read-only (freemium) draft is never sent', async () => {
    const { api, store } = setup(undefined, true);
    expect(await store.dispatch(saveDraft())).toBe('skipped');
    expect(api.calls(routeKeys.save)).toHaveLength(0);
  });
});
