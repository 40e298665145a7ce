// /product/{slug} and /store/product/{slug} (spec §2 "Detail view of one product"; §3 product, variant;
// §5 money display; issue 13): gallery, variant picker, the chosen variant's price, stock ("Only 2 left" at
// or below the product's low-stock threshold, core-model isLowStock: issue 26) and sold-out state, a
// quantity never above what is left (less what the cart already holds), and Add to cart with a toast. An unknown slug was sent to /not-found by the loader.
import { useStoreProductQuery } from '@vitrina/api-client';
import { isLowStock, toMinorUnits } from '@vitrina/core-model';
import type { Product, Variant } from '@vitrina/core-model';
import { Button, Money, useToast } from '@vitrina/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { lineFromProduct, useCart } from '../../features/cart/index.js';
import { DetailArticle, DetailDescription, DetailTitle } from './detail-page.js';
import { LoadState } from './load-state.js';
import { ProductGallery } from './product-gallery.js';
import { QuantityStepper, clampTo } from './quantity-stepper.js';
import { VariantPicker } from './variant-picker.js';

/** The variants a visitor chooses among (a product without choices has none). */
const choicesOf = (product: Product) => product.variants.filter((v) => v.type !== 'default');

/** First choice in stock, else the first one: what the page opens with. */
function firstChoice(product: Product): Variant | null {
  const choices = choicesOf(product);
  return choices.find((v) => v.availableQuantity > 0) ?? choices[0] ?? null;
}

/** How many units of the product page's chosen line are left (the owner's sold-out flag says none). */
const stockOf = (product: Product, variant: Variant | null) =>
  product.soldOut ? 0 : variant ? variant.availableQuantity : product.availableQuantity;

function ProductView({ product }: { product: Product }) {
  const { t } = useTranslation(['commerce']);
  const { site, hrefFor } = useSiteContext();
  const cart = useCart();
  const toast = useToast();
  const [variantId, setVariantId] = useState<number | null>(() => firstChoice(product)?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const choices = choicesOf(product);
  const variant = choices.find((v) => v.id === variantId) ?? null;
  const currency = site.client.currency_code;
  const stock = stockOf(product, variant);
  const key = cart.keyOf({ productId: product.id, variantId: variant?.id ?? null });
  const inCart = cart.lines.find((line) => cart.keyOf(line) === key)?.quantity ?? 0;
  const left = Math.max(stock - inCart, 0);
  const soldOut = stock <= 0;
  const images = [...(variant?.variantImages ?? []), ...product.images].filter((src, i, all) => src.trim() && all.indexOf(src) === i);
  const wanted = clampTo(quantity, left);

  const choose = (next: Variant) => {
    setVariantId(next.id);
    setQuantity(1);
  };
  const add = () => {
    if (left <= 0) return;
    cart.add(lineFromProduct(product, variant, wanted));
    setQuantity(1);
    toast.success(
      <>
        {t('commerce:product.addedToCart')} <a href={hrefFor('/cart')}>{t('commerce:storefront.viewCart')}</a>
      </>,
    );
  };

  return (
    <DetailArticle
      className="site-product"
      titleId="product-title"
      back={{ to: hrefFor('/store'), label: t('commerce:product.backToStore'), className: 'site-product__back' }}
    >
      <div className="site-product__layout">
        <ProductGallery key={variant?.id ?? 'product'} images={images} name={product.name} />
        <div className="site-product__details">
          <DetailTitle titleId="product-title" title={product.name} priceLabel={t('commerce:product.price')}>
            <Money cents={toMinorUnits(variant?.price ?? product.price)} currency={currency} />
          </DetailTitle>
          <p className="site-product__stock" aria-live="polite">
            {soldOut ? (
              <span className="vs-badge site-product__sold-out">{t('commerce:product.soldOut')}</span>
            ) : isLowStock({ stock, threshold: product.lowStockThreshold }) ? (
              t('commerce:product.onlyLeft', { quantity: stock })
            ) : (
              t('commerce:product.inStock')
            )}
          </p>
          {choices.length > 0 && <VariantPicker variants={choices} chosenId={variantId} onChoose={choose} />}
          {!soldOut && (
            <div className="site-product__buy">
              <QuantityStepper
                id="product-quantity"
                value={wanted}
                max={left}
                label={t('commerce:storefront.quantity')}
                visibleLabel
                disabled={left <= 0}
                onChange={setQuantity}
              />
              <Button className="site-product__add" onClick={add} disabled={left <= 0}>
                {t('commerce:product.addToCart')}
              </Button>
            </div>
          )}
          {!soldOut && left <= 0 && <p className="site-product__note">{t('commerce:storefront.unitsInCart')}</p>}
          <DetailDescription text={product.description} />
        </div>
      </div>
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
