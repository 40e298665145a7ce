// The home page's gallery teaser (spec §3 section "gallery"): the first images, their descriptions as
// alt text, and a link to the gallery page (main_site_variables.gallery_url, /gallery when unset).
import { resolveNavTarget, sectionAnchorId } from '@vitrina/core-model';
import { VisuallyHidden } from '@vitrina/ui-kit';
import { useTranslation } from 'react-i18next';
import { usableImages } from '../gallery-grid/gallery-grid.js';
import { SectionHeading } from '../paragraphs/section-heading.js';
import { innerColors, sectionColors } from '../section-background/section-background.js';
import type { SectionProps } from '../section-props.js';

export const GALLERY_TEASER_SIZE = 6;

export function GallerySection({ section, site, mode, hrefFor }: SectionProps) {
  const { t } = useTranslation(['sections', 'common']);
  const images = usableImages(site.gallery).slice(0, GALLERY_TEASER_SIZE);
  if (images.length === 0 && mode === 'view') return null;
  const id = sectionAnchorId('gallery');
  const title = section.title.trim() || t('sections:defaults.gallery.title');
  const target = resolveNavTarget('gallery', site.main_site_variables);
  const link = target.kind === 'link' ? target.link : null;

  return (
    <section id={id} className="vs-section vs-gallery" style={sectionColors(section)} aria-labelledby={`${id}-title`}>
      <div className="vs-section__inner" style={innerColors(section)}>
        <SectionHeading id={id} title={title} lead={section.title_subtext} />
        {images.length === 0 ? (
          <p className="vs-gallery__empty">{t('sections:gallery.empty')}</p>
        ) : (
          <ul className="vs-gallery__grid">
            {images.map((image, i) => (
              <li key={image.id ?? `i${i}`}>
                <img
                  className="vs-gallery__image"
                  src={image.image}
                  alt={image.description.trim() || t('sections:gallery.imageAlt', { index: i + 1 })}
                  width={400}
                  height={300}
                  loading="lazy"
                  decoding="async"
                />
              </li>
            ))}
          </ul>
        )}
        {link && (
          <p className="vs-section__action">
            {link.newTab ? (
              <a className="vs-button" href={link.href} target="_blank" rel="noopener noreferrer">
                {t('sections:gallery.viewAll')} <VisuallyHidden>{t('common:opensInNewTab')}</VisuallyHidden>
              </a>
            ) : (
              <a className="vs-button" href={link.kind === 'internal' ? hrefFor(link.href) : link.href}>
                {t('sections:gallery.viewAll')}
              </a>
            )}
          </p>
        )}
      </div>
    </section>
  );
}
