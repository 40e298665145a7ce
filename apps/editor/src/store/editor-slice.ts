// The editor state of spec §4: edit mode, active section (the open popup), unsaved-data flags, and the
// working copy of the site data with the stamps it was loaded at (a save sends them back; a stale one
// gets 409 and the conflict is kept here until the owner chooses). Freemium drafts are read-only.
import { createSlice } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import type { WebsiteDraft } from '@vitrina/api-client';
import { ensureStoreSection } from '@vitrina/core-model';
import type { Client, GalleryImage, Locale, MainSiteVariables, MoveDirection, Section, SectionName, SiteData } from '@vitrina/core-model';
import type { PopupKey } from '../popups/popup-contract.js';
import { orderingAfterMove } from './section-order.js';

/** What an unsaved flag names: a section by name, or a part of the site outside the sections. */
export type UnsavedKey = SectionName | 'siteSettings' | 'clientSettings' | 'sectionOrder' | 'gallery' | 'menu' | 'social';

/** The client record's fields the owner changes from the editor (saved as the draft's `client_settings`). */
export type ClientSettings = Pick<
  Client,
  'contact_info' | 'contact_number' | 'zenchat_enabled' | 'mobile_home_zip' | 'mobile_home_zip_radius'
>;

export interface DraftStamp {
  last_updated: string | null;
  version: number;
}

export interface ActivePopup {
  key: PopupKey;
  /** Index in `working.sections` (document order) of the section being edited; null for site-wide popups. */
  sectionIndex: number | null;
}

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'conflict' | 'failed';

export interface EditorState {
  clientId: number | null;
  editMode: boolean;
  /** Freemium site (spec §8): the draft is shown, nothing changes it. */
  readOnly: boolean;
  activeSection: ActivePopup | null;
  unsaved: Partial<Record<UnsavedKey, true>>;
  loaded: DraftStamp | null;
  /** The version loaded (or last saved): what both sides of a conflict started from. */
  base: SiteData | null;
  working: SiteData | null;
  /** Bumps on every edit, so a save only clears the flags of the edits it carried. */
  revision: number;
  save: { status: SaveStatus; errorCode: string | null };
  /** The version someone else saved, after a stale save; null otherwise. */
  conflict: WebsiteDraft | null;
  /** The sign-in ended (renewal refused, an owner call answered 401): the owner is asked to sign in again. */
  sessionLost: boolean;
  /** The unsaved work was put aside for the sign-in redirect: leaving the page does not ask any more. */
  stashed: boolean;
}

/** What the editor puts aside before a sign-in redirect and takes back after it (see unsaved-stash.ts). */
export interface EditingState {
  loaded: DraftStamp;
  base: SiteData;
  working: SiteData;
  unsaved: Partial<Record<UnsavedKey, true>>;
}

export const initialEditorState: EditorState = {
  clientId: null,
  editMode: true,
  readOnly: false,
  activeSection: null,
  unsaved: {},
  loaded: null,
  base: null,
  working: null,
  revision: 0,
  save: { status: 'idle', errorCode: null },
  conflict: null,
  sessionLost: false,
  stashed: false,
};

const stampOf = (draft: WebsiteDraft): DraftStamp => ({ last_updated: draft.last_updated, version: draft.version });

function takeDraft(state: EditorState, draft: WebsiteDraft) {
  state.loaded = stampOf(draft);
  state.base = draft.data;
  state.working = draft.data;
  state.unsaved = {};
  state.conflict = null;
}

/** Runs an edit unless the draft is read-only (freemium) or not loaded; flags it and bumps the revision. */
function edit(state: EditorState, flags: UnsavedKey[], apply: (working: SiteData) => boolean | void) {
  if (state.readOnly || !state.working) return;
  if (apply(state.working) === false) return;
  for (const flag of flags) state.unsaved[flag] = true;
  state.revision += 1;
  if (state.save.status === 'saved') state.save = { status: 'idle', errorCode: null };
}

