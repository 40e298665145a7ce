// Renders one popup the way the editor opens it: through the real PopupHost, in the editor's frame
// (renderWithEditor) with a draft loaded (the bistro's unless given) and the popup active; and the rows
// every popup must pass (spec §2: "The popup cancel button reads Close"; Escape closes; focus stays
// inside; nothing is applied on Close).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserEvent } from '@testing-library/user-event';
import { Suspense } from 'react';
import { expect, it, vi } from 'vitest';
import type { Mock } from 'vitest';
import type { WebsiteDraft } from '@vitrina/api-client';
import type { Section, SectionName, SiteData } from '@vitrina/core-model';
import type { PopupComponent, PopupKey, PopupProps } from '../popups/popup-contract.js';
import { PopupHost } from '../popups/popup-host.js';
import { openPopup } from '../store/editor-slice.js';
import type { EditorState } from '../store/editor-slice.js';
import { bistroDraft } from './fixtures.js';
import { renderWithEditor } from './render-with-editor.js';
import type { RenderedWithEditor } from './render-with-editor.js';

export interface RenderPopupOptions {
  /** The section the popup is opened for; null for site-wide and panel popups. */
  sectionIndex?: number | null;
  /** Opens the popup for the draft's first section of this name (instead of `sectionIndex`). */
  sectionName?: SectionName;
  lng?: 'en' | 'es';
  draft?: WebsiteDraft;
  /** Site data to load as the draft (instead of `draft`). */
  site?: SiteData;
  /**
   * A freemium draft (spec §8). The editor opens no popup on one, so the popup is rendered by itself to
   * show its own read-only state (fields and Apply disabled).
   */
  readOnly?: boolean;
  /** Other popups this one may open (e.g. the header's "Edit logo"). */
  others?: Partial<Record<PopupKey, PopupComponent>>;
}

export interface RenderedPopup extends RenderedWithEditor {
  user: UserEvent;
  /** The section index the popup was opened with. */
  sectionIndex: number | null;
  /** Called each time the popup closes itself (Close, Escape, after Apply). */
  onClose: Mock<() => void>;
  editor: () => EditorState;
  /** The working copy now (throws if none). */
  working: () => SiteData;
  /** A section of the working copy now: the one named, else the one the popup was opened for. */
  section: (name?: SectionName) => Section | undefined;
}

export function renderPopup(key: PopupKey, Popup: PopupComponent, options: RenderPopupOptions = {}): RenderedPopup {
  const { sectionName, lng = 'en', site, readOnly = false, others = {} } = options;
  const draft = options.draft ?? (site ? bistroDraft({ data: site, last_updated: site.last_updated }) : bistroDraft());
  const sectionIndex =
    sectionName === undefined ? (options.sectionIndex ?? null) : draft.data.sections.findIndex((s) => s.section_name === sectionName);
  const onClose = vi.fn<() => void>();
  // The host's own onClose closes the popup; the spy sees each call.
  const Tracked = (props: PopupProps) => (
    <Popup
      {...props}
      onClose={() => {
        onClose();
        props.onClose();
      }}
    />
  );
  const ui = readOnly ? (
    <Suspense fallback={null}>
      <Tracked sectionIndex={sectionIndex} onClose={() => undefined} />
    </Suspense>
  ) : (
    <PopupHost />
  );
  const view = renderWithEditor(ui, {
    lng,
    draft,
    readOnly,
    popups: { ...others, [key]: Tracked },
    path: '/admin',
    setup: (store) => store.dispatch(openPopup({ key, sectionIndex })),
  });
  const editor = () => view.store.getState().editor;
  const working = () => {
    const data = editor().working;
    if (!data) throw new Error('no working copy');
    return data;
  };
  const section = (name = sectionName) =>
    name === undefined ? working().sections[sectionIndex ?? -1] : working().sections.find((s) => s.section_name === name);
  return { ...view, user: userEvent.setup(), sectionIndex, onClose, editor, working, section };
}

/** Replaces a field's text the way an owner does: select all, type. */
export async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.type(field, text);
}

export interface PopupRows {
  key: PopupKey;
  Popup: PopupComponent;
  options?: RenderPopupOptions;
  /** The dialog's name (its title) in English. */
  title: string;
  /** The label of a text field to change before closing (popups without one: nothing is typed). */
  field?: string;
}

/** The rows every popup passes (spec §2 "Editor popups"; the keyboard rules of the popups). */
export function itBehavesLikeAPopup({ key, Popup, options, title, field }: PopupRows) {
  it.each(['Close', 'Escape'] as const)('§2 %s closes the popup without applying what was typed', async (how) => {
    const { user, editor, onClose } = renderPopup(key, Popup, options);
    const dialog = await screen.findByRole('dialog', { name: title });
    const before = editor().working;
    if (field) await retype(user, within(dialog).getByLabelText(field, { selector: 'input, textarea' }), 'Changed');
    if (how === 'Close') await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    else await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).toHaveBeenCalledOnce();
    expect(editor().activeSection).toBeNull();
    expect(editor().working).toBe(before);
    expect(editor().unsaved).toEqual({});
  });

  it('keyboard alone: focus starts inside, Tab and Shift+Tab stay inside the popup', async () => {
    const { user } = renderPopup(key, Popup, options);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let i = 0; i < 30; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
}
