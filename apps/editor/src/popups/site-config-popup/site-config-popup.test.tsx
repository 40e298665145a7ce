import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultClient } from '@vitrina/core-model';
import { bistroDraft } from '../../testing/fixtures.js';
import { installFakeXhr, lastXhr } from '../../testing/fake-xhr.js';
import { itBehavesLikeAPopup, renderPopup, retype } from '../../testing/render-popup.js';
import { SiteConfigPopup } from './site-config-popup.js';

const open = (lng: 'en' | 'es' = 'en', draft = bistroDraft()) => renderPopup('siteConfig', SiteConfigPopup, { lng, draft });
// The label ends with the required mark (" *").
const themeCode = (dialog: HTMLElement, label = 'Theme color') =>
  within(dialog).getByLabelText(new RegExp(`^${label}`), { selector: 'input[type="text"]' });

describe('SiteConfigPopup (spec §1 owner edits, §2 "Editor popups": site config, §3 main_site_variables)', () => {
  itBehavesLikeAPopup({ key: 'siteConfig', Popup: SiteConfigPopup, title: 'Site settings', field: 'Page title' });

  it('§1 Apply writes theme colour, page title, SEO description, location section, services layout; flags site settings', async () => {
    const { user, working, editor } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Site settings' });
    await retype(user, themeCode(dialog), '#1a7f5a');
    await retype(user, within(dialog).getByLabelText('Page title'), '<title>Bistro Verde</title> | Boston ');
    await retype(user, within(dialog).getByLabelText('Search engine description'), 'Seasonal <b>plates</b>');
    await user.click(within(dialog).getByLabelText('Show the location section'));
    await user.selectOptions(within(dialog).getByLabelText('Services layout'), 'list');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(working().main_site_variables).toMatchObject({
      primary_color: '#1a7f5a',
      title: 'Bistro Verde | Boston',
      seo: { description: 'Seasonal plates', keywords: '' },
      display_location_section: 1,
      service_section_style: 'list',
    });
    expect(editor().unsaved).toEqual({ siteSettings: true });
  });

  it('§3 the colour picker sets the theme colour code', async () => {
    const { user } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Site settings' });
    await retype(user, themeCode(dialog), '#ABCDEF');
    expect(within(dialog).getByLabelText('Color picker for Theme color')).toHaveValue('#abcdef');
  });

  it.each([
    ['en', 'Site settings', 'Theme color', 'Apply', '', 'Please enter a color such as #f9f9f9.'],
    ['en', 'Site settings', 'Theme color', 'Apply', '#12', 'Please enter a color such as #f9f9f9.'],
    ['es', 'Configuración del sitio', 'Color del tema', 'Aplicar', 'green', 'Introduce un color como #f9f9f9.'],
  ] as const)('§3 the theme colour is required and #rrggbb (%s %j)', async (lng, title, label, apply, value, message) => {
    const { user, editor } = open(lng);
    const dialog = await screen.findByRole('dialog', { name: title });
    await retype(user, themeCode(dialog, label), value);
    await user.click(within(dialog).getByRole('button', { name: apply }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(themeCode(dialog, label)).toHaveAttribute('aria-invalid', 'true');
    expect(editor().unsaved).toEqual({});
  });

  it.each([
    ['§3 contact_info is shown', { contact_info: '(617) 555-0142', contact_number: '111' }, '(617) 555-0142', true],
    ['§3 contact_info falls back to contact_number', { contact_info: null, contact_number: '(617) 555-0199' }, '(617) 555-0199', true],
    ['no number at all', { contact_info: null, contact_number: null }, '', false],
  ])('%s in its field, and chat on/off as a checkbox', async (_name, contact, shown, chat) => {
    const draft = bistroDraft();
    draft.data.client = defaultClient({ ...draft.data.client, ...contact, zenchat_enabled: chat });
    open('en', draft);
    const dialog = await screen.findByRole('dialog', { name: 'Site settings' });
    expect(within(dialog).getByRole('textbox', { name: 'Contact number' })).toHaveValue(shown);
    const checkbox = within(dialog).getByRole('checkbox', { name: 'Turn on chat for visitors' });
    if (chat) expect(checkbox).toBeChecked();
    else expect(checkbox).not.toBeChecked();
  });

  it('§1 contact number and chat on/off: Apply writes them to the client and flags the client settings only', async () => {
    const { user, working, editor } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Site settings' });
    await retype(user, within(dialog).getByRole('textbox', { name: 'Contact number' }), ' <b>(617) 555-0100</b> ');
    const chat = within(dialog).getByRole('checkbox', { name: 'Turn on chat for visitors' });
    const wasOn = (chat as HTMLInputElement).checked;
    await user.click(chat);
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(working().client).toMatchObject({ contact_info: '(617) 555-0100', contact_number: '(617) 555-0100', zenchat_enabled: !wasOn });
    expect(editor().unsaved).toEqual({ clientSettings: true });
  });

  it.each([
    ['en', 'Site settings', 'Contact number', 'Apply', 'Please enter a valid contact number.'],
    ['es', 'Configuración del sitio', 'Número de contacto', 'Aplicar', 'Introduce un número de contacto válido.'],
  ] as const)('§5 a contact number that is not one is refused (%s)', async (lng, title, label, apply, message) => {
    const { user, editor } = open(lng);
    const dialog = await screen.findByRole('dialog', { name: title });
    const field = within(dialog).getByRole('textbox', { name: label });
    await retype(user, field, '12 call me');
    await user.click(within(dialog).getByRole('button', { name: apply }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(editor().unsaved).toEqual({});
  });

  it('§9 the favicon goes up as upload kind "favicon" and Apply writes its URL', async () => {
    const restore = installFakeXhr();
    try {
      const { user, working } = open();
      const dialog = await screen.findByRole('dialog', { name: 'Site settings' });
      await user.upload(within(dialog).getByLabelText('Favicon'), new File(['png'], 'icon.png', { type: 'image/png' }));
      expect(lastXhr().url).toBe('/api/client/11/uploads?kind=favicon');
      act(() => lastXhr().respond(201, { id: 9, url: '/assets/clients/11/favicon.png', thumbUrl: '/assets/clients/11/favicon.png' }));
      expect(await within(dialog).findByText('Image uploaded.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
      expect(working().main_site_variables.favicon_url).toBe('/assets/clients/11/favicon.png');
    } finally {
      restore();
    }
  });
});
