// The product's pictures: each uploaded with the editor's ImageUpload (asset_image, with progress) and added
// at the end; reordered with Move up / Move down (spec §9 directions; plain buttons, so the keyboard moves
// them too, and focus follows the picture); removed one by one. The first is the one the store shows.
// The Services form uses it too (a service's pictures, issue 15).
import { useField } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_IMAGES_MAX } from '@vitrina/validation';
import { Button } from '@vitrina/ui-kit';
import { ImageUpload } from '../../uploads/index.js';
import { moved } from './product-form-values.js';

export function ProductImagesField({ clientId, max = PRODUCT_IMAGES_MAX }: { clientId: number; max?: number }) {
  const { t } = useTranslation(['manage', 'validation']);
  const [field, meta, helpers] = useField<string[]>('images');
  const images = field.value;
  // A new upload control after each upload, so it starts empty for the next picture.
  const [generation, setGeneration] = useState(0);
  const list = useRef<HTMLOListElement>(null);
  const error = typeof meta.error === 'string' ? meta.error : '';

  function move(from: number, to: number) {
    void helpers.setValue(moved(images, from, to));
    // Focus stays on the same button of the picture that moved (or its other button at an end).
    requestAnimationFrame(() => {
      const item = list.current?.children[to];
      const direction = to < from ? 'up' : 'down';
      const button =
        item?.querySelector<HTMLButtonElement>(`[data-move="${direction}"]:not(:disabled)`) ??
        item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
      button?.focus();
    });
  }

  return (
    <fieldset className="vbl-form__group vbp-images">
      <legend>{t('manage:products.form.images')}</legend>
      <p className="vbp-hint">{t('manage:products.form.imagesHint')}</p>
      {images.length === 0 ? <p className="vb-state">{t('manage:products.form.noImages')}</p> : null}
      <ol className="vbp-images__list" ref={list}>
        {images.map((url, i) => (
          <li key={`${url}-${i}`} className="vbp-images__item">
            <img src={url} alt={t('manage:products.form.image', { n: i + 1, count: images.length })} width={96} height={96} />
            <span className="vbp-images__buttons">
              <Button
                variant="secondary"
                data-move="up"
                disabled={i === 0}
                aria-label={t('manage:products.form.moveUpImage', { n: i + 1 })}
                onClick={() => move(i, i - 1)}
              >
                {t('manage:products.form.moveUp')}
              </Button>
              <Button
                variant="secondary"
                data-move="down"
                disabled={i === images.length - 1}
                aria-label={t('manage:products.form.moveDownImage', { n: i + 1 })}
                onClick={() => move(i, i + 1)}
              >
                {t('manage:products.form.moveDown')}
              </Button>
              <Button
                variant="secondary"
                aria-label={t('manage:products.form.removeImage', { n: i + 1 })}
                onClick={() => void helpers.setValue(images.filter((_, j) => j !== i))}
              >
                ×
              </Button>
            </span>
          </li>
        ))}
      </ol>
      {images.length < max ? (
        <ImageUpload
          key={generation}
          kind="asset_image"
          clientId={clientId}
          label={t('manage:products.form.addImage')}
          onUploaded={({ url }) => {
            void helpers.setValue([...images, url]);
            setGeneration((n) => n + 1);
          }}
        />
      ) : null}
      {error ? <p className="vk-field__error">{t(error, { defaultValue: error })}</p> : null}
    </fieldset>
  );
}
