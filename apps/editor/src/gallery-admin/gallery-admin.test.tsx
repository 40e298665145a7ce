import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { json } from '../testing/mock-api.js';
import { installFakeXhr, lastXhr } from '../testing/fake-xhr.js';
import { renderWithEditor } from '../testing/render-with-editor.js';
import { fakeGallery, galleryKeys } from '../testing/fake-gallery-server.js';
import { GalleryAdmin } from './gallery-admin.js';

let restoreXhr: () => void;
beforeEach(() => {
  restoreXhr = installFakeXhr();
});
afterEach(() => restoreXhr());

const threeImages = () =>
  fakeGallery([
    { image: '/assets/g/a.webp', description: 'Terrace' },
    { image: '/assets/g/b.webp', description: 'Kitchen' },
    { image: '/assets/g/c.webp', description: '' },
  ]);

async function open(gallery = threeImages(), options: { readOnly?: boolean; lng?: 'en' | 'es' } = {}) {
  const view = renderWithEditor(<GalleryAdmin />, { api: gallery.handlers, ...options });
  await screen.findByRole('list', { name: options.lng === 'es' ? 'Imágenes de la galería' : 'Gallery images' });
  return { ...view, gallery, user: userEvent.setup({ applyAccept: false }) };
}

const descriptions = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.ve-gallery-admin__description')?.textContent);
const bodyOf = async (request: Request | undefined) => (await request?.json()) as Record<string, unknown>;

