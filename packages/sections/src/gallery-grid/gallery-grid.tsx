// The /gallery page's grid (spec §2 Gallery): every image with its description; a click or Enter opens
// the lightbox, and closing it puts focus on the image last shown.
import type { GalleryImage } from '@vitrina/core-model';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Lightbox } from '../lightbox/index.js';

interface GalleryGridProps {
  images: readonly GalleryImage[];
}

export const usableImages = (images: readonly GalleryImage[]) => images.filter((image) => image.image.trim());

export function GalleryGrid({ images }: GalleryGridProps) {
  const { t } = useTranslation(['sections']);
  const shown = usableImages(images);
  const [index, setIndex] = useState<number | null>(null);
  const lastShown = useRef<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // Runs after the Modal has given focus back to its opener, so the image last viewed wins.
  useEffect(() => {
    if (index !== null || lastShown.current === null) return;
    buttons.current[lastShown.current]?.focus();
    lastShown.current = null;
  }, [index]);

  if (shown.length === 0) return <p className="vs-gallery__empty">{t('sections:gallery.empty')}</p>;

  return (
    <>
      <ul className="vs-gallery__grid">
        {shown.map((image, i) => {
          const description = image.description.trim();
          return (
            <li key={image.id ?? `i${i}`}>
              <button
                ref={(element) => {
                  buttons.current[i] = element;
                }}
                type="button"
                className="vs-gallery__item"
                aria-haspopup="dialog"
                aria-label={description ? undefined : t('sections:gallery.open', { index: i + 1 })}
                onClick={() => setIndex(i)}
              >
                <img className="vs-gallery__image" src={image.image} alt="" width={400} height={300} loading="lazy" decoding="async" />
                {description && <span className="vs-gallery__caption">{description}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <Lightbox
        images={shown}
        index={index}
        onIndexChange={setIndex}
        onClose={() => {
          lastShown.current = index;
          setIndex(null);
        }}
      />
    </>
  );
}
