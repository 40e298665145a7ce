// The product page's part a visitor acts on (spec §2 "Detail view of one product"; §3 product, variant; §5
// money display; issue 13): gallery, variant picker, the chosen variant's price, stock ("Only 2 left" at or
// below the product's low-stock threshold, core-model isLowStock: issue 26) and sold-out state, a quantity
// never above what is left (less what the cart already holds), and Add to cart with a toast. Its own module,
// free of the router and the query store: the product island (src/islands/product-island.tsx) loads it alone.
import { isLowStock, toMinorUnits } from '@vitrina/core-model';
import type { Product, Variant } from '@vitrina/core-model';
import { Button, Money, useToast } from '@vitrina/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lineFromProduct, useCart } from '../../features/cart/index.js';
import { DetailDescription, DetailTitle } from './detail-page.js';
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

export interface ProductBuyProps {
  product: Product;
  /** The site's ISO currency code. */
  currency: string;
  /** The cart page's href, linked from the "Added to cart" toast. */
  cartHref: string;
}

/**
 * The product's gallery, price, stock, choices, quantity and Add to cart: the part of the page a visitor
 * acts on. On a page served as islands it is the product island (src/islands/product-island.tsx), hydrated
 * over the server's markup on first use; so it reads nothing from the router or the site context.
 */
export function ProductBuy({ product, currency, cartHref }: ProductBuyProps) {
  const { t } = useTranslation(['commerce']);
  const cart = useCart();
  const toast = useToast();
  const [variantId, setVariantId] = useState<number | null>(() => firstChoice(product)?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const choices = choicesOf(product);
  const variant = choices.find((v) => v.id === variantId) ?? null;
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
        {t('commerce:product.addedToCart')} <a href={cartHref}>{t('commerce:storefront.viewCart')}</a>
      </>,
    );
  };

  return (
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
  );
}