export const editorSlice = createSlice({
  name: 'editor',
  initialState: initialEditorState,
  reducers: {
    draftLoaded(state, action: PayloadAction<{ clientId: number; draft: WebsiteDraft; readOnly: boolean }>) {
      const { clientId, draft, readOnly } = action.payload;
      Object.assign(state, initialEditorState, { clientId, readOnly, editMode: !readOnly });
      takeDraft(state, draft);
    },
    setEditMode(state, action: PayloadAction<boolean>) {
      state.editMode = action.payload && !state.readOnly;
      if (!state.editMode) state.activeSection = null;
    },
    openPopup(state, action: PayloadAction<{ key: PopupKey; sectionIndex?: number | null }>) {
      if (state.readOnly || !state.editMode) return;
      state.activeSection = { key: action.payload.key, sectionIndex: action.payload.sectionIndex ?? null };
    },
    closePopup(state) {
      state.activeSection = null;
    },
    updateSection(state, action: PayloadAction<{ index: number; changes: Partial<Omit<Section, 'section_name'>> }>) {
      const { index, changes } = action.payload;
      const name = state.working?.sections[index]?.section_name;
      if (!name) return;
      edit(state, [name], (working) => {
        Object.assign(working.sections[index] as Section, changes);
      });
    },
    updateMainSiteVariables(state, action: PayloadAction<{ changes: Partial<MainSiteVariables>; flag?: UnsavedKey }>) {
      edit(state, [action.payload.flag ?? 'siteSettings'], (working) => {
        Object.assign(working.main_site_variables, action.payload.changes);
      });
    },
    updateClientSettings(state, action: PayloadAction<Partial<ClientSettings>>) {
      edit(state, ['clientSettings'], (working) => {
        Object.assign(working.client, action.payload);
      });
    },
    /**
     * The gallery changed on the server (gallery admin calls publish at once): the working copy and the
     * base both take it, so the preview is current and no unsaved flag or conflict comes of it.
     */
    galleryReplaced(state, action: PayloadAction<GalleryImage[]>) {
      if (state.working) state.working.gallery = action.payload;
      if (state.base) state.base.gallery = action.payload;
    },
    /**
     * Opens the store popup on a page whose document has no store section: the section the page shows
     * (spec §4 "Store section", inserted after the service section) becomes part of the document first.
     */
    openMissingStore(state, action: PayloadAction<{ locale: Locale }>) {
      if (state.readOnly || !state.editMode || !state.working) return;
      const { working } = state;
      const sections = ensureStoreSection(working.sections, {
        ecommerceUrl: working.main_site_variables.ecommerce_url,
        locale: action.payload.locale,
      });
      if (sections !== working.sections) working.sections = [...sections];
      const index = working.sections.findIndex((s) => s.section_name === 'store');
      state.activeSection = { key: 'store', sectionIndex: index };
    },
    updateSiteParts(state, action: PayloadAction<{ changes: Partial<Pick<SiteData, 'gallery' | 'nav' | 'social'>>; flag: UnsavedKey }>) {
      edit(state, [action.payload.flag], (working) => {
        Object.assign(working, action.payload.changes);
      });
    },
    moveSection(state, action: PayloadAction<{ index: number; direction: MoveDirection }>) {
      edit(state, ['sectionOrder'], (working) => {
        const ordering = orderingAfterMove(working.sections, action.payload.index, action.payload.direction);
        if (!ordering) return false;
        working.sections.forEach((section, i) => {
          section.ordering = ordering[i] ?? section.ordering;
        });
        return true;
      });
    },
    /** The sign-in ended while a draft is open (before one is, the entry handles it). */
    sessionEnded(state) {
      if (state.working) state.sessionLost = true;
    },
    sessionDialogClosed(state) {
      state.sessionLost = false;
    },
    workStashed(state) {
      state.stashed = true;
    },
    /**
     * The work put aside before signing in again, on top of the draft just loaded: the same base and stamps
     * as before, so a save meets the conflict dialog if someone saved meanwhile — nothing is lost either way.
     */
    workRestored(state, action: PayloadAction<EditingState>) {
      if (state.readOnly || !state.working) return;
      Object.assign(state, action.payload);
      state.revision += 1;
    },
    saveStarted(state) {
      state.save = { status: 'saving', errorCode: null };
    },
    saveSucceeded(state, action: PayloadAction<{ draft: WebsiteDraft; revision: number }>) {
      const { draft, revision } = action.payload;
      state.save = { status: 'saved', errorCode: null };
      if (revision === state.revision) {
        takeDraft(state, draft);
      } else {
        // Edits made while the save was in flight stay, flagged, on top of the saved version.
        state.loaded = stampOf(draft);
        state.base = draft.data;
      }
    },
    saveFailed(state, action: PayloadAction<{ code: string | null }>) {
      state.save = { status: 'failed', errorCode: action.payload.code };
    },
    saveConflicted(state, action: PayloadAction<WebsiteDraft>) {
      state.save = { status: 'conflict', errorCode: 'conflict' };
      state.conflict = action.payload;
    },
    /** Closes the conflict dialog keeping everything as it was; the next save meets the conflict again. */
    conflictDismissed(state) {
      state.conflict = null;
      state.save = { status: 'idle', errorCode: null };
    },
    /** "Keep mine": the working copy stays and the next save goes over the version saved meanwhile. */
    keepMine(state) {
      if (!state.conflict) return;
      state.loaded = stampOf(state.conflict);
      state.base = state.conflict.data;
      state.conflict = null;
    },
    /** "Load theirs": the version saved meanwhile replaces the working copy (the owner chose it). */
    loadTheirs(state) {
      if (!state.conflict) return;
      takeDraft(state, state.conflict);
      state.revision += 1;
      state.save = { status: 'idle', errorCode: null };
    },
  },
});

export const {
  draftLoaded,
  setEditMode,
  openPopup,
  closePopup,
  updateSection,
  updateMainSiteVariables,
  updateClientSettings,
  galleryReplaced,
  openMissingStore,
  updateSiteParts,
  moveSection,
  sessionEnded,
  sessionDialogClosed,
  workStashed,
  workRestored,
  saveStarted,
  saveSucceeded,
  saveFailed,
  saveConflicted,
  conflictDismissed,
  keepMine,
  loadTheirs,
} = editorSlice.actions;
