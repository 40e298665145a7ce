// A keyboard-navigable image viewer for the gallery (spec §3 gallery image: image and description):
// ← / → move, Escape and Close close (ui-kit Modal), focus goes back to the page afterwards.
import type { GalleryImage } from '@vitrina/core-model';
import { Button, Modal } from '@vitrina/ui-kit';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface LightboxProps {
  images: readonly GalleryImage[];
  /** Index of the image shown; null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  const { t } = useTranslation(['sections']);
  const total = images.length;
  const open = index !== null && total > 0;
  const current = open ? Math.min(Math.max(index, 0), total - 1) : 0;
  const move = (step: number) => onIndexChange((current + step + total) % total);
  const moveRef = useRef(move);
  useEffect(() => {
    moveRef.current = move;
  });

  // Arrow keys anywhere while the viewer is open; Escape is the Modal's own.
  useEffect(() => {
    if (!open || total < 2) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') moveRef.current(1);
      else if (event.key === 'ArrowLeft') moveRef.current(-1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, total]);

  const image = images[current];
  if (!open || !image) return null;
  const description = image.description.trim();

  return (
    <Modal
      open
      onClose={onClose}
      size="large"
      title={t('sections:gallery.lightboxTitle', { index: current + 1, total })}
      actions={
        total > 1 && (
          <>
            <Button variant="secondary" onClick={() => move(-1)}>
              <span aria-hidden="true">← </span>
              {t('sections:gallery.previous')}
            </Button>
            <Button variant="secondary" onClick={() => move(1)}>
              {t('sections:gallery.next')}
              <span aria-hidden="true"> →</span>
            </Button>
          </>
        )
      }
    >
      <figure className="vs-lightbox">
        <img className="vs-lightbox__image" src={image.image} alt={description || t('sections:gallery.imageAlt', { index: current + 1 })} />
        {description && <figcaption className="vs-lightbox__caption">{description}</figcaption>}
      </figure>
    </Modal>
  );
}
