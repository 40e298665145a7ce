// One image of the gallery admin: its thumbnail and description, and the owner's actions on it. The move
// buttons are plain buttons (keyboard: Tab to them, Enter or Space), named with the image's position.
import { useTranslation } from 'react-i18next';
import type { GalleryEntry } from '@vitrina/api-client';
import { Button } from '@vitrina/ui-kit';

export interface GalleryAdminItemProps {
  image: GalleryEntry;
  /** 1-based. */
  position: number;
  count: number;
  disabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMove: (direction: 'up' | 'down') => void;
  /** Lets the list put focus back on a move button after the item moved. */
  moveButtonRef: (direction: 'up' | 'down', element: HTMLButtonElement | null) => void;
}

export function GalleryAdminItem({ image, position, count, disabled, onEdit, onDelete, onMove, moveButtonRef }: GalleryAdminItemProps) {
  const { t } = useTranslation(['editor']);
  const alt = image.description || t('editor:galleryAdmin.imageAlt', { position });
  return (
    <li className="ve-gallery-admin__item">
      <img className="ve-gallery-admin__thumb" src={image.thumb_url ?? image.image} alt={alt} loading="lazy" />
      <div className="ve-gallery-admin__text">
        <p className="ve-gallery-admin__position">{t('editor:galleryAdmin.position', { position, count })}</p>
        <p className="ve-gallery-admin__description">{image.description || t('editor:galleryAdmin.noDescription')}</p>
      </div>
      <div className="ve-gallery-admin__actions">
        <Button
          variant="secondary"
          ref={(el) => moveButtonRef('up', el)}
          aria-label={t('editor:galleryAdmin.moveUp', { position })}
          disabled={disabled || position === 1}
          onClick={() => onMove('up')}
        >
          <span aria-hidden="true">↑</span>
        </Button>
        <Button
          variant="secondary"
          ref={(el) => moveButtonRef('down', el)}
          aria-label={t('editor:galleryAdmin.moveDown', { position })}
          disabled={disabled || position === count}
          onClick={() => onMove('down')}
        >
          <span aria-hidden="true">↓</span>
        </Button>
        <Button variant="secondary" disabled={disabled} onClick={onEdit}>
          {t('editor:galleryAdmin.edit', { position })}
        </Button>
        <Button variant="danger" disabled={disabled} onClick={onDelete}>
          {t('editor:galleryAdmin.remove', { position })}
        </Button>
      </div>
    </li>
  );
}
