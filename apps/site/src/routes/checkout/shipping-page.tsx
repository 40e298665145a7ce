// /shipping-information (spec §2): step 1 the §3 shipping fields, step 2 the payment (the §3 card fields with
// the sandbox gateway, Stripe Elements with the stripe one), beside an order summary with the server's totals.
// The step is in the URL (`?step=payment`), so the browser's back button goes from payment to shipping; both
// steps keep what was typed. The card code loads only at step 2 (dynamic import). Each attempt to pay posts
// the cart's ids and quantities with a fresh Idempotency-Key (the same key and body again only when the
// outcome is unknown: no answer, a 5xx, or the payment still being confirmed), and the answer decides where
// the visitor goes (place-order.ts).
import { checkoutFailureOf, discountRefusalOf, useCartCheckQuery, useCheckoutMutation } from '@vitrina/api-client';
import type { CheckoutBody } from '@vitrina/api-client';
import { toMinorUnits } from '@vitrina/core-model';
import { useFormatMoney, useToast } from '@vitrina/ui-kit';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { useCart } from '../../features/cart/index.js';
import { useCartDiscount } from '../../features/cart/cart-discount.js';
import { useRefusalText } from '../store/discount-code-field.js';
import { readCampaignParams } from '../../features/tracking/utm-cookie.js';
import type { PageHandle } from '../route-table.js';
import { CheckoutEmpty, PageLoading } from './checkout-views.js';
import { OrderSummary } from './order-summary.js';
import { PaymentStep } from './payment-step.js';
import { useCheckoutInfo, usePlaceOrder, useStepFocus } from './checkout-hooks.js';
import { checkoutBody, emptyShipping, outcomeOfAnswer, outcomeOfFailure } from './place-order.js';
import type { ShippingValues } from './place-order.js';
import { ShippingForm } from './shipping-form.js';

const PATH = '/shipping-information';

