// "Gallery image upload or update" (spec §2 editor popups): upload a gallery image and describe it, or
// change the description / replace the image of one already in the gallery. It writes to the server at
// once (the gallery is not part of the draft) and the site is republished by the API.
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import type { GalleryEntry } from '@vitrina/api-client';
import { Button, Modal, TextField, useToast } from '@vitrina/ui-kit';
import { useAddGalleryImageMutation, useUpdateGalleryImageMutation } from '../../gallery-admin/gallery-admin-api.js';
import type { UpdateGalleryImageArgs } from '../../gallery-admin/gallery-admin-api.js';
import { ownerErrorMessage } from '../../gallery-admin/owner-error-message.js';
import { useEditorSelector } from '../../store/hooks.js';
import { ImageUpload } from '../../uploads/index.js';
import type { PopupProps } from '../popup-contract.js';
import { galleryImageSchema } from './gallery-image-schema.js';
import type { GalleryImageValues } from './gallery-image-schema.js';

export interface GalleryImagePopupProps extends PopupProps {
  /** The image to update; none (as the registry opens it) adds a new one. */
  image?: GalleryEntry | null;
  /** After the server took the change. */
  onSaved?: () => void;
}

function changesOf(image: GalleryEntry, values: GalleryImageValues): Omit<UpdateGalleryImageArgs, 'clientId' | 'imageId'> {
  const changes: Omit<UpdateGalleryImageArgs, 'clientId' | 'imageId'> = {};
  if (values.image_url !== image.image) Object.assign(changes, { image_url: values.image_url, thumb_url: values.thumb_url });
  if (values.description !== image.description) changes.description = values.description;
  return changes;
}

export function GalleryImagePopup({ onClose, image = null, onSaved }: GalleryImagePopupProps) {
  const { t } = useTranslation(['editor', 'status', 'errors']);
  const toast = useToast();
  const { clientId, readOnly } = useEditorSelector((state) => state.editor);
  const [add] = useAddGalleryImageMutation();
  const [update] = useUpdateGalleryImageMutation();
  const initial: GalleryImageValues = {
    image_url: image?.image ?? '',
    thumb_url: image?.thumb_url ?? null,
    description: image?.description ?? '',
  };

  async function submit(raw: GalleryImageValues, helpers: FormikHelpers<GalleryImageValues>) {
    if (clientId === null || readOnly) return;
    const values = galleryImageSchema.cast(raw);
    helpers.setValues(values, false);
    try {
      if (!image || image.id === null) {
        await add({ clientId, ...values }).unwrap();
        toast.success(t('editor:galleryAdmin.added'));
      } else {
        const changes = changesOf(image, values);
        if (Object.keys(changes).length > 0) {
          await update({ clientId, imageId: image.id, ...changes }).unwrap();
          toast.success(t('editor:galleryAdmin.updated'));
        }
      }
      onSaved?.();
      onClose();
    } catch (error) {
      toast.error(ownerErrorMessage(t, error as Parameters<typeof ownerErrorMessage>[1], 'editor:galleryAdmin.failed'));
    }
  }

  return (
    <Formik initialValues={initial} validationSchema={galleryImageSchema} onSubmit={submit}>
      {({ values, errors, submitCount, setFieldValue, isSubmitting, submitForm }) => (
        <Modal
          open
          onClose={onClose}
          title={t(image ? 'editor:popups.galleryImage.updateTitle' : 'editor:popups.galleryImage.uploadTitle')}
          actions={
            <Button
              variant="primary"
              type="button"
              disabled={readOnly || clientId === null}
              loading={isSubmitting}
              onClick={() => void submitForm()}
            >
              {isSubmitting
                ? t('editor:popups.galleryImage.saving')
                : t(image ? 'editor:popups.galleryImage.save' : 'editor:popups.galleryImage.add')}
            </Button>
          }
        >
          <Form noValidate className="ve-gallery-image-form">
            {clientId === null ? null : (
              <ImageUpload
                kind="gallery"
                clientId={clientId}
                label={t('editor:popups.galleryImage.image')}
                value={values.thumb_url ?? (values.image_url || null)}
                disabled={readOnly}
                onUploaded={({ url, thumbUrl }) => {
                  void setFieldValue('thumb_url', thumbUrl, false);
                  void setFieldValue('image_url', url, true);
                }}
              />
            )}
            {submitCount > 0 && errors.image_url ? (
              <p className="ve-field-error" role="alert">
                {t(errors.image_url as 'editor:popups.galleryImage.imageRequired')}
              </p>
            ) : null}
            <TextField name="description" label={t('editor:popups.galleryImage.description')} multiline rows={3} readOnly={readOnly} />
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
