import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GalleryGrid } from '@vitrina/sections';
import { galleryImages } from '../testing/fixtures.js';
import { renderWithI18n } from '../testing/render.js';

describe('GalleryGrid (spec §2 /gallery, §3 gallery image: image and description)', () => {
  it('§3 every image with its description; each opens the viewer', () => {
    renderWithI18n(<GalleryGrid images={galleryImages} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['The front chair by the window', 'Hot towels ready', '']);
    expect(buttons[2]).toHaveAccessibleName('Open image 3');
    for (const button of buttons) expect(button).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('images carry width and height so the grid does not shift while they load', () => {
    const { container } = renderWithI18n(<GalleryGrid images={galleryImages} />);
    for (const img of container.querySelectorAll('img')) {
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
    }
  });

  it.each([
    ['en', 'There are no images in the gallery yet.'],
    ['es', 'Todavía no hay imágenes en la galería.'],
  ] as const)('an empty gallery says so (%s); entries without an image are skipped', (lng, message) => {
    renderWithI18n(<GalleryGrid images={[{ id: 9, image: ' ', description: 'no file' }]} />, { lng });
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
