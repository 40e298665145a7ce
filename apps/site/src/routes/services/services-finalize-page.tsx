// /services-finalize (spec §2 "finalize (customer information and service address)"; issue 15): step 1 the
// customer's information and the service address (the shipping form's §3 fields and schema) and a note;
// step 2 the card (the products checkout's payment step) — no step 2 when the order is a quote request
// (the cart check says quote_request): the request is sent from step 1. The step is in the URL
// (`?step=payment`). Each attempt posts the cart's ids and quantities with an Idempotency-Key
// (place-services-order.ts decides where the answer leads).
import { discountRefusalOf, servicesCheckoutFailureOf, useServicesCheckoutMutation } from '@vitrina/api-client';
import type { CheckoutBody } from '@vitrina/api-client';
import { toMinorUnits } from '@vitrina/core-model';
import { TextField, useFormatMoney } from '@vitrina/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { useServicesCart } from '../../features/cart/index.js';
import { useCartDiscount } from '../../features/cart/cart-discount.js';
import { useRefusalText } from '../store/discount-code-field.js';
import { readCampaignParams } from '../../features/tracking/utm-cookie.js';
import { useCheckoutInfo, usePlaceOrder, useStepFocus } from '../checkout/checkout-hooks.js';
import { CheckoutEmpty, PageLoading } from '../checkout/checkout-views.js';
import { OrderSummary } from '../checkout/order-summary.js';
import { PaymentStep } from '../checkout/payment-step.js';
import { emptyShipping } from '../checkout/place-order.js';
import { ShippingForm } from '../checkout/shipping-form.js';
import type { PageHandle } from '../route-table.js';
import { servicesCheckoutBody, servicesOutcomeOfAnswer, servicesOutcomeOfFailure } from './place-services-order.js';
import type { FinalizeValues } from './place-services-order.js';
import { useEveryLabel } from './service-price.js';
import { useServicesCheck } from './use-services-check.js';

/** A quote request has no price until the business sends one: no totals. */
const NO_PRICE_YET = ['subtotal', 'discount', 'estimated_tax', 'shipping', 'total'] as const;

const PATH = '/services-finalize';

