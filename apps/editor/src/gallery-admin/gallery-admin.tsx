// The gallery admin of /gallery/admin (spec §2 "Gallery editor; login required; no config panel"): the
// gallery's images in the owner's order, with add, update description, replace image, delete and
// reorder. Each change is an immediate server call that republishes the site; a toast tells how it went,
// and the home page below (its gallery section) takes the new gallery at once.
import './gallery-admin.css';
import { Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGalleryQuery } from '@vitrina/api-client';
import type { GalleryEntry } from '@vitrina/api-client';
import { Button, Spinner, useToast } from '@vitrina/ui-kit';
import { galleryReplaced } from '../store/editor-slice.js';
import { useEditorDispatch, useEditorSelector } from '../store/hooks.js';
import { DeleteImageDialog } from './delete-image-dialog.js';
import { movedIds, useDeleteGalleryImageMutation, useReorderGalleryMutation } from './gallery-admin-api.js';
import { GalleryAdminItem } from './gallery-admin-item.js';
import { ownerErrorMessage } from './owner-error-message.js';

// Loaded when first opened, as the popup registry loads it (formik and the upload stay out of the page).
const GalleryImagePopup = lazy(() =>
  import('../popups/gallery-image-popup/gallery-image-popup.js').then((m) => ({ default: m.GalleryImagePopup })),
);

type Editing = { image: GalleryEntry | null } | null;
type ApiError = Parameters<typeof ownerErrorMessage>[1];

export function GalleryAdmin() {
  const { t } = useTranslation(['editor', 'status', 'errors']);
  const toast = useToast();
  const titleId = useId();
  const { clientId, readOnly, editMode } = useEditorSelector((state) => state.editor);
  const gallery = useGalleryQuery(clientId ?? 0, { skip: clientId === null });
  const [reorder, reordering] = useReorderGalleryMutation();
  const [remove, removing] = useDeleteGalleryImageMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<{ image: GalleryEntry; position: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const refocus = useRef<{ id: number; direction: 'up' | 'down' } | null>(null);

  const images = useMemo(() => gallery.data ?? [], [gallery.data]);
  const disabled = readOnly || !editMode || clientId === null;
  const dispatch = useEditorDispatch();

  // Every gallery change is published at once: the page below shows the gallery as the server has it.
  useEffect(() => {
    if (gallery.data) dispatch(galleryReplaced(gallery.data.map(({ id, image, description }) => ({ id, image, description }))));
  }, [gallery.data, dispatch]);

  /** Focus the moved image's button of the same direction, or the other one once it reached the end. */
  const focusMoveButton = useCallback((id: number, direction: 'up' | 'down') => {
    const same = moveButtons.current.get(`${id}-${direction}`);
    const other = moveButtons.current.get(`${id}-${direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
  }, []);

  // A moved item's buttons are re-inserted in the DOM, which drops focus: give it back after the move.
  useEffect(() => {
    const target = refocus.current;
    refocus.current = null;
    if (target) focusMoveButton(target.id, target.direction);
  }, [images, focusMoveButton]);

  async function move(index: number, direction: 'up' | 'down') {
    const ids = images.map((image) => image.id).filter((id): id is number => id !== null);
    const next = movedIds(ids, index, direction);
    const id = ids[index];
    // One move at a time; the buttons stay enabled (a disabled button would drop the keyboard focus).
    if (!next || clientId === null || id === undefined || reordering.isLoading) return;
    refocus.current = { id, direction };
    try {
      await reorder({ clientId, ids: next }).unwrap();
      setAnnouncement(t('editor:galleryAdmin.moved', { position: next.indexOf(id) + 1 }));
      toast.success(t('editor:galleryAdmin.reordered'));
    } catch (error) {
      // The list was put back: after that render, focus the image where it is again.
      setTimeout(() => focusMoveButton(id, direction), 0);
      toast.error(ownerErrorMessage(t, error as ApiError, 'editor:galleryAdmin.failed'));
    }
  }

  async function confirmDelete() {
    if (!deleting || deleting.image.id === null || clientId === null) return;
    try {
      await remove({ clientId, imageId: deleting.image.id }).unwrap();
      toast.success(t('editor:galleryAdmin.deleted'));
      setDeleting(null);
    } catch (error) {
      toast.error(ownerErrorMessage(t, error as ApiError, 'editor:galleryAdmin.failed'));
    }
  }

  let content;
  if (gallery.isLoading) content = <Spinner label={t('editor:galleryAdmin.loading')} />;
  else if (gallery.isError) content = <p role="alert">{ownerErrorMessage(t, gallery.error, 'editor:galleryAdmin.loadFailed')}</p>;
  else if (images.length === 0) content = <p>{t('editor:popups.gallery.empty')}</p>;
  else
    content = (
      <ol className="ve-gallery-admin__list" aria-label={t('editor:galleryAdmin.list')} aria-busy={reordering.isLoading || undefined}>
        {images.map((image, index) => (
          <GalleryAdminItem
            key={image.id ?? image.image}
            image={image}
            position={index + 1}
            count={images.length}
            disabled={disabled}
            onEdit={() => setEditing({ image })}
            onDelete={() => setDeleting({ image, position: index + 1 })}
            onMove={(direction) => void move(index, direction)}
            moveButtonRef={(direction, element) => {
              const key = `${image.id}-${direction}`;
              if (element) moveButtons.current.set(key, element);
              else moveButtons.current.delete(key);
            }}
          />
        ))}
      </ol>
    );

  return (
    <section className="ve-gallery-admin" aria-labelledby={titleId}>
      <div className="ve-gallery-admin__header">
        <h2 id={titleId}>{t('editor:galleryAdmin.title')}</h2>
        <p>{t('editor:galleryAdmin.intro')}</p>
        <Button variant="primary" disabled={disabled} onClick={() => setEditing({ image: null })}>
          {t('editor:galleryAdmin.add')}
        </Button>
      </div>
      {content}
      <p className="vk-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      {editing ? (
        <Suspense fallback={<Spinner />}>
          <GalleryImagePopup sectionIndex={null} image={editing.image} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
      {deleting ? (
        <DeleteImageDialog
          position={deleting.position}
          busy={removing.isLoading}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
