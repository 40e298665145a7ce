// Test helper: renders a section popup over a loaded working copy and returns the store, the onClose spy
// and a user-event session.
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { vi } from 'vitest';
import type { Mock } from 'vitest';
import type { Section, SectionName, SiteData } from '@vitrina/core-model';
import type { EditorStore } from '../../store/store.js';
import type { PopupProps } from '../popup-registry.js';
import { PopupPreview, previewStore, sectionIndexOf } from './popup-preview.js';
import type { PreviewOptions } from './popup-preview.js';

export interface RenderPopupOptions extends PreviewOptions {
  lng?: 'en' | 'es';
}

export interface RenderedPopup extends RenderResult {
  store: EditorStore;
  onClose: Mock<() => void>;
  sectionIndex: number | null;
  user: UserEvent;
  /** The working copy now. */
  working: () => SiteData;
  /** A section of the working copy now (the edited one by default). */
  section: (name?: SectionName) => Section | undefined;
}

export function renderPopup(popup: ComponentType<PopupProps>, { lng = 'en', ...options }: RenderPopupOptions): RenderedPopup {
  const store = previewStore(options);
  const sectionIndex = sectionIndexOf(options.site, options.sectionName);
  const onClose = vi.fn<() => void>();
  const view = render(<PopupPreview popup={popup} store={store} sectionIndex={sectionIndex} lng={lng} onClose={onClose} />);
  const working = () => {
    const data = store.getState().editor.working;
    if (!data) throw new Error('no working copy');
    return data;
  };
  const section = (name = options.sectionName) => working().sections.find((s) => s.section_name === name);
  return { ...view, store, onClose, sectionIndex, user: userEvent.setup(), working, section };
}
