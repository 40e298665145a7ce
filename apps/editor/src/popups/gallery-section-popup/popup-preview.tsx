// Renders one section popup over a loaded working copy, outside the editor page: the stories use it, and
// the popup tests through popup-test-kit. Closing unmounts the popup as the editor's PopupHost does.
import { useMemo, useState } from 'react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router';
import type { SectionName, SiteData } from '@vitrina/core-model';
import { createI18n } from '@vitrina/i18n';
import { ToastProvider } from '@vitrina/ui-kit';
import { draftLoaded } from '../../store/editor-slice.js';
import { createEditorStore } from '../../store/store.js';
import type { EditorStore } from '../../store/store.js';
import type { PopupProps } from '../popup-registry.js';

export interface PreviewOptions {
  site: SiteData;
  /** The section the popup edits; none for panel popups opened without one. */
  sectionName?: SectionName;
  readOnly?: boolean;
}

/** A store holding `site` as the loaded draft (version 1), editable unless `readOnly`. */
export function previewStore({ site, readOnly = false }: PreviewOptions): EditorStore {
  const store = createEditorStore({ getToken: async () => null, fetchFn: async () => new Response(null, { status: 404 }) });
  store.dispatch(draftLoaded({ clientId: site.client.id, draft: { data: site, last_updated: site.last_updated, version: 1 }, readOnly }));
  return store;
}

export const sectionIndexOf = (site: SiteData, name: SectionName | undefined) =>
  name === undefined ? null : site.sections.findIndex((s) => s.section_name === name);

export interface PopupPreviewProps {
  popup: ComponentType<PopupProps>;
  store: EditorStore;
  sectionIndex: number | null;
  /** Interface language; without it the surrounding I18nextProvider (Storybook's toolbar) is used. */
  lng?: 'en' | 'es';
  onClose?: () => void;
}

export function PopupPreview({ popup: Popup, store, sectionIndex, lng, onClose }: PopupPreviewProps) {
  const i18n = useMemo(() => (lng ? createI18n({ lng }) : null), [lng]);
  const router = useMemo(
    () =>
      createMemoryRouter([{ path: '*', element: <Host popup={Popup} sectionIndex={sectionIndex} onClose={onClose} /> }], {
        initialEntries: ['/admin'],
      }),
    [Popup, sectionIndex, onClose],
  );
  const content = (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
  return <Provider store={store}>{i18n ? <I18nextProvider i18n={i18n}>{content}</I18nextProvider> : content}</Provider>;
}

export interface SectionPopupStoryProps extends PreviewOptions {
  popup: ComponentType<PopupProps>;
}

/** A story of a popup: the site loaded as the draft, the popup open on `sectionName`. */
export function SectionPopupStory({ popup, site, sectionName, readOnly }: SectionPopupStoryProps) {
  const store = useMemo(() => previewStore({ site, readOnly }), [site, readOnly]);
  return <PopupPreview popup={popup} store={store} sectionIndex={sectionIndexOf(site, sectionName)} />;
}

function Host({
  popup: Popup,
  sectionIndex,
  onClose,
}: {
  popup: ComponentType<PopupProps>;
  sectionIndex: number | null;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(true);
  // Where a link inside the popup led (tests read it; nothing is shown).
  const path = (
    <span hidden data-testid="preview-path">
      {useLocation().pathname}
    </span>
  );
  if (!open) return path;
  return (
    <>
      {path}
      <Popup
        sectionIndex={sectionIndex}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      />
    </>
  );
}
