// Product cards of the store sections: image, name linking to the product page, price, sold-out mark.
import { toMinorUnits } from '@vitrina/core-model';
import type { Product } from '@vitrina/core-model';
import { Money } from '@vitrina/ui-kit';
import { useTranslation } from 'react-i18next';
import type { HrefFor } from '../section-props.js';

export interface ProductCardsProps {
  products: readonly Product[];
  hrefFor: HrefFor;
  /** The business's ISO 4217 code (client.currency_code). */
  currency: string;
  /** Accessible name of the list. */
  label: string;
}

export const productPath = (product: Pick<Product, 'slug'>) => `/product/${encodeURIComponent(product.slug)}`;

export function ProductCards({ products, hrefFor, currency, label }: ProductCardsProps) {
  const { t } = useTranslation(['sections', 'commerce']);
  if (products.length === 0) return null;
  return (
    <ul className="vs-products" aria-label={label}>
      {products.map((product) => {
        const image = product.images.find((src) => src.trim());
        return (
          <li key={product.id}>
            <article className="vs-card vs-product-card">
              {image && <img className="vs-card__image" src={image} alt="" width={400} height={400} loading="lazy" decoding="async" />}
              <div className="vs-card__body">
                <h3 className="vs-card__title">
                  {/* The whole card is clickable through this link (CSS stretches it). */}
                  <a className="vs-card__link" href={hrefFor(productPath(product))}>
                    {product.name}
                  </a>
                </h3>
                <p className="vs-product-card__meta">
                  <Money cents={toMinorUnits(product.price)} currency={currency} />
                  {product.soldOut && <span className="vs-badge">{t('commerce:product.soldOut')}</span>}
                </p>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
