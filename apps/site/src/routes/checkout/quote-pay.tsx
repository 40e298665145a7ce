// Paying a quote, invoice or partial invoice (issue 15): the customer picks the full outstanding or a part of
// it (commerce checkPartialPayment: more than 0, at most the outstanding, with a clear message for each),
// then pays with the checkout's own card step (payment-step.tsx: sandbox card fields or Stripe Elements). The
// answer: paid → /invoice-successful/{uuid}; a card asking for the validation step → the checkout's
// payment_validation page; a decline or a balance that moved meanwhile → a message here (aria-live); a
// payment still being confirmed (503 payment_pending, issue 32) → a message, and Pay again re-sends the same
// attempt (its Idempotency-Key and body), which never charges twice.
import { checkoutFailureOf, useStoreInfoQuery, usePayQuoteMutation } from '@vitrina/api-client';
import type { CheckoutBody, PublicOrder, QuotePaymentBody } from '@vitrina/api-client';
import { PARTIAL_PAYMENT_MESSAGES, checkPartialPayment } from '@vitrina/commerce';
import { fromMinorUnits, parseMoneyInputIn, toMinorUnits } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import { currentLocale } from '@vitrina/i18n';
import { Button, TextField, useFormatMoney } from '@vitrina/ui-kit';
import { Form, Formik } from 'formik';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { useAttempt } from './checkout-hooks.js';
import { outcomeOfFailure } from './place-order.js';
import { CardStepLoader } from './payment-step.js';

interface AmountValues {
  choice: 'full' | 'part';
  amount: string;
}

/** The amount chosen, in minor units: the outstanding, or the part as typed in the site's language (es 100,50). */
const chosenCents = (values: AmountValues, outstandingCents: number, locale: Locale): number =>
  values.choice === 'full' ? outstandingCents : (parseMoneyInputIn(values.amount, locale) ?? 0);

/** The amount's problem as an i18n key, or null (commerce's rule, shared with the API). */
export function amountProblem(values: AmountValues, outstandingCents: number, locale: Locale): string | null {
  const cents = chosenCents(values, outstandingCents, locale);
  const violation = checkPartialPayment(cents, outstandingCents);
  return violation ? PARTIAL_PAYMENT_MESSAGES[violation] : null;
}

