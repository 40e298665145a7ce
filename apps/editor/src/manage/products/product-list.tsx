// The Products screen's list (/manage/products): the client's products in the store's order, searched and
// filtered on the server and loaded a page at a time ("Load more" follows the keyset cursor). Each row: the
// first picture, name, SKU, price, units in stock, badges (inactive, featured, sold out, low stock), Edit
// and View in store.
import { useTranslation } from 'react-i18next';
import { stockState, toMinorUnits } from '@vitrina/core-model';
import { useOwnerProductsInfiniteQuery, useStoreSettingsQuery } from '@vitrina/api-client/back-office';
import type { OwnerProductSummary } from '@vitrina/api-client/back-office';
import { Money } from '@vitrina/ui-kit';
import { ButtonLink } from '../button-link.js';
import { Badge, FilterBar, ListScreen, RecordRow, filterTexts, listTexts, rowsOf, useListFilter } from '../kit/index.js';
import { productChoices } from './product-filters.js';
import type { ProductFilterValues } from './product-filters.js';
import { NEW_PRODUCT_PATH, productPath } from './product-paths.js';

export interface ProductListProps {
  clientId: number;
}

function ProductRow({ product, currency }: { product: OwnerProductSummary; currency: string | undefined }) {
  const { t } = useTranslation(['manage']);
  const stock = stockState(product.sold_out, product.stock);
  return (
    <RecordRow
      className="vbp-row"
      lead={
        product.image ? (
          <img className="vbp-thumb" src={product.image} alt="" width={56} height={56} loading="lazy" />
        ) : (
          <span className="vbp-thumb vbp-thumb--none" aria-hidden="true" />
        )
      }
      title={product.name}
      badges={
        <>
          {!product.active ? <Badge tone="muted">{t('manage:products.badges.inactive')}</Badge> : null}
          {product.featured ? <Badge tone="primary">{t('manage:products.badges.featured')}</Badge> : null}
          {stock.soldOut ? <Badge tone="danger">{t('manage:products.badges.soldOut')}</Badge> : null}
          {product.low_stock ? <Badge tone="warning">{t('manage:products.badges.lowStock')}</Badge> : null}
        </>
      }
      facts={
        <>
          <Money cents={toMinorUnits(product.price)} currency={currency} className="vbp-row__price" />
          <span>
            {stock.heldBack > 0
              ? t('manage:products.heldBack', { count: stock.heldBack })
              : t('manage:products.inStock', { count: stock.forSale })}
          </span>
          {product.variant_count > 0 ? <span>{t('manage:products.options', { count: product.variant_count })}</span> : null}
          {product.sku ? <span>{t('manage:products.sku', { sku: product.sku })}</span> : null}
        </>
      }
      edit={{
        to: productPath(product.id),
        text: t('manage:products.edit'),
        label: t('manage:products.editProduct', { name: product.name }),
      }}
      actions={
        product.active ? (
          <a
            className="vbl-link"
            href={product.path}
            target="_blank"
            rel="noreferrer"
            aria-label={t('manage:products.viewProduct', { name: product.name })}
          >
            {t('manage:products.view')}
          </a>
        ) : null
      }
    />
  );
}

export function ProductList({ clientId }: ProductListProps) {
  const { t } = useTranslation(['manage']);
  const filter = useListFilter<ProductFilterValues>({ status: 'all', q: '' });
  const list = useOwnerProductsInfiniteQuery({ clientId, ...filter.value }, { refetchOnMountOrArgChange: true });
  const currency = useStoreSettingsQuery(clientId).data?.currency;
  return (
    <ListScreen
      section="products"
      titleId="vbp-title"
      className="vbl-blog vbp-products"
      actions={<ButtonLink to={NEW_PRODUCT_PATH}>{t('manage:products.newProduct')}</ButtonLink>}
      filters={<FilterBar value={filter.value} onChange={filter.onChange} texts={filterTexts(t, 'products')} choices={productChoices(t)} />}
      query={list}
      items={rowsOf(list.data, (page) => page.products)}
      filtered={filter.narrowed}
      texts={listTexts(t, 'products')}
      moreClassName="vbl-more"
      row={(product) => <ProductRow product={product} currency={currency} />}
    />
  );
}
