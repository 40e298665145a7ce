// A post's cover image: the editor's ImageUpload (asset_image, with progress) fills `cover_image_url` with
// the URL the API answers; "Remove cover image" empties it.
import { useTranslation } from 'react-i18next';
import { ImageField } from '../../uploads/index.js';

export function CoverImageField({ clientId }: { clientId: number }) {
  const { t } = useTranslation(['manage']);
  return (
    <ImageField
      name="cover_image_url"
      kind="asset_image"
      clientId={clientId}
      label={t('manage:blog.form.cover')}
      removeLabel={t('manage:blog.form.removeCover')}
      className="vbl-cover"
      errorText={(error) => t(error, { defaultValue: error })}
    />
  );
}
