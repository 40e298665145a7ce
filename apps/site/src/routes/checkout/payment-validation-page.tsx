// /commerce/order/{uuid}/payment_validation/{transactionId} (spec §2 "Payment validation", §8 order errors):
// the outcome of a payment that needed the validation step (contract PaymentValidation). requires_action with
// the sandbox: a "Confirm this payment" step whose Complete / Fail buttons post `approve`; with Stripe the
// step runs in stripe.js (helper STRIPE's module, loaded only here and only then). succeeded: the cart is
// emptied and the visitor is thanked with a link to the order. The four §8 outcomes: Order not found,
// Transaction not found, Invalid transaction, Expired transaction.
import { usePaymentValidationQuery, useValidatePaymentMutation } from '@vitrina/api-client';
import type { PaymentValidation } from '@vitrina/api-client';
import { toMinorUnits } from '@vitrina/core-model';
import { Button, useFormatMoney, useToast } from '@vitrina/ui-kit';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { useCart, useServicesCart } from '../../features/cart/index.js';
import type { PageHandle } from '../route-table.js';
import { isOrderUuid } from './checkout-loaders.js';
import { LoadFailed, OrderProblemView, PageLoading } from './checkout-views.js';
import { StripeConfirm } from './stripe-confirm.js';
import type { OrderProblem } from './checkout-views.js';

const PROBLEMS: Partial<Record<PaymentValidation['outcome'], OrderProblem>> = {
  order_not_found: 'orderNotFound',
  transaction_not_found: 'transactionNotFound',
  invalid_transaction: 'invalidTransaction',
  expired_transaction: 'expiredTransaction',
};

export function PaymentValidationPage(_props: { handle: PageHandle }) {
  const { uuid, transactionId = '' } = useParams();
  const { site } = useSiteContext();
  const valid = isOrderUuid(uuid);
  const args = { clientId: site.client.id, uuid: uuid ?? '', transactionId };
  const query = usePaymentValidationQuery(args, { skip: !valid });
  if (!valid) return <OrderProblemView problem="orderNotFound" />;
  if (query.data) return <ValidationView args={args} result={query.data} refetch={query.refetch} />;
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  return <PageLoading />;
}

interface ViewProps {
  args: { clientId: number; uuid: string; transactionId: string };
  result: PaymentValidation;
  refetch: () => unknown;
}

function ValidationView({ args, result, refetch }: ViewProps) {
  const { t } = useTranslation(['commerce', 'errors']);
  const format = useFormatMoney();
  const { site, hrefFor } = useSiteContext();
  const toast = useToast();
  const [validate, state] = useValidatePaymentMutation();
  const currency = site.client.currency_code;
  const problem = PROBLEMS[result.outcome];
  const onStripeDone = useCallback(() => void refetch(), [refetch]);

  // `?cart=services`: a services order (issue 15, /services-finalize) — its own cart is the one done.
  const fromServices = useSearchParams()[0].get('cart') === 'services';
  const products = useCart();
  const services = useServicesCart();
  const { ready, clear } = fromServices ? services : products;
  // The order is placed: the cart it came from is done (the stored cart is read first, then emptied).
  useEffect(() => {
    if (result.outcome === 'succeeded' && ready) clear();
  }, [result.outcome, ready, clear]);

  async function answer(approve: boolean) {
    const done = await validate({ ...args, approve });
    if (done.error) toast.error(t('errors:orders.somethingWentWrong'));
  }

  if (problem) return <OrderProblemView problem={problem} />;
  // With Stripe, the challenge runs in stripe.js; then the server says how it went.
  const orderHref = hrefFor(`/commerce/order/${args.uuid}`);
  return (
    <section className="vs-section site-page site-checkout" aria-labelledby="validation-title">
      <div className="vs-section__inner site-checkout__inner site-checkout__inner--narrow">
        {result.outcome === 'succeeded' && (
          <>
            <span className="site-checkout__check" aria-hidden="true">
              ✓
            </span>
            <h1 id="validation-title" className="vs-section__title">
              {t('commerce:success.order.title')}
            </h1>
            <p role="status">{t('commerce:paymentValidation.confirmed')}</p>
            <p className="site-checkout__actions">
              <Link className="vk-button vk-button--primary" to={orderHref}>
                {t('commerce:success.viewOrder')}
              </Link>
            </p>
          </>
        )}
        {result.outcome === 'failed' && (
          <>
            <h1 id="validation-title" className="vs-section__title">
              {t('commerce:checkoutFlow.validation.confirmTitle')}
            </h1>
            <p role="alert">{t('commerce:checkoutFlow.validation.failed')}</p>
            <p className="site-checkout__actions">
              <Link to={hrefFor(fromServices ? '/services-cart' : '/cart')}>{t('commerce:checkoutFlow.validation.backToCart')}</Link>
            </p>
          </>
        )}
        {result.outcome === 'requires_action' && result.client_secret && (
          <StripeConfirm clientId={args.clientId} clientSecret={result.client_secret} onDone={onStripeDone} />
        )}
        {result.outcome === 'requires_action' && !result.client_secret && (
          <>
            <h1 id="validation-title" className="vs-section__title">
              {t('commerce:checkoutFlow.validation.confirmTitle')}
            </h1>
            <p>
              {t('commerce:checkoutFlow.validation.confirmBody', {
                amount: format(toMinorUnits(result.amount ?? '0'), result.currency ?? currency),
              })}
            </p>
            <div className="site-checkout__actions">
              <Button onClick={() => void answer(true)} loading={state.isLoading && state.originalArgs?.approve === true}>
                {t('commerce:checkoutFlow.validation.complete')}
              </Button>
              <Button
                variant="secondary"
                onClick={() => void answer(false)}
                loading={state.isLoading && state.originalArgs?.approve === false}
              >
                {t('commerce:checkoutFlow.validation.fail')}
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