describe('gallery admin (spec §2 /gallery/admin; add, update description, replace image, delete, reorder")', () => {
  it("§2 lists the images in the owner's order with thumbnail and description", async () => {
    await open();
    expect(descriptions()).toEqual(['Terrace', 'Kitchen', 'No description']);
    expect(screen.getByRole('img', { name: 'Terrace' })).toHaveAttribute('src', '/assets/g/a-thumb.webp');
    expect(screen.getByRole('img', { name: 'Gallery image 3' })).toBeInTheDocument();
    expect(screen.getByText('Image 2 of 3')).toBeInTheDocument();
  });

  it('§2 reorder by keyboard: Enter on "Move image 1 down" sends the new order, keeps focus on the moved image and announces it', async () => {
    const { user, api, gallery } = await open();
    expect(screen.getByRole('button', { name: 'Move image 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move image 3 down' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move image 1 down' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The gallery order has been saved.')).toBeInTheDocument();
    expect(await bodyOf(api.calls(galleryKeys.order)[0])).toEqual({ ids: [2, 1, 3] });
    expect(api.calls(galleryKeys.order)[0]?.headers.get('authorization')).toBe('Bearer token-7');
    expect(descriptions()).toEqual(['Kitchen', 'Terrace', 'No description']);
    expect(gallery.images.map((i) => i.description)).toEqual(['Kitchen', 'Terrace', '']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move image 2 down' })));
    expect(screen.getByText('Image moved to position 2.')).toBeInTheDocument();
    // Moving on to the end: the down button is then disabled, so focus goes to "up".
    await user.keyboard('{Enter}');
    await waitFor(() => expect(descriptions()).toEqual(['Kitchen', 'No description', 'Terrace']));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move image 3 up' })));
  });

  it('the page below takes the new gallery (working copy and base): current, yet nothing unsaved', async () => {
    const { user, store } = await open();
    const galleryOf = () => store.getState().editor.working?.gallery.map((i) => i.description);
    await waitFor(() => expect(galleryOf()).toEqual(['Terrace', 'Kitchen', '']));
    await user.click(screen.getByRole('button', { name: 'Move image 1 down' }));
    await waitFor(() => expect(galleryOf()).toEqual(['Kitchen', 'Terrace', '']));
    expect(store.getState().editor.base?.gallery.map((i) => i.description)).toEqual(['Kitchen', 'Terrace', '']);
    expect(store.getState().editor.unsaved).toEqual({});
  });

  it('a refused reorder puts the list back and shows the error toast', async () => {
    const gallery = threeImages();
    gallery.handlers[galleryKeys.order] = () => json({ error: { code: 'order_mismatch', message: 'x' } }, 400);
    const { user } = await open(gallery);
    await user.click(screen.getByRole('button', { name: 'Move image 3 up' }));
    expect(await screen.findByText('The gallery could not be changed. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(descriptions()).toEqual(['Terrace', 'Kitchen', 'No description']));
  });

  it('§2 add: upload (kind gallery) then POST the image with its thumbnail and a plain-text description (§5)', async () => {
    const { user, api } = await open();
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload image' });
    await user.upload(within(dialog).getByLabelText('Image'), new File(['x'], 'new.png', { type: 'image/png' }));
    expect(lastXhr().url).toBe('/api/client/11/uploads?kind=gallery');
    act(() => lastXhr().respond(201, { id: 9, url: '/assets/u/new.webp', thumbUrl: '/assets/u/new-thumb.webp' }));
    await within(dialog).findByText('Image uploaded.');
    await user.type(within(dialog).getByLabelText('Description'), '  <b>Patio</b> at night ');
    await user.click(within(dialog).getByRole('button', { name: 'Add to gallery' }));
    expect(await screen.findByText('The image has been added to the gallery.')).toBeInTheDocument();
    expect(await bodyOf(api.calls(galleryKeys.add)[0])).toEqual({
      image_url: '/assets/u/new.webp',
      thumb_url: '/assets/u/new-thumb.webp',
      description: 'Patio at night',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(descriptions()).toEqual(['Terrace', 'Kitchen', 'No description', 'Patio at night']));
  });

  it('§2 add without an image asks for one and sends nothing', async () => {
    const { user, api } = await open();
    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await user.click(await screen.findByRole('button', { name: 'Add to gallery' }));
    expect(await screen.findByText('Upload an image first.')).toBeInTheDocument();
    expect(api.calls(galleryKeys.add)).toHaveLength(0);
  });

  it('§2 update description: PATCH carries only the description', async () => {
    const { user, api, gallery } = await open();
    await user.click(screen.getByRole('button', { name: 'Edit image 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update image' });
    const field = within(dialog).getByLabelText('Description');
    expect(field).toHaveValue('Kitchen');
    await user.clear(field);
    await user.type(field, 'Open kitchen');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The image has been updated.')).toBeInTheDocument();
    expect(await bodyOf(api.calls(gallery.imageKey('PATCH', 2))[0])).toEqual({ description: 'Open kitchen' });
    await waitFor(() => expect(descriptions()[1]).toBe('Open kitchen'));
  });

  it('§2 replace image: upload then PATCH the new image and thumbnail', async () => {
    const { user, api, gallery } = await open();
    await user.click(screen.getByRole('button', { name: 'Edit image 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update image' });
    expect(within(dialog).getByRole('img', { name: 'Preview of Image' })).toHaveAttribute('src', '/assets/g/a-thumb.webp');
    await user.upload(within(dialog).getByLabelText('Image'), new File(['x'], 'r.png', { type: 'image/png' }));
    act(() => lastXhr().respond(201, { url: '/assets/u/r.webp', thumbUrl: '/assets/u/r-thumb.webp' }));
    await within(dialog).findByText('Image uploaded.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The image has been updated.')).toBeInTheDocument();
    expect(await bodyOf(api.calls(gallery.imageKey('PATCH', 1))[0])).toEqual({
      image_url: '/assets/u/r.webp',
      thumb_url: '/assets/u/r-thumb.webp',
    });
    await waitFor(() => expect(screen.getByRole('img', { name: 'Terrace' })).toHaveAttribute('src', '/assets/u/r-thumb.webp'));
  });

  it('§2 delete asks first; Close keeps the image, Delete removes it', async () => {
    const { user, api, gallery } = await open();
    await user.click(screen.getByRole('button', { name: 'Delete image 2' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete image' });
    expect(dialog).toHaveTextContent('Delete this image from the gallery?');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(api.calls(gallery.imageKey('DELETE', 2))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete image 2' }));
    dialog = screen.getByRole('dialog', { name: 'Delete image' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The image has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(descriptions()).toEqual(['Terrace', 'No description']));
    expect(api.calls(gallery.imageKey('DELETE', 2))).toHaveLength(1);
  });

  it('§8 freemium: every gallery control is off', async () => {
    await open(threeImages(), { readOnly: true });
    for (const name of ['Add image', 'Edit image 1', 'Delete image 1', 'Move image 1 down'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('§4 the Spanish owner reads Spanish', async () => {
    await open(threeImages(), { lng: 'es' });
    expect(screen.getByRole('heading', { name: 'Administra tu galería' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bajar la imagen 1' })).toBeInTheDocument();
  });

  it('an empty gallery invites the first image; a gallery the plan lacks says it is disabled', async () => {
    renderWithEditor(<GalleryAdmin />, { api: fakeGallery().handlers });
    expect(await screen.findByText('Your gallery is empty. Add your first image.')).toBeInTheDocument();
  });

  it('a gallery the plan lacks (403 feature_disabled) says so', async () => {
    renderWithEditor(<GalleryAdmin />, {
      api: { [galleryKeys.list]: () => json({ error: { code: 'feature_disabled', message: 'x' } }, 403) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The gallery has been disabled.');
  });
});
