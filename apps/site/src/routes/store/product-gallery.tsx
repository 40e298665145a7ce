// The product page's images (issue 13): the large image and, with more than one, a row of thumbnails as
// buttons ("Show image 2 of 4"); the chosen variant's own images come first.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation(['commerce']);
  const [chosen, setChosen] = useState(0);
  const shown = Math.min(chosen, Math.max(images.length - 1, 0));
  const current = images[shown];
  if (!current) return <div className="site-product__image site-product__image--none" aria-hidden="true" />;
  return (
    <div className="site-product__gallery">
      <img className="site-product__image" src={current} alt={name} width={800} height={800} />
      {images.length > 1 && (
        <ul className="site-product__thumbs" aria-label={t('commerce:storefront.productImages')}>
          {images.map((src, index) => (
            <li key={`${src}-${index}`}>
              <button
                type="button"
                className="site-product__thumb"
                aria-pressed={index === shown}
                aria-label={t('commerce:storefront.showImage', { number: index + 1, total: images.length })}
                onClick={() => setChosen(index)}
              >
                <img src={src} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