export function ServicesFinalizePage(_props: { handle: PageHandle }) {
  const { t } = useTranslation(['commerce', 'errors', 'discounts']);
  const format = useFormatMoney();
  const { site, hrefFor } = useSiteContext();
  const cart = useServicesCart();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const every = useEveryLabel();
  const clientId = site.client.id;
  const { info, currency, countries, defaultCountry } = useCheckoutInfo();
  const { check, byKey, lines } = useServicesCheck(clientId, cart);
  const [checkout] = useServicesCheckoutMutation();
  const [values, setValues] = useState<FinalizeValues | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [notices, setNotices] = useState<string[]>([]);
  // The validation page empties the services cart (`?cart=services`) once the payment is confirmed.
  const { placing, leaving, submit } = usePlaceOrder({
    successPath: (orderUuid) => `/services-success/${orderUuid}`,
    validationQuery: '?cart=services',
    clearCart: cart.clear,
  });
  const quote = check.data?.quote_request ?? cart.lines.some((line) => line.requiresQuote);
  // Issue 30: the services cart's code, asked again for these lines (never for a quote request, which has no price yet).
  const discount = useCartDiscount(clientId, { kind: 'services', lines, ready: cart.ready && !quote });
  const totals = discount.applied?.totals ?? check.data?.totals;
  const refusalText = useRefusalText(currency);
  const [discountNotice, setDiscountNotice] = useState<string | null>(null);
  const step = params.get('step') === 'payment' && values && !quote ? 'payment' : 'details';
  const heading = useStepFocus(step);

  async function place(details: FinalizeValues, payment: CheckoutBody['payment'] | null): Promise<Record<string, string> | undefined> {
    if (placing) return undefined;
    setNotices([]);
    setDiscountNotice(null);
    const code = discount.applied && !quote ? discount.code : null;
    const body = servicesCheckoutBody(cart.lines, details, payment, readCampaignParams(), code);
    // A retry of an attempt whose outcome is unknown (e.g. 503 payment_pending) re-sends its key and body.
    const outcome = await submit(body, async (idempotencyKey, sent) => {
      const result = await checkout({ clientId, idempotencyKey, body: sent });
      if (result.data) return servicesOutcomeOfAnswer(result.data);
      const refusal = discountRefusalOf(result.error);
      return refusal ? { kind: 'discount' as const, refusal } : servicesOutcomeOfFailure(servicesCheckoutFailureOf(result.error));
    });
    if (!outcome) return undefined; // it left the page
    switch (outcome.kind) {
      case 'rules':
        setNotices(outcome.messages);
        return undefined;
      case 'unavailable':
        setNotices(['commerce:servicesStore.unavailable']);
        return undefined;
      case 'declined':
      case 'error':
        setNotices([outcome.message]);
        return undefined;
      case 'discount':
        setDiscountNotice(refusalText(outcome.refusal));
        discount.remove();
        return undefined;
      case 'fields':
        setNotices(['commerce:checkoutFlow.fixFields']);
        if (Object.keys(outcome.shipping).length > 0) {
          setFieldErrors(outcome.shipping);
          navigate(hrefFor(PATH));
        }
        return outcome.card;
    }
  }

  function submitDetails(next: FinalizeValues) {
    setValues(next);
    setFieldErrors({});
    setNotices([]);
    if (quote) void place(next, null);
    else navigate(hrefFor(`${PATH}?step=payment`), { replace: params.get('step') === 'payment' });
  }

  if (!cart.ready || leaving) return <PageLoading label={leaving ? t('commerce:checkout.processing') : undefined} />;
  if (cart.lines.length === 0) {
    return (
      <CheckoutEmpty
        titleId="finalize-empty-title"
        title={t('commerce:checkout.finalizeTitle')}
        message={t('commerce:servicesStore.emptyCart')}
        href={hrefFor('/services-store')}
        linkLabel={t('commerce:servicesStore.browse')}
      />
    );
  }

  const total = totals ? format(toMinorUnits(totals.total), currency) : '';
  const titleId = step === 'details' ? 'finalize-details-title' : 'payment-step-title';
  const summaryLines = cart.lines.map((line) => {
    const service = byKey.get(cart.keyOf(line))?.service;
    const requiresQuote = service?.requires_quote ?? line.requiresQuote;
    const { name, image, quantity } = line;
    return {
      key: cart.keyOf(line),
      name,
      image,
      quantity,
      details: line.isSubscription ? [every(line.recurrence)] : [],
      total: service ? (toMinorUnits(service.price) ?? 0) * quantity : null,
      totalLabel: requiresQuote ? t('commerce:service.requiresQuote') : undefined,
    };
  });
  return (
    <div className="vs-section site-page site-checkout site-services-finalize">
      <div className="vs-section__inner site-checkout__inner">
        <h1 className="vs-section__title">{t('commerce:checkout.finalizeTitle')}</h1>
        <p className="site-checkout__back">
          <Link to={hrefFor('/services-cart')}>{t('commerce:checkoutFlow.backToCart')}</Link>
        </p>
        <div className="site-checkout__layout">
          <section className="site-checkout__step" aria-labelledby={titleId}>
            {!quote && (
              <p className="site-checkout__step-of">{t('commerce:checkoutFlow.stepOf', { step: step === 'details' ? 1 : 2, total: 2 })}</p>
            )}
            <h2 id={titleId} ref={heading} tabIndex={-1}>
              {step === 'details' ? t('commerce:checkout.customerInformation') : t('commerce:checkout.payment')}
            </h2>
            {quote && <p className="site-checkout__quote-note">{t('commerce:servicesStore.quoteRequest')}</p>}
            {(discountNotice ?? (discount.refusal && refusalText(discount.refusal))) && (
              <p className="site-checkout__notice" role="alert">
                {discountNotice ?? (discount.refusal && refusalText(discount.refusal))}
              </p>
            )}
            {notices.map((key) => (
              <p key={key} className="site-checkout__notice" role="alert">
                {t(key as 'errors:orders.noMixing')}
              </p>
            ))}
            {step === 'details' ? (
              <ShippingForm<FinalizeValues>
                initialValues={values ?? { ...emptyShipping(defaultCountry), note: '' }}
                serverErrors={fieldErrors}
                countries={countries}
                labelledBy={titleId}
                submitLabel={quote ? t('commerce:servicesStore.sendRequest') : t('commerce:checkoutFlow.continueToPayment')}
                onSubmit={submitDetails}
              >
                <TextField
                  name="note"
                  multiline
                  rows={3}
                  maxLength={2000}
                  label={t('commerce:servicesStore.note')}
                  hint={t('commerce:servicesStore.noteHint')}
                />
              </ShippingForm>
            ) : (
              values && (
                <PaymentStep
                  shipping={values}
                  editHref={hrefFor(PATH)}
                  addressTitle={t('commerce:servicesStore.serviceAddress')}
                  editLabel={t('commerce:servicesStore.editDetails')}
                  gateway={info.data?.gateway ?? 'sandbox'}
                  publishableKey={info.data?.publishable_key ?? null}
                  payLabel={total ? t('commerce:checkoutFlow.payAmount', { amount: total }) : t('commerce:checkout.placeOrder')}
                  busy={placing}
                  onPay={(payment) => place(values, payment)}
                />
              )
            )}
          </section>
          <OrderSummary
            lines={summaryLines}
            totals={totals}
            loading={check.isFetching || discount.busy}
            currency={currency}
            omit={quote ? NO_PRICE_YET : ['shipping']}
            discountLabel={discount.applied ? t('discounts:cart.line', { code: discount.applied.code }) : undefined}
          />
        </div>
      </div>
    </div>
  );
}
