import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GalleryGrid } from '../gallery-grid/gallery-grid.js';
import { galleryImages } from '../testing/fixtures.js';
import { renderWithI18n } from '../testing/render.js';

const dialog = () => screen.getByRole('dialog');
const shownImage = () => within(dialog()).getByRole('img');

async function openImage(name: string) {
  renderWithI18n(<GalleryGrid images={galleryImages} />);
  const opener = screen.getByRole('button', { name });
  await userEvent.click(opener);
  return opener;
}

describe('Lightbox (spec §2 Gallery: keyboard-navigable, image + description)', () => {
  it('opens on the chosen image with its description and "n of m"', async () => {
    await openImage('Hot towels ready');
    expect(dialog()).toHaveAccessibleName('Image 2 of 3');
    expect(shownImage()).toHaveAttribute('src', 'https://images.test/g2.jpg');
    expect(shownImage()).toHaveAccessibleName('Hot towels ready');
    expect(within(dialog()).getByText('Hot towels ready', { selector: 'figcaption' })).toBeInTheDocument();
  });

  it('→ shows the next image, ← the previous one, both wrap around', async () => {
    await openImage('The front chair by the window');
    await userEvent.keyboard('{ArrowRight}');
    expect(dialog()).toHaveAccessibleName('Image 2 of 3');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(dialog()).toHaveAccessibleName('Image 1 of 3');
    await userEvent.keyboard('{ArrowLeft}');
    expect(dialog()).toHaveAccessibleName('Image 3 of 3');
    // Image 3 has no description: a numbered alt text, no caption.
    expect(shownImage()).toHaveAccessibleName('Gallery image 3');
    expect(within(dialog()).queryByRole('figure')?.querySelector('figcaption')).toBeFalsy();
  });

  it('the Previous / Next buttons move too', async () => {
    await openImage('The front chair by the window');
    await userEvent.click(screen.getByRole('button', { name: /Next image/ }));
    expect(dialog()).toHaveAccessibleName('Image 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: /Previous image/ }));
    expect(dialog()).toHaveAccessibleName('Image 1 of 3');
  });

  it('Escape closes it and focus returns to the image that opened it', async () => {
    const opener = await openImage('Hot towels ready');
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('after moving, closing puts focus on the image last shown (Close button)', async () => {
    await openImage('The front chair by the window');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Hot towels ready' })).toHaveFocus();
  });
});
