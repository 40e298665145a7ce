import { defaultMainSiteVariables } from '@vitrina/core-model';
import type { GalleryImage } from '@vitrina/core-model';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GALLERY_TEASER_SIZE, GallerySection } from './gallery-section.js';
import { galleryImages, gallerySection, siteFixture } from '../testing/fixtures.js';
import { renderWithI18n } from '../testing/render.js';

const many: GalleryImage[] = Array.from({ length: 9 }, (_, i) => ({
  id: i,
  image: `https://images.test/${i}.jpg`,
  description: `Photo ${i + 1}`,
}));

function renderTeaser(gallery: GalleryImage[], galleryUrl: string | null = null, mode: 'view' | 'edit' = 'view') {
  const site = siteFixture({ gallery, main_site_variables: defaultMainSiteVariables({ gallery_url: galleryUrl }) });
  return renderWithI18n(
    <GallerySection section={gallerySection} site={site} mode={mode} hrefFor={(p) => `${p}?client_id=7&template_id=4`} />,
  );
}

describe('GallerySection, the home teaser (spec §3 gallery, §2 gallery_url)', () => {
  it(`shows the first ${GALLERY_TEASER_SIZE} images with their descriptions as alt text`, () => {
    renderTeaser(many);
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'Photo 1',
      'Photo 2',
      'Photo 3',
      'Photo 4',
      'Photo 5',
      'Photo 6',
    ]);
  });

  it('an image without a description gets a numbered alt text', () => {
    renderTeaser(galleryImages);
    expect(screen.getByRole('img', { name: 'Gallery image 3' })).toBeInTheDocument();
  });

  it.each([
    ['§2 no gallery_url: Vitrina’s /gallery, preview query kept', null, '/gallery?client_id=7&template_id=4'],
    ['§2 gallery_url internal', '/gallery', '/gallery?client_id=7&template_id=4'],
    ['§2 gallery_url external', 'photos.test/sharpcuts', 'https://photos.test/sharpcuts'],
  ])('%s', (_name, url, href) => {
    renderTeaser(galleryImages, url);
    expect(screen.getByRole('link', { name: /^View the gallery/ })).toHaveAttribute('href', href);
  });

  it('no images: nothing on the site, an empty-gallery note in the editor', () => {
    const { container, unmount } = renderTeaser([]);
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderTeaser([], null, 'edit');
    expect(screen.getByText('There are no images in the gallery yet.')).toBeInTheDocument();
  });
});
