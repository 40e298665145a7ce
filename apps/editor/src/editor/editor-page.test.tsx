import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PopupProps } from '../popups/popup-contract.js';
import { bistroDraft } from '../testing/fixtures.js';
import { json, routeKeys } from '../testing/mock-api.js';
import { renderEditor } from '../testing/render-editor.js';

const sectionTitles = () =>
  within(screen.getByRole('main', { name: 'Your home page' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

async function openEditor(options: Parameters<typeof renderEditor>[0] = {}) {
  const view = renderEditor(options);
  await screen.findByRole('button', { name: 'Edit Hero' });
  return { ...view, user: userEvent.setup() };
}

describe('editing in place (spec §2 editor, §4 "Editor state")', () => {
  it('§2 move up/down reorders the page and marks it unsaved; Save sends it and clears the mark', async () => {
    const { user, api } = await openEditor();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Hero up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Footer up' }));
    await user.click(screen.getByRole('button', { name: 'Move About down' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    const body = (await api.calls(routeKeys.save)[0]?.json()) as { data: { sections: { section_name: string; ordering: number }[] } };
    expect(body.data.sections.map((s) => [s.section_name, s.ordering])).toEqual([
      ['hero', 1],
      ['about', 3],
      ['footer', 2],
    ]);
    expect(sectionTitles()).toEqual(['Bistro Verde', 'Visit us', 'Our kitchen', 'Our Online Store']);
  });

  it('§4 active section: "Edit Hero" opens the registered hero popup for that section; Close clears it', async () => {
    function HeroPopup({ sectionIndex, onClose }: PopupProps) {
      return (
        <div role="dialog" aria-label="Hero popup">
          <p>section {sectionIndex}</p>
          <button type="button" onClick={onClose}>
            Close
          </button>
        </div>
      );
    }
    const { user, store } = await openEditor({ popups: { hero: HeroPopup } });
    await user.click(screen.getByRole('button', { name: 'Edit Hero' }));
    const dialog = screen.getByRole('dialog', { name: 'Hero popup' });
    expect(dialog).toHaveTextContent('section 0');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // A section without a popup yet sets the active section and shows nothing.
    await user.click(screen.getByRole('button', { name: 'Edit About' }));
    expect(store.getState().editor.activeSection).toEqual({ key: 'about', sectionIndex: 1 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('§4 the store section the page adds (the document has none) opens its popup: it joins the document', async () => {
    const StorePopup = ({ sectionIndex }: PopupProps) => (
      <div role="dialog" aria-label="Store popup">
        section {sectionIndex}
      </div>
    );
    const { user, store } = await openEditor({ popups: { store: StorePopup } });
    expect(store.getState().editor.working?.sections.some((s) => s.section_name === 'store')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Edit Store' }));
    const sections = store.getState().editor.working?.sections ?? [];
    const index = sections.findIndex((s) => s.section_name === 'store');
    expect(index).not.toBe(-1);
    expect(screen.getByRole('dialog', { name: 'Store popup' })).toHaveTextContent(`section ${index}`);
    // The page still shows one store section, the same as before.
    expect(sectionTitles().filter((title) => title === 'Our Online Store')).toHaveLength(1);
  });

  it('§2 the Site settings button opens the siteConfig popup once it is registered', async () => {
    const SiteConfig = () => <div role="dialog" aria-label="Site config popup" />;
    const { user } = await openEditor({ popups: { siteConfig: SiteConfig } });
    const panel = screen.getByRole('complementary', { name: 'Site settings' });
    await user.click(within(panel).getByRole('button', { name: 'Site settings' }));
    expect(screen.getByRole('dialog', { name: 'Site config popup' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Restore from backup' })).toBeDisabled();
  });

  it('§2 the panel opens the site-wide popups and those of parts without a button of their own', async () => {
    const popup = (name: string) => () => <div role="dialog" aria-label={name} />;
    const popups = {
      siteConfig: popup('site'),
      logo: popup('logo'),
      hyperlink: popup('links'),
      aboutImage: popup('about image'),
      locationUpdate: popup('location'),
      backup: popup('backup'),
    };
    const { user, store } = await openEditor({ popups });
    const panel = screen.getByRole('complementary', { name: 'Site settings' });
    const buttons = within(panel)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Site settings', 'Logo', 'Menu links', 'About image', 'Update location', 'Restore from backup']);
    for (const [label, key] of [
      ['Logo', 'logo'],
      ['Menu links', 'hyperlink'],
      ['About image', 'aboutImage'],
      ['Update location', 'locationUpdate'],
    ] as const) {
      await user.click(within(panel).getByRole('button', { name: label }));
      expect(store.getState().editor.activeSection).toEqual({ key, sectionIndex: null });
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      act(() => store.dispatch({ type: 'editor/closePopup' }));
    }
    // The visitors' messages are in the toolbar, on /admin and /gallery/admin alike.
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('button', { name: 'Messages' }));
  });

  it('§4 the session ends while editing: the owner is asked to sign in again and the unsaved work comes back after it', async () => {
    sessionStorage.clear();
    const first = await openEditor();
    await first.user.click(screen.getByRole('button', { name: 'Move Footer up' }));
    act(() => first.auth.loseSession());
    const dialog = await screen.findByRole('dialog', { name: 'Your sign-in has ended' });
    expect(dialog).toHaveTextContent('Your unsaved changes are kept');
    await first.user.click(within(dialog).getByRole('button', { name: 'Sign in again' }));
    expect(first.auth.signIn).toHaveBeenCalledWith('/admin');
    const before = first.store.getState().editor;
    first.unmount();

    // Back from the provider: the fresh draft is loaded, then the work put aside goes on top of it.
    const second = await openEditor();
    await screen.findByText('Your unsaved changes are back. Save them when you are ready.');
    const after = second.store.getState().editor;
    expect(after.working?.sections.map((s) => s.ordering)).toEqual(before.working?.sections.map((s) => s.ordering));
    expect(after.unsaved).toEqual({ sectionOrder: true });
    expect(after.loaded).toEqual(before.loaded);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('§4 a save answered 401 (the session is over) asks to sign in again; Close keeps the work on the page', async () => {
    const { user, store } = await openEditor({
      api: { [routeKeys.save]: () => json({ error: { code: 'unauthorized', message: 'Sign in again' } }, 401) },
    });
    await user.click(screen.getByRole('button', { name: 'Move Footer up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your sign-in has ended' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().editor.unsaved).toEqual({ sectionOrder: true });
  });

  it('§4 a stale save shows both versions and "keep mine" saves over theirs: nothing is lost', async () => {
    const theirs = bistroDraft({ version: 6, last_updated: '2025-03-01T12:00:00.000Z' });
    theirs.data = { ...theirs.data, main_site_variables: { ...theirs.data.main_site_variables, primary_color: '#ff0000' } };
    let calls = 0;
    const { user, api } = await openEditor({
      api: {
        [routeKeys.save]: async (request) => {
          calls += 1;
          if (calls === 1) return json({ error: { code: 'conflict', message: 'changed' }, current: theirs }, 409);
          const body = (await request.json()) as { data: unknown; version: number };
          return json({ data: body.data, last_updated: '2025-03-02T09:00:00.000Z', version: body.version + 1 });
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Move About up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'This site was changed elsewhere' });
    const mine = within(dialog).getByRole('heading', { name: 'Your version' }).closest('section') as HTMLElement;
    const other = within(dialog).getByRole('heading', { name: 'The version saved meanwhile' }).closest('section') as HTMLElement;
    expect(mine).toHaveTextContent('Changed: Section order');
    expect(other).toHaveTextContent('Changed: Site settings');
    expect(other).toHaveTextContent(/Saved on \d/);
    await user.click(within(dialog).getByRole('button', { name: 'Keep my version' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const second = (await api.calls(routeKeys.save)[1]?.json()) as { last_updated: string; version: number };
    expect(second).toMatchObject({ last_updated: theirs.last_updated, version: 6 });
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
  });

  it('§4 a stale save: "load the saved version" replaces mine with theirs', async () => {
    const theirs = bistroDraft({ version: 6 });
    theirs.data = { ...theirs.data, sections: theirs.data.sections.map((s, i) => (i === 0 ? { ...s, title: 'Their hero' } : s)) };
    const { user } = await openEditor({
      api: { [routeKeys.save]: () => json({ error: { code: 'conflict', message: 'x' }, current: theirs }, 409) },
    });
    await user.click(screen.getByRole('button', { name: 'Move About up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'This site was changed elsewhere' });
    await user.click(within(dialog).getByRole('button', { name: 'Load the saved version' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Their hero' })).toBeInTheDocument();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
  });

  it('§8 a save the API refuses as freemium tells the owner to upgrade', async () => {
    const { user } = await openEditor({ api: { [routeKeys.save]: () => json({ error: { code: 'freemium', message: 'x' } }, 403) } });
    await user.click(screen.getByRole('button', { name: 'Move About up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Upgrade to business to edit the website.')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('§4 leaving with unsaved changes asks first: the router is blocked until the owner chooses', async () => {
    const { user, router } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Move About up' }));
    await user.click(screen.getByRole('link', { name: 'Gallery editor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('Leave without saving your changes?');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/admin');
    await user.click(screen.getByRole('link', { name: 'Gallery editor' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave without saving' }),
    );
    expect(router.state.location.pathname).toBe('/gallery/admin');
  });

  it('§4 leaving with unsaved changes asks first: the browser prompts before unload', async () => {
    const { user } = await openEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => {
        window.dispatchEvent(event);
      });
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Move About up' }));
    expect(unload()).toBe(true);
  });

  it('signing out with unsaved changes asks first, then ends the session at the provider', async () => {
    const { user, auth } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Move About up' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(auth.signOut).not.toHaveBeenCalled();
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave without saving' }),
    );
    expect(auth.signOut).toHaveBeenCalledTimes(1);
  });

  it('preview shows the site without edit controls', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.queryByRole('button', { name: 'Edit Hero' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('button', { name: 'Edit Hero' })).toBeInTheDocument();
  });
});
