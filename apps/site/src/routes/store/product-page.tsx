// /product/{slug} and /store/product/{slug} (spec §2 "Detail view of one product"; issue 13): the product's
// article with the link back to the store around ProductBuy (product-buy.tsx). An unknown slug was sent to
// /not-found by the loader.
import { useStoreProductQuery } from '@vitrina/api-client';
import type { Product } from '@vitrina/core-model';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { Island } from '../../islands/island.js';
import { usePageHandle } from '../layout/use-page-handle.js';
import { DetailArticle } from './detail-page.js';
import { LoadState } from './load-state.js';
import { ProductBuy } from './product-buy.js';
import type { ProductBuyProps } from './product-buy.js';

function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation(['commerce']);
  const { site, hrefFor } = useSiteContext();
  const handle = usePageHandle();
  const buy: ProductBuyProps = { product, currency: site.client.currency_code, cartHref: hrefFor('/cart') };
  return (
    <DetailArticle
      className="site-product"
      titleId="product-title"
      back={{ to: hrefFor('/store'), label: t('commerce:product.backToStore'), className: 'site-product__back' }}
    >
      {/* Served as islands, the part a visitor acts on wakes on its own (src/islands/product-island.tsx). */}
      {handle?.islands ? (
        <Island name="product" props={buy}>
          <ProductBuy {...buy} />
        </Island>
      ) : (
        <ProductBuy {...buy} />
      )}
    </DetailArticle>
  );
}

export function ProductPage() {
  const { site } = useSiteContext();
  const slug = useParams().slug ?? '';
  const { t } = useTranslation(['commerce']);
  const { data: product, isError, isFetching, refetch } = useStoreProductQuery({ clientId: site.client.id, slug });
  if (!product) {
    const page = { titleId: 'product-title', title: t('commerce:store.title') };
    return <LoadState failed={isError && !isFetching} onRetry={() => void refetch()} page={page} />;
  }
  // A new product (client-side navigation) starts with its own choice and quantity.
  return <ProductView key={product.id} product={product} />;
}