export function QuotePay({ order }: { order: PublicOrder }) {
  const { t, i18n } = useTranslation(['commerce', 'errors']);
  const locale = currentLocale(i18n);
  const format = useFormatMoney();
  const { site, hrefFor } = useSiteContext();
  const navigate = useNavigate();
  const info = useStoreInfoQuery(site.client.id);
  const [pay, { isLoading }] = usePayQuoteMutation();
  const outstanding = toMinorUnits(order.total_outstanding) ?? 0;
  const currency = order.currency;
  const [amountCents, setAmountCents] = useState<number | null>(null);
  // Once the amount was refused, its message follows the typing (and is gone before the next click); it is
  // never re-judged on blur: a message that vanished on the button's mousedown moved the button away from
  // under the pointer, so the first click after a refused amount was lost (issue 26).
  const [refused, setRefused] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const attempt = useAttempt<QuotePaymentBody>();
  // The last attempt's outcome is unknown: Pay re-sends it (its amount too), so the amount cannot change.
  const [retrying, setRetrying] = useState(false);
  const cardHeading = useRef<HTMLHeadingElement>(null);
  const gateway = info.data?.gateway ?? 'sandbox';

  useLayoutEffect(() => {
    if (amountCents !== null) cardHeading.current?.focus();
  }, [amountCents]);

  async function onPay(payment: CheckoutBody['payment']): Promise<Record<string, string> | undefined> {
    if (amountCents === null || isLoading) return undefined;
    setNotice(null);
    // A fresh key per attempt; the same key and body again when the last one's outcome is unknown.
    const { key: idempotencyKey, body } = attempt.take({ amount: fromMinorUnits(amountCents), payment });
    const result = await pay({ clientId: site.client.id, uuid: order.uuid, idempotencyKey, body });
    if (result.data) {
      attempt.settle(false);
      setRetrying(false);
      const next =
        result.data.next === 'validation'
          ? `/commerce/order/${order.uuid}/payment_validation/${encodeURIComponent(result.data.transaction_id)}`
          : `/invoice-successful/${order.uuid}`;
      navigate(hrefFor(next));
      return undefined;
    }
    const failure = checkoutFailureOf(result.error);
    const outcome = outcomeOfFailure(failure);
    const retrySame = outcome.kind === 'error' && outcome.retrySameKey;
    attempt.settle(retrySame);
    setRetrying(retrySame);
    if (failure.status === 409 && (failure.code === 'amount_exceeds_balance' || failure.code === 'not_payable')) {
      setAmountCents(null);
      setNotice(
        t(
          failure.code === 'not_payable'
            ? 'commerce:quoteFlow.notPayable'
            : PARTIAL_PAYMENT_MESSAGES['partial-payment-exceeds-outstanding'],
        ),
      );
      return undefined;
    }
    if (outcome.kind === 'fields') {
      setNotice(t('commerce:checkoutFlow.fixFields'));
      return outcome.card;
    }
    setNotice(t(outcome.kind === 'declined' || outcome.kind === 'error' ? outcome.message : 'errors:orders.somethingWentWrong'));
    return undefined;
  }

  const payLabel = amountCents === null ? '' : t('commerce:checkoutFlow.payAmount', { amount: format(amountCents, currency) });
  return (
    <section className="site-checkout__step site-quote__pay" aria-labelledby="quote-pay-title">
      <h2 id="quote-pay-title">{t('commerce:quoteFlow.payTitle')}</h2>
      <p className="site-checkout__notice" role="alert" hidden={!notice}>
        {notice}
      </p>
      {amountCents === null ? (
        <Formik<AmountValues>
          initialValues={{ choice: 'full', amount: '' }}
          validate={(values) => {
            const problem = amountProblem(values, outstanding, locale);
            if (problem) setRefused(true);
            return problem ? { amount: problem } : {};
          }}
          validateOnChange={refused}
          validateOnBlur={false}
          onSubmit={(values) => {
            setNotice(null);
            setAmountCents(chosenCents(values, outstanding, locale));
          }}
        >
          {({ values, setFieldValue }) => (
            <Form noValidate className="site-checkout__form">
              <fieldset className="site-quote__choice">
                <legend>{t('commerce:quoteFlow.amountChoice')}</legend>
                {(
                  [
                    ['full', t('commerce:quoteFlow.payFull', { amount: format(outstanding, currency) })],
                    ['part', t('commerce:quoteFlow.payPartial')],
                  ] as const
                ).map(([choice, label]) => (
                  <label key={choice}>
                    <input
                      type="radio"
                      name="choice"
                      checked={values.choice === choice}
                      onChange={() => void setFieldValue('choice', choice)}
                    />{' '}
                    {label}
                  </label>
                ))}
              </fieldset>
              {values.choice === 'part' && (
                <TextField
                  name="amount"
                  label={t('commerce:quoteFlow.amountLabel')}
                  hint={t('commerce:quoteFlow.amountHint', { amount: format(outstanding, currency) })}
                  required
                  numeric="money"
                  inputMode="decimal"
                  autoComplete="off"
                />
              )}
              <Button type="submit">{t('commerce:quoteFlow.continueToCard')}</Button>
            </Form>
          )}
        </Formik>
      ) : (
        <>
          <h3 ref={cardHeading} tabIndex={-1} id="payment-step-title">
            {t('commerce:quoteFlow.payingAmount', { amount: format(amountCents, currency) })}
          </h3>
          <p>
            <Button variant="secondary" onClick={() => setAmountCents(null)} disabled={isLoading || retrying}>
              {t('commerce:quoteFlow.changeAmount')}
            </Button>
          </p>
          <CardStepLoader
            gateway={gateway}
            publishableKey={info.data?.publishable_key ?? null}
            payLabel={payLabel}
            busy={isLoading}
            onPay={onPay}
            email={order.bill_to.email}
          />
        </>
      )}
    </section>
  );
}
