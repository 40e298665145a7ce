// A post's cover image: the editor's ImageUpload (asset_image, with progress) fills `cover_image_url` with
// the URL the API answers; "Remove cover image" empties it.
import { useField } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@vitrina/ui-kit';
import { ImageUpload } from '../../uploads/index.js';

export function CoverImageField({ clientId }: { clientId: number }) {
  const { t } = useTranslation(['manage']);
  const [field, meta, helpers] = useField<string | null>('cover_image_url');
  // Bumped on remove, so the upload control drops the thumbnail of the image it last sent.
  const [generation, setGeneration] = useState(0);
  const error = meta.touched && typeof meta.error === 'string' ? t(meta.error, { defaultValue: meta.error }) : '';
  return (
    <div className="vbl-cover">
      <ImageUpload
        key={generation}
        kind="asset_image"
        clientId={clientId}
        label={t('manage:blog.form.cover')}
        value={field.value}
        onUploaded={({ url }) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(url);
        }}
      />
      {field.value ? (
        <Button
          variant="secondary"
          onClick={() => {
            setGeneration((n) => n + 1);
            void helpers.setValue(null);
          }}
        >
          {t('manage:blog.form.removeCover')}
        </Button>
      ) : null}
      {error ? <p className="vk-field__error">{error}</p> : null}
    </div>
  );
}
