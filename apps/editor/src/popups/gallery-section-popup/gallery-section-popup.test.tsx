import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GallerySectionPopup } from './gallery-section-popup.js';
import { popupSite } from '../../testing/fixtures.js';
import { renderPopup } from '../../testing/render-popup.js';

const open = (options: { lng?: 'en' | 'es'; readOnly?: boolean } = {}) =>
  renderPopup('gallery', GallerySectionPopup, { site: popupSite(), sectionName: 'gallery', ...options });

describe('gallery section popup (spec §2 "Editor popups: gallery")', () => {
  it('§2 shows the section texts; Apply writes them stripped of tags (§5), marks the gallery unsaved and closes', async () => {
    const { user, section, store, onClose } = open();
    const dialog = screen.getByRole('dialog', { name: 'Gallery' });
    const title = within(dialog).getByLabelText('Title');
    expect(title).toHaveValue('Gallery');
    expect(title).toHaveFocus();
    await user.clear(title);
    await user.type(title, '  <b>Our</b> room ');
    await user.clear(within(dialog).getByLabelText('Subtitle'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(section()).toMatchObject({ title: 'Our room', title_subtext: '' });
    expect(store.getState().editor.unsaved).toEqual({ gallery: true });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [
      '§2 the cancel button reads Close',
      async (user: ReturnType<typeof open>['user']) => user.click(screen.getByRole('button', { name: 'Close' })),
    ],
    ['Escape', async (user: ReturnType<typeof open>['user']) => user.keyboard('{Escape}')],
  ])('%s: closes without applying', async (_name, close) => {
    const { user, section, store, onClose } = open();
    await user.type(screen.getByLabelText('Title'), ' changed');
    await close(user);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(section()?.title).toBe('Gallery');
    expect(store.getState().editor.unsaved).toEqual({});
  });

  it('Apply with nothing changed marks nothing unsaved', async () => {
    const { user, store, onClose } = open();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onClose).toHaveBeenCalled();
    expect(store.getState().editor.unsaved).toEqual({});
  });

  it('links to the gallery editor at /gallery/admin, closing the popup', async () => {
    const { user, onClose, path } = open();
    await user.click(screen.getByRole('link', { name: 'Manage gallery images' }));
    expect(onClose).toHaveBeenCalled();
    expect(path()).toBe('/gallery/admin');
  });

  it('in Spanish: title, fields, Apply and Close', () => {
    open({ lng: 'es' });
    const dialog = screen.getByRole('dialog', { name: 'Galería' });
    expect(within(dialog).getByLabelText('Título')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Aplicar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Administrar las imágenes de la galería' })).toBeInTheDocument();
  });

  it('§8 a read-only (freemium) draft: fields and Apply are disabled', () => {
    open({ readOnly: true });
    expect(screen.getByLabelText('Title')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Close' })).toBeEnabled();
  });
});
