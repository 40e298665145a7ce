import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { popupSite } from '../../testing/fixtures.js';
import { renderPopup } from '../../testing/render-popup.js';
import { StoreContainerPopup } from './store-container-popup.js';

describe('store container popup (spec §2 "Editor popups: store container")', () => {
  it('edits the storeContainerSection and marks it unsaved', async () => {
    const { user, section, store } = renderPopup('storeContainerSection', StoreContainerPopup, {
      site: popupSite(),
      sectionName: 'storeContainerSection',
    });
    const dialog = screen.getByRole('dialog', { name: 'Store section' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Shop our pantry');
    await user.type(within(dialog).getByLabelText('Subtitle'), 'Jams and <b>bread</b>');
    await user.type(within(dialog).getByLabelText('Background color'), '#eeeeee');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(section()).toMatchObject({ title_subtext: 'Jams and bread', bg_color: '#eeeeee' });
    expect(store.getState().editor.unsaved).toEqual({ storeContainerSection: true });
  });

  it.each(['en', 'es'] as const)('§2 the cancel button closes without applying (%s)', async (lng) => {
    const { user, section, onClose } = renderPopup('storeContainerSection', StoreContainerPopup, {
      site: popupSite(),
      sectionName: 'storeContainerSection',
      lng,
    });
    await user.type(screen.getByLabelText(lng === 'en' ? 'Title' : 'Título'), '!');
    await user.click(screen.getByRole('button', { name: lng === 'en' ? 'Close' : 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();
    expect(section()?.title).toBe('Shop our pantry');
  });
});
