import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeGallery, galleryKeys } from '../../testing/fake-gallery-server.js';
import { json } from '../../testing/mock-api.js';
import { renderWithEditor } from '../../testing/render-with-editor.js';
import { GalleryImagePopup } from './gallery-image-popup.js';

const image = { id: 1, image: '/assets/g/a.webp', thumb_url: '/assets/g/a-thumb.webp', description: 'Terrace' };

describe('gallery image popup (spec §2 "gallery image upload or update")', () => {
  it('§2 the cancel button reads Close and Escape closes it too, sending nothing', async () => {
    const onClose = vi.fn();
    const gallery = fakeGallery([image]);
    const { api } = renderWithEditor(<GalleryImagePopup sectionIndex={null} image={image} onClose={onClose} />, { api: gallery.handlers });
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Update image' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(api.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('§5 the description is stripped of tags and trimmed before it is sent', async () => {
    const onClose = vi.fn();
    const onSaved = vi.fn();
    const gallery = fakeGallery([image]);
    const { api } = renderWithEditor(<GalleryImagePopup sectionIndex={null} image={image} onClose={onClose} onSaved={onSaved} />, {
      api: gallery.handlers,
    });
    const user = userEvent.setup();
    const field = screen.getByLabelText('Description');
    await user.clear(field);
    await user.type(field, ' <script>x</script>Sunny <i>terrace</i>  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await api.calls(gallery.imageKey('PATCH', 1))[0]?.json()).toEqual({ description: 'xSunny terrace' });
    expect(onSaved).toHaveBeenCalled();
  });

  it('an unchanged form closes without a request', async () => {
    const onClose = vi.fn();
    const { api } = renderWithEditor(<GalleryImagePopup sectionIndex={null} image={image} onClose={onClose} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.requests).toHaveLength(0);
  });

  it("a refused change stays open with the error toast in the owner's language", async () => {
    const onClose = vi.fn();
    renderWithEditor(<GalleryImagePopup sectionIndex={null} image={image} onClose={onClose} />, {
      lng: 'es',
      api: { [`PATCH /api/client/11/gallery/1`]: () => json({ error: { code: 'freemium', message: 'x' } }, 403) },
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Descripción'), '!');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Mejora tu plan a Business para editar el sitio web.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Actualizar imagen' })).toBeInTheDocument();
  });

  it('opened from the registry (no image) it adds a new one', () => {
    renderWithEditor(<GalleryImagePopup sectionIndex={null} onClose={() => undefined} />, { api: fakeGallery().handlers });
    expect(screen.getByRole('dialog', { name: 'Upload image' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to gallery' })).toBeInTheDocument();
    expect(galleryKeys.add).toBe('POST /api/client/11/gallery');
  });
});
