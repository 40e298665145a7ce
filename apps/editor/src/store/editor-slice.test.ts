import { describe, expect, it } from 'vitest';
import { bistroDraft } from '../testing/fixtures.js';
import {
  closePopup,
  conflictDismissed,
  draftLoaded,
  editorSlice,
  initialEditorState,
  keepMine,
  loadTheirs,
  moveSection,
  openPopup,
  saveConflicted,
  saveStarted,
  saveSucceeded,
  setEditMode,
  updateMainSiteVariables,
  updateSection,
  updateSiteParts,
} from './editor-slice.js';
import type { EditorState } from './editor-slice.js';

const reduce = (state: EditorState, ...actions: Parameters<typeof editorSlice.reducer>[1][]) => actions.reduce(editorSlice.reducer, state);
const loaded = (readOnly = false) => reduce(initialEditorState, draftLoaded({ clientId: 11, draft: bistroDraft(), readOnly }));

describe('editor slice (spec §4 "Editor state": edit mode, active section, unsaved-data flags)', () => {
  it('a loaded draft is the working copy, with its stamps, in edit mode and with nothing unsaved', () => {
    const state = loaded();
    expect(state).toMatchObject({
      clientId: 11,
      editMode: true,
      readOnly: false,
      unsaved: {},
      loaded: { version: 4, last_updated: '2025-03-01T10:00:00.000Z' },
    });
    expect(state.working).toEqual(bistroDraft().data);
    expect(state.base).toBe(state.working);
  });

  it.each([
    ['§4 a section edit flags that section', updateSection({ index: 0, changes: { title: 'New' } }), { hero: true }],
    [
      '§4 a site-settings edit flags the settings',
      updateMainSiteVariables({ changes: { primary_color: '#ff0000' } }),
      { siteSettings: true },
    ],
    ['§4 a logo edit can flag the header', updateMainSiteVariables({ changes: { logo_text: 'B' }, flag: 'header' }), { header: true }],
    ['§4 a gallery change flags the gallery', updateSiteParts({ changes: { gallery: [] }, flag: 'gallery' }), { gallery: true }],
    ['§2 moving a section flags the order', moveSection({ index: 0, direction: 'down' }), { sectionOrder: true }],
    ['§2 a move past the edge changes nothing', moveSection({ index: 0, direction: 'up' }), {}],
  ])('%s', (_name, action, unsaved) => {
    expect(reduce(loaded(), action).unsaved).toEqual(unsaved);
  });

  it('§2 moving a section changes ordering in the working copy only', () => {
    const state = reduce(loaded(), moveSection({ index: 0, direction: 'down' }));
    expect(state.working?.sections.map((s) => [s.section_name, s.ordering])).toEqual([
      ['hero', 2],
      ['about', 1],
      ['footer', 3],
    ]);
    expect(state.base?.sections.map((s) => s.ordering)).toEqual([1, 2, 3]);
  });

  it('§4 the active section is the open popup; closing clears it; preview closes it too', () => {
    const open = reduce(loaded(), openPopup({ key: 'hero', sectionIndex: 0 }));
    expect(open.activeSection).toEqual({ key: 'hero', sectionIndex: 0 });
    expect(reduce(open, closePopup()).activeSection).toBeNull();
    const preview = reduce(open, setEditMode(false));
    expect(preview).toMatchObject({ editMode: false, activeSection: null });
    expect(reduce(preview, openPopup({ key: 'siteConfig' })).activeSection).toBeNull();
  });

  it('§4/§8 a freemium draft is read-only: no edit, move, popup or edit mode changes it', () => {
    const state = reduce(
      loaded(true),
      updateSection({ index: 0, changes: { title: 'New' } }),
      moveSection({ index: 0, direction: 'down' }),
      openPopup({ key: 'hero', sectionIndex: 0 }),
      setEditMode(true),
    );
    expect(state).toMatchObject({ readOnly: true, editMode: false, activeSection: null, unsaved: {} });
    expect(state.working).toEqual(bistroDraft().data);
  });

  it('a save clears the flags and takes the saved stamps', () => {
    const edited = reduce(loaded(), updateSection({ index: 0, changes: { title: 'New' } }), saveStarted());
    const saved = reduce(
      edited,
      saveSucceeded({ draft: { ...bistroDraft(), version: 5, data: edited.working! }, revision: edited.revision }),
    );
    expect(saved).toMatchObject({ unsaved: {}, loaded: { version: 5 }, save: { status: 'saved' } });
  });

  it('edits made while a save was in flight stay flagged on top of it', () => {
    const edited = reduce(loaded(), updateSection({ index: 0, changes: { title: 'One' } }), saveStarted());
    const during = reduce(edited, updateSection({ index: 1, changes: { title: 'Two' } }));
    const saved = reduce(
      during,
      saveSucceeded({ draft: { ...bistroDraft(), version: 5, data: edited.working! }, revision: edited.revision }),
    );
    expect(saved.loaded?.version).toBe(5);
    expect(saved.unsaved).toEqual({ hero: true, about: true });
    expect(saved.working?.sections[1]?.title).toBe('Two');
  });

  describe('§4 stale save: nothing is silently lost', () => {
    const theirs = { ...bistroDraft(), version: 6, last_updated: '2025-03-01T12:00:00.000Z' };
    theirs.data = { ...theirs.data, sections: theirs.data.sections.map((s, i) => (i === 1 ? { ...s, title: 'Theirs' } : s)) };
    const conflicted = () =>
      reduce(loaded(), updateSection({ index: 0, changes: { title: 'Mine' } }), saveStarted(), saveConflicted(theirs));

    it('keeps my working copy and flags while the conflict is open', () => {
      const state = conflicted();
      expect(state.conflict).toEqual(theirs);
      expect(state.working?.sections[0]?.title).toBe('Mine');
      expect(state.unsaved).toEqual({ hero: true });
      expect(state.save.status).toBe('conflict');
    });

    it('keep mine: my copy stays and the next save goes over their stamps', () => {
      const state = reduce(conflicted(), keepMine());
      expect(state).toMatchObject({ conflict: null, loaded: { version: 6, last_updated: theirs.last_updated }, unsaved: { hero: true } });
      expect(state.working?.sections[0]?.title).toBe('Mine');
      expect(state.base).toEqual(theirs.data);
    });

    it('load theirs: their version replaces mine, nothing left unsaved', () => {
      const state = reduce(conflicted(), loadTheirs());
      expect(state).toMatchObject({ conflict: null, loaded: { version: 6 }, unsaved: {} });
      expect(state.working?.sections.map((s) => s.title)).toEqual(['Bistro Verde', 'Theirs', 'Visit us']);
    });

    it('closing the dialog changes nothing else', () => {
      const state = reduce(conflicted(), conflictDismissed());
      expect(state).toMatchObject({ conflict: null, loaded: { version: 4 }, unsaved: { hero: true } });
    });
  });
});
