// The popups as the editor page opens them: registered in popupRegistry, opened by a section's "Edit"
// button, applied into the working copy, and sent by Save (spec §2 "Editor popups", §4 "Editor state").
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SiteData } from '@vitrina/core-model';
import { popupSite } from '../../testing/fixtures.js';
import { popupRegistry } from '../popup-registry.js';
import { json, routeKeys } from '../../testing/mock-api.js';
import { renderEditor } from '../../testing/render-editor.js';

// The popups are lazily loaded: their first opening waits for the module.
const LAZY = { timeout: 8000 };

async function openEditor() {
  const data = popupSite();
  const view = renderEditor({
    api: { [routeKeys.draft]: () => json({ data, last_updated: data.last_updated, version: 4 }) },
    popups: popupRegistry,
  });
  await screen.findByRole('button', { name: 'Edit Services' });
  return { ...view, user: userEvent.setup() };
}

describe('service, location, store and gallery popups in the editor (spec §2, §4 "Editor state")', () => {
  it('§2 Edit Services → new price → Apply → Save sends it; the page shows it', async () => {
    const { user, api } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Edit Services' }));
    const dialog = await screen.findByRole('dialog', { name: 'Services' }, LAZY);
    const price = within(within(dialog).getByRole('group', { name: /^Service 1: Tasting menu/ })).getByLabelText('Price');
    await user.clear(price);
    await user.type(price, '92');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getAllByText(/92\.00/).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your changes have been saved.');
    const body = (await api.calls(routeKeys.save)[0]?.json()) as { data: SiteData };
    expect(body.data.sections.find((s) => s.section_name === 'service')?.serviceinfo[0]?.price).toBe('92.00');
  });

  it.each([
    ['Edit Location', 'Location'],
    ['Edit Store', 'Store'],
    ['Edit Store section', 'Store section'],
    ['Edit Gallery', 'Gallery'],
  ])('§2 "%s" opens the %s popup; Close leaves nothing unsaved', async (button, title) => {
    const { user, store } = await openEditor();
    await user.click(screen.getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: title }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().editor.activeSection).toBeNull();
    expect(store.getState().editor.unsaved).toEqual({});
  });

  it('"Update location" in the location popup opens the location update popup', async () => {
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: 'Edit Location' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Location' }, LAZY)).getByRole('button', { name: 'Update location' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Update location' }, LAZY)).toBeInTheDocument();
  });
});
