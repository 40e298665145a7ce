import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bistroDraft } from '../../testing/fixtures.js';
import { installFakeXhr, lastXhr } from '../../testing/fake-xhr.js';
import { itBehavesLikeAPopup, renderPopup, retype } from '../../testing/render-popup.js';
import { LogoPopup } from './logo-popup.js';

let restore: () => void;
beforeEach(() => {
  restore = installFakeXhr();
});
afterEach(() => restore());

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

describe('LogoPopup (spec §2 "Editor popups": logo; §3 logo_preference text or image)', () => {
  itBehavesLikeAPopup({ key: 'logo', Popup: LogoPopup, title: 'Logo', field: 'Logo text' });

  it('§5 a text logo: Apply writes the text stripped of tags and flags the site settings unsaved', async () => {
    const { user, working, editor } = renderPopup('logo', LogoPopup);
    const dialog = await screen.findByRole('dialog', { name: 'Logo' });
    await retype(user, within(dialog).getByLabelText('Logo text'), ' <em>Bistro</em> Verde ');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(working().main_site_variables).toMatchObject({ logo_preference: 'text', logo_text: 'Bistro Verde' });
    expect(editor().unsaved).toEqual({ siteSettings: true });
  });

  it('§9 an image logo: the file goes up as kind "logo" and Apply writes its URL', async () => {
    const { user, working } = renderPopup('logo', LogoPopup);
    const dialog = await screen.findByRole('dialog', { name: 'Logo' });
    await user.selectOptions(within(dialog).getByLabelText('Logo type'), 'image');
    await user.upload(within(dialog).getByLabelText('Logo image'), png());
    expect(lastXhr().url).toBe('/api/client/11/uploads?kind=logo');
    act(() => lastXhr().respond(201, { id: 3, url: '/assets/clients/11/logo.webp', thumbUrl: '/assets/clients/11/logo-thumb.webp' }));
    expect(await within(dialog).findByText('Image uploaded.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(working().main_site_variables).toMatchObject({ logo_preference: 'image', logo_url: '/assets/clients/11/logo.webp' });
  });

  it.each([
    ['en', 'Logo', 'Logo type', 'Apply', 'Please upload a logo image, or choose a text logo.'],
    ['es', 'Logotipo', 'Tipo de logotipo', 'Aplicar', 'Sube una imagen para el logotipo o elige un logotipo de texto.'],
  ] as const)('§3 an image logo without an image is refused (%s)', async (lng, title, type, apply, message) => {
    const { user, editor } = renderPopup('logo', LogoPopup, { lng });
    const dialog = await screen.findByRole('dialog', { name: title });
    await user.selectOptions(within(dialog).getByLabelText(type), 'image');
    await user.click(within(dialog).getByRole('button', { name: apply }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(editor().unsaved).toEqual({});
  });

  it('switching back to a text logo keeps the uploaded image for later', async () => {
    const draft = bistroDraft();
    draft.data.main_site_variables = { ...draft.data.main_site_variables, logo_preference: 'image', logo_url: '/assets/logo.png' };
    const { user, working } = renderPopup('logo', LogoPopup, { draft });
    const dialog = await screen.findByRole('dialog', { name: 'Logo' });
    await user.selectOptions(within(dialog).getByLabelText('Logo type'), 'text');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(working().main_site_variables).toMatchObject({ logo_preference: 'text', logo_url: '/assets/logo.png' });
  });
});
