import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { popupSite } from '../../testing/fixtures.js';
import { renderPopup } from '../../testing/render-popup.js';
import { StorePopup } from './store-popup.js';

const open = (lng: 'en' | 'es' = 'en') => renderPopup('store', StorePopup, { site: popupSite(), sectionName: 'store', lng });

describe('store popup (spec §2 "Editor popups: store", §4 "Store section")', () => {
  it('§2 Apply writes title, colours, the store link and the home-page switch, and marks them unsaved', async () => {
    const { user, section, working, store } = open();
    const dialog = screen.getByRole('dialog', { name: 'Store' });
    expect(within(dialog).getByLabelText('Store link')).toHaveValue('/store');
    expect(within(dialog).getByLabelText('Background color')).toHaveValue('#f9f9f9');
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), '<i>Shop</i> online');
    await user.clear(within(dialog).getByLabelText('Inner background color'));
    await user.type(within(dialog).getByLabelText('Inner background color'), '#FFEEDD');
    await user.clear(within(dialog).getByLabelText('Store link'));
    await user.type(within(dialog).getByLabelText('Store link'), ' https://shop.example.com ');
    await user.click(within(dialog).getByLabelText('Show the store on the home page'));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(section()).toMatchObject({ title: 'Shop online', bg_color: '#f9f9f9', inner_bg_color: '#ffeedd' });
    expect(working().main_site_variables).toMatchObject({ ecommerce_url: 'https://shop.example.com', homepage_store_enabled: false });
    expect(store.getState().editor.unsaved).toEqual({ store: true, siteSettings: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('§2 an empty store link falls back to the site’s own /store (saved as none)', async () => {
    const { user, working } = open();
    await user.clear(screen.getByLabelText('Store link'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(working().main_site_variables.ecommerce_url).toBeNull();
  });

  it.each([
    ['en', 'Background color', 'red', 'Please enter a color such as #f9f9f9.'],
    ['es', 'Color de fondo', 'red', 'Introduce un color como #f9f9f9.'],
    [
      'en',
      'Store link',
      'shop.example.com',
      'Please enter a page of your site starting with / or a link starting with http:// or https://',
    ],
    [
      'es',
      'Enlace de la tienda',
      '//evil.example',
      'Introduce una página de tu sitio que empiece por / o un enlace que empiece por http:// o https://',
    ],
  ] as const)('(%s) %s %j is refused with its message; nothing is applied', async (lng, label, value, message) => {
    const { user, section, store, onClose } = open(lng);
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.type(field, value);
    await user.click(screen.getByRole('button', { name: lng === 'en' ? 'Apply' : 'Aplicar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onClose).not.toHaveBeenCalled();
    expect(section()?.bg_color).toBe('#f9f9f9');
    expect(store.getState().editor.unsaved).toEqual({});
  });

  it('the colour picker fills the colour field', async () => {
    const { user, section } = open();
    const picker = screen.getByLabelText('Color picker for Background color');
    expect(picker).toHaveValue('#f9f9f9');
    // user-event cannot drive a native colour dialog; a change event is what the browser sends.
    fireEvent.change(picker, { target: { value: '#123456' } });
    expect(screen.getByLabelText('Background color')).toHaveValue('#123456');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(section()?.bg_color).toBe('#123456');
  });

  it('Escape closes without applying', async () => {
    const { user, section, onClose } = open();
    await user.type(screen.getByLabelText('Title'), ' and more');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(section()?.title).toBe('Our Online Store');
  });
});
