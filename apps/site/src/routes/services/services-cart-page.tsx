// /services-cart (spec §2 services cart; §3 its own local storage; §5 "Services store: select one or more
// services", "only one subscription service per order. One-time services and a subscription cannot be
// mixed"; issue 15): the lines with quantity (a subscription stays 1) and remove, the API's live prices and
// totals and its rule check (services-cart/check) shown as alerts, then /services-finalize. Continue on an
// empty cart says "select one or more services".
import { EMPTY_SERVICES_MESSAGE, checkServiceOrder } from '@vitrina/commerce';
import { Button, Spinner } from '@vitrina/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { useServicesCart } from '../../features/cart/index.js';
import { useCartDiscount } from '../../features/cart/cart-discount.js';
import { DiscountCodeField } from '../store/discount-code-field.js';
import type { PageHandle } from '../route-table.js';
import { CartLineRow } from '../store/cart-line-row.js';
import { CartSummary } from '../store/cart-totals.js';
import { ruleMessages } from './place-services-order.js';
import { servicePath } from './service-cards.js';
import { useEveryLabel } from './service-price.js';
import { useServicesCheck } from './use-services-check.js';
import { PageFrame } from '../page-frame.js';

export function ServicesCartPage(_props: { handle: PageHandle }) {
  const { t } = useTranslation(['commerce', 'errors', 'validation', 'discounts']);
  const { site, hrefFor } = useSiteContext();
  const cart = useServicesCart();
  const navigate = useNavigate();
  const every = useEveryLabel();
  const [emptyTried, setEmptyTried] = useState(false);
  const currency = site.client.currency_code;
  const { check, byKey, unavailable, lines } = useServicesCheck(site.client.id, cart);
  const checked = check.data;
  // Issue 30: a code for what is priced now; a quote request has no price, so no code.
  const quoteRequest = checked?.quote_request ?? cart.lines.some((line) => line.requiresQuote);
  const discount = useCartDiscount(site.client.id, { kind: 'services', lines, ready: cart.ready && !quoteRequest });
  const summaryCheck = discount.applied ? { ...check, data: { totals: discount.applied.totals } } : check;
  const local = useMemo(() => checkServiceOrder(cart.lines), [cart.lines]);
  const messages = ruleMessages(checked?.violations ?? local);
  const blocked = messages.length > 0 || unavailable;
  const empty = cart.ready && cart.lines.length === 0;

  const proceed = () => {
    if (empty) setEmptyTried(true);
    else if (!blocked) navigate(hrefFor('/services-finalize'));
  };

  return (
    <PageFrame name="cart" title={t('commerce:cart.servicesTitle')} className="site-cart site-services-cart">
      {!cart.ready ? (
        <Spinner />
      ) : (
        <div className="site-cart__layout">
          {empty ? (
            <div className="site-cart__empty">
              <p>{t('commerce:servicesStore.emptyCart')}</p>
              <p>
                <Link to={hrefFor('/services-store')}>{t('commerce:servicesStore.browse')}</Link>
              </p>
            </div>
          ) : (
            <ul className="site-cart__lines" aria-label={t('commerce:cart.servicesTitle')}>
              {cart.lines.map((line) => {
                const key = cart.keyOf(line);
                const live = byKey.get(key);
                const service = live?.service;
                const requiresQuote = service?.requires_quote ?? line.requiresQuote;
                return (
                  <CartLineRow
                    key={key}
                    line={line}
                    details={line.isSubscription ? [every(line.recurrence)] : []}
                    maxQuantity={line.isSubscription ? 1 : 99}
                    priceLabel={requiresQuote ? t('commerce:service.requiresQuote') : undefined}
                    problemBadge={t('commerce:servicesStore.unavailableBadge')}
                    lineKey={key}
                    unitPrice={service?.price ?? line.unitPrice}
                    problem={live?.problem === 'unavailable' ? 'unavailable' : null}
                    currency={currency}
                    href={hrefFor(servicePath(line))}
                    onQuantity={(quantity) => cart.setQuantity(key, quantity)}
                    onRemove={() => cart.remove(key)}
                  />
                );
              })}
            </ul>
          )}
          {/* A quote request has no price yet: the business sends it (the note below says so). */}
          <CartSummary
            check={summaryCheck}
            currency={currency}
            showTotals={!empty && !checked?.quote_request}
            omit={['shipping']}
            discountLabel={discount.applied ? t('discounts:cart.line', { code: discount.applied.code }) : undefined}
            continueHref={hrefFor('/services-store')}
          >
            {!empty && !quoteRequest && <DiscountCodeField discount={discount} currency={currency} />}
            {checked?.quote_request && <p className="site-cart__note">{t('commerce:servicesStore.quoteRequest')}</p>}
            <div id="services-cart-blocked">
              {messages.map((key) => (
                <p key={key} className="site-cart__blocked" role="alert">
                  {t(key as 'errors:orders.noMixing')}
                </p>
              ))}
              {unavailable && (
                <p className="site-cart__blocked" role="alert">
                  {t('commerce:servicesStore.unavailable')}
                </p>
              )}
              {empty && emptyTried && (
                <p className="site-cart__blocked" role="alert">
                  {t(EMPTY_SERVICES_MESSAGE as 'validation:servicesStore.selectServices')}
                </p>
              )}
            </div>
            <Button className="site-cart__checkout" onClick={proceed} disabled={!empty && blocked} aria-describedby="services-cart-blocked">
              {t('commerce:servicesStore.continue')}
            </Button>
          </CartSummary>
        </div>
      )}
    </PageFrame>
  );
}
