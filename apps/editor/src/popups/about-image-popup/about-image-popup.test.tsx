import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bistroDraft } from '../../testing/fixtures.js';
import { installFakeXhr, lastXhr } from '../../testing/fake-xhr.js';
import { itBehavesLikeAPopup, renderPopup } from '../../testing/render-popup.js';
import { AboutImagePopup } from './about-image-popup.js';

let restore: () => void;
beforeEach(() => {
  restore = installFakeXhr();
});
afterEach(() => restore());

const photo = () => new File(['jpeg'], 'team.jpg', { type: 'image/jpeg' });

async function uploadPhoto(user: ReturnType<typeof renderPopup>['user'], dialog: HTMLElement) {
  await user.upload(within(dialog).getByLabelText('Image'), photo());
  act(() => lastXhr().respond(201, { id: 5, url: '/assets/clients/11/team.webp', thumbUrl: '/assets/clients/11/team-thumb.webp' }));
  await within(dialog).findByText('Image uploaded.');
}

describe('AboutImagePopup (spec §2 "Editor popups": about-image; §3 section img_url)', () => {
  itBehavesLikeAPopup({ key: 'aboutImage', Popup: AboutImagePopup, options: { sectionIndex: 1 }, title: 'About image' });

  it('§9 the photo goes up as an asset_image; Apply writes img_url and flags the about section', async () => {
    const { user, working, editor } = renderPopup('aboutImage', AboutImagePopup, { sectionIndex: 1 });
    const dialog = await screen.findByRole('dialog', { name: 'About image' });
    expect(within(dialog).getByText('Screen readers describe this image with your business name.')).toBeInTheDocument();
    await uploadPhoto(user, dialog);
    expect(lastXhr().url).toBe('/api/client/11/uploads?kind=asset_image');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(working().sections[1]?.img_url).toBe('/assets/clients/11/team.webp');
    expect(editor().unsaved).toEqual({ about: true });
  });

  it('§2 Close after an upload applies nothing', async () => {
    const { user, working, editor } = renderPopup('aboutImage', AboutImagePopup, { sectionIndex: 1 });
    const dialog = await screen.findByRole('dialog', { name: 'About image' });
    await uploadPhoto(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(working().sections[1]?.img_url).toBeNull();
    expect(editor().unsaved).toEqual({});
  });

  it.each([
    ['en', 'About image', 'Your home page has no about section.'],
    ['es', 'Imagen de Nosotros', 'Tu página de inicio no tiene una sección Nosotros.'],
  ] as const)('a page without an about section says so (%s)', async (lng, title, message) => {
    const draft = bistroDraft();
    draft.data.sections = draft.data.sections.filter((section) => section.section_name !== 'about');
    renderPopup('aboutImage', AboutImagePopup, { draft, lng });
    expect(within(await screen.findByRole('dialog', { name: title })).getByText(message)).toBeInTheDocument();
  });
});