export function ShippingPage(_props: { handle: PageHandle }) {
  const { t } = useTranslation(['commerce', 'errors', 'discounts']);
  const format = useFormatMoney();
  const { site, hrefFor } = useSiteContext();
  const cart = useCart();
  const toast = useToast();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const clientId = site.client.id;
  const { info, currency, countries, defaultCountry } = useCheckoutInfo();
  const lines = useMemo(
    () => cart.lines.map((line) => ({ product_id: line.productId, variant_id: line.variantId, quantity: line.quantity })),
    [cart.lines],
  );
  const check = useCartCheckQuery({ clientId, lines }, { skip: !cart.ready || lines.length === 0 });
  // Issue 30: the cart's code, asked again for these lines; its totals are what the payment will charge.
  const discount = useCartDiscount(clientId, { kind: 'products', lines, ready: cart.ready });
  const totals = discount.applied?.totals ?? check.data?.totals;
  const refusalText = useRefusalText(currency);
  const [checkout] = useCheckoutMutation();
  const [shipping, setShipping] = useState<ShippingValues | null>(null);
  const [shippingErrors, setShippingErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const { placing, leaving, setLeaving, submit } = usePlaceOrder({
    successPath: (orderUuid) => `/order-successful/${orderUuid}`,
    clearCart: cart.clear,
  });

  const step = params.get('step') === 'payment' && shipping ? 'payment' : 'shipping';
  const blocked = check.data?.lines.some((line) => line.problem !== null) ?? false;

  const heading = useStepFocus(step);

  function goToPayment(values: ShippingValues) {
    setShipping(values);
    setShippingErrors({});
    setNotice(null);
    navigate(hrefFor(`${PATH}?step=payment`), { replace: params.get('step') === 'payment' });
  }

  async function pay(payment: CheckoutBody['payment']): Promise<Record<string, string> | undefined> {
    if (!shipping || placing) return undefined;
    if (blocked) {
      // Spec §5: out-of-stock items must be removed before checkout — that happens in the cart.
      toast.error(t('errors:orders.outOfStock'));
      navigate(hrefFor('/cart'));
      return undefined;
    }
    setNotice(null);
    const code = discount.applied ? discount.code : null;
    const outcome = await submit(checkoutBody(cart.lines, shipping, payment, readCampaignParams(), code), async (idempotencyKey, body) => {
      const result = await checkout({ clientId, idempotencyKey, body });
      if (result.data) return outcomeOfAnswer(result.data);
      const refusal = discountRefusalOf(result.error);
      return refusal ? { kind: 'discount' as const, refusal } : outcomeOfFailure(checkoutFailureOf(result.error));
    });
    if (!outcome) return undefined; // it left the page
    switch (outcome.kind) {
      case 'declined':
        setNotice(t(outcome.message));
        return undefined;
      case 'outOfStock':
        cart.syncStock(outcome.stock);
        toast.error(t('errors:orders.outOfStock'));
        setLeaving(true);
        navigate(hrefFor('/cart'));
        return undefined;
      case 'fields':
        setNotice(t('commerce:checkoutFlow.fixFields'));
        if (Object.keys(outcome.shipping).length > 0) {
          setShippingErrors(outcome.shipping);
          navigate(hrefFor(PATH));
        }
        return outcome.card;
      case 'discount':
        setNotice(refusalText(outcome.refusal));
        discount.remove();
        return undefined;
      case 'error':
        setNotice(t(outcome.message));
        return undefined;
    }
  }

  if (!cart.ready || leaving) return <PageLoading label={leaving ? t('commerce:checkout.processing') : undefined} />;
  if (cart.lines.length === 0) {
    return (
      <CheckoutEmpty
        titleId="checkout-empty-title"
        title={t('commerce:checkout.title')}
        message={t('commerce:checkoutFlow.emptyCart')}
        href={hrefFor('/store')}
        linkLabel={t('commerce:checkoutFlow.goToStore')}
      />
    );
  }

  const priced = new Map((check.data?.lines ?? []).map((line) => [line.key, line]));
  const summaryLines = cart.lines.map((line) => {
    const server = priced.get(cart.keyOf(line));
    const { name, image, quantity } = line;
    const total = server ? (toMinorUnits(server.unit_price) ?? 0) * quantity : null;
    return { key: cart.keyOf(line), name, image, quantity, details: line.variantLabels, total };
  });
  const total = totals ? format(toMinorUnits(totals.total), currency) : '';
  const stepNumber = step === 'shipping' ? 1 : 2;
  return (
    <div className="vs-section site-page site-checkout">
      <div className="vs-section__inner site-checkout__inner">
        <h1 className="vs-section__title">{t('commerce:checkout.title')}</h1>
        <p className="site-checkout__back">
          <Link to={hrefFor('/cart')}>{t('commerce:checkoutFlow.backToCart')}</Link>
        </p>
        <div className="site-checkout__layout">
          <section className="site-checkout__step" aria-labelledby={step === 'shipping' ? 'shipping-step-title' : 'payment-step-title'}>
            <p className="site-checkout__step-of">{t('commerce:checkoutFlow.stepOf', { step: stepNumber, total: 2 })}</p>
            <h2 id={step === 'shipping' ? 'shipping-step-title' : 'payment-step-title'} ref={heading} tabIndex={-1}>
              {step === 'shipping' ? t('commerce:checkout.shippingInformation') : t('commerce:checkout.payment')}
            </h2>
            {notice && (
              <p className="site-checkout__notice" role="alert">
                {notice}
              </p>
            )}
            {discount.refusal && !notice && (
              <p className="site-checkout__notice" role="alert">
                {refusalText(discount.refusal)}
              </p>
            )}
            {blocked && (
              <p className="site-checkout__notice" role="alert">
                {t('errors:orders.outOfStock')} <Link to={hrefFor('/cart')}>{t('commerce:checkoutFlow.backToCart')}</Link>
              </p>
            )}
            {step === 'shipping' ? (
              <ShippingForm
                initialValues={shipping ?? emptyShipping(defaultCountry)}
                serverErrors={shippingErrors}
                countries={countries}
                onSubmit={goToPayment}
              />
            ) : (
              shipping && (
                <PaymentStep
                  shipping={shipping}
                  editHref={hrefFor(PATH)}
                  gateway={info.data?.gateway ?? 'sandbox'}
                  publishableKey={info.data?.publishable_key ?? null}
                  payLabel={total ? t('commerce:checkoutFlow.payAmount', { amount: total }) : t('commerce:checkout.placeOrder')}
                  busy={placing}
                  onPay={pay}
                />
              )
            )}
          </section>
          <OrderSummary
            lines={summaryLines}
            totals={totals}
            loading={check.isFetching || discount.busy}
            currency={currency}
            discountLabel={discount.applied ? t('discounts:cart.line', { code: discount.applied.code }) : undefined}
          />
        </div>
      </div>
    </div>
  );
}
