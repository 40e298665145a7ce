// /cart (spec §2 cart; §3 cart in local storage `cart`; §5 "Out-of-stock items must be removed before
// checkout"; issue 13): the lines with quantity and remove, the API's live prices, stock and totals (cart
// check), out-of-stock lines marked and blocking Checkout until removed, then /shipping-information.
// The plan gate (spec §4: a paid plan) is the root loader's, like every gated route.
import { useCartCheckQuery } from '@vitrina/api-client';
import { ORDER_RULE_MESSAGES, checkProductOrder } from '@vitrina/commerce';
import { productPath } from '@vitrina/sections';
import { Button, Spinner } from '@vitrina/ui-kit';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { useCart } from '../../features/cart/index.js';
import { useCartDiscount } from '../../features/cart/cart-discount.js';
import { DiscountCodeField } from './discount-code-field.js';
import { CartLineRow } from './cart-line-row.js';
import { CartSummary } from './cart-totals.js';
import { PageFrame } from '../page-frame.js';

export function CartPage() {
  const { t } = useTranslation(['commerce', 'errors', 'discounts']);
  const { site, hrefFor } = useSiteContext();
  const cart = useCart();
  const { keyOf, syncStock } = cart;
  const currency = site.client.currency_code;
  const lines = useMemo(
    () => cart.lines.map((line) => ({ product_id: line.productId, variant_id: line.variantId, quantity: line.quantity })),
    [cart.lines],
  );
  const check = useCartCheckQuery({ clientId: site.client.id, lines }, { skip: !cart.ready || lines.length === 0 });
  const checked = check.data;
  // Issue 30: the code's totals (the server's, with the discount) replace the plain check's while it applies.
  const discount = useCartDiscount(site.client.id, { kind: 'products', lines, ready: cart.ready });
  const summaryCheck = discount.applied ? { ...check, data: { totals: discount.applied.totals } } : check;

  // The cart follows the server's stock: quantities above it come down, a line with none left is marked.
  useEffect(() => {
    if (checked) syncStock(Object.fromEntries(checked.lines.map((line) => [line.key, line.available])));
  }, [checked, syncStock]);

  const byKey = new Map((checked?.lines ?? []).map((line) => [line.key, line]));
  const violations = checkProductOrder(cart.lines);
  const outOfStock = violations.find((v) => v.code === 'out-of-stock');
  const blocked = new Set(outOfStock?.lineKeys ?? []);

  return (
    <PageFrame name="cart" title={t('commerce:cart.title')} className="site-cart">
      {!cart.ready ? (
        <Spinner />
      ) : cart.lines.length === 0 ? (
        <div className="site-cart__empty">
          <p>{t('commerce:cart.empty')}</p>
          <p>
            <Link className="vk-button vk-button--primary" to={hrefFor('/store')}>
              {t('commerce:cart.continueShopping')}
            </Link>
          </p>
        </div>
      ) : (
        <div className="site-cart__layout">
          <ul className="site-cart__lines" aria-label={t('commerce:cart.title')}>
            {cart.lines.map((line) => {
              const key = keyOf(line);
              const live = byKey.get(key);
              const problem = live?.problem === 'unavailable' ? 'unavailable' : blocked.has(key) ? 'out-of-stock' : null;
              return (
                <CartLineRow
                  key={key}
                  line={line}
                  details={line.variantLabels}
                  maxQuantity={line.availableQuantity}
                  lineKey={key}
                  unitPrice={live?.unit_price ?? line.unitPrice}
                  problem={problem}
                  currency={currency}
                  href={hrefFor(productPath(line))}
                  onQuantity={(quantity) => cart.setQuantity(key, quantity)}
                  onRemove={() => cart.remove(key)}
                />
              );
            })}
          </ul>
          <CartSummary
            check={summaryCheck}
            currency={currency}
            continueHref={hrefFor('/store')}
            discountLabel={discount.applied ? t('discounts:cart.line', { code: discount.applied.code }) : undefined}
          >
            <DiscountCodeField discount={discount} currency={currency} />
            {outOfStock ? (
              <>
                <p id="cart-blocked" className="site-cart__blocked" role="alert">
                  {t(ORDER_RULE_MESSAGES['out-of-stock'] as 'errors:orders.outOfStock')}
                </p>
                <Button className="site-cart__checkout" disabled aria-describedby="cart-blocked">
                  {t('commerce:cart.checkout')}
                </Button>
              </>
            ) : (
              <Link className="vk-button vk-button--primary site-cart__checkout" to={hrefFor('/shipping-information')}>
                {t('commerce:cart.checkout')}
              </Link>
            )}
          </CartSummary>
        </div>
      )}
    </PageFrame>
  );
}
