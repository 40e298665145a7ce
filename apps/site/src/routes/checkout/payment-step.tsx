// Step 2 of /shipping-information: where the order ships (with a way back to edit it) and the card. The card
// code is imported here, when this step first shows, never before (the store, product, cart and shipping step
// carry none): the sandbox's card fields (card-form.tsx), or with the stripe gateway Stripe Elements
// (stripe-pay.tsx). A chunk that fails to load says so and offers a retry.
import type { CheckoutBody, StoreInfo } from '@vitrina/api-client';
import { Button } from '@vitrina/ui-kit';
import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddressBlock, PageLoading } from './checkout-views.js';
import type { ShippingValues } from './place-order.js';

export interface PaymentStepProps {
  shipping: ShippingValues;
  editHref: string;
  /** The services finalize page shows the service address: "Service address", "Edit your details". */
  addressTitle?: string;
  editLabel?: string;
  gateway: StoreInfo['gateway'];
  publishableKey: string | null;
  payLabel: string;
  busy: boolean;
  onPay: (payment: CheckoutBody['payment']) => Promise<Record<string, string> | undefined>;
}

interface CardStepProps extends Omit<PaymentStepProps, 'shipping' | 'editHref' | 'addressTitle' | 'editLabel' | 'gateway'> {
  email: string;
}

export type CardStep = ComponentType<CardStepProps>;
type Loaded = { Form: CardStep } | { failed: true } | null;

/** The card fields of the sandbox, or Stripe Elements: each in its own chunk, imported at this step only. */
async function importCardStep(gateway: StoreInfo['gateway']): Promise<CardStep> {
  if (gateway === 'stripe') {
    const { StripePay } = await import('./stripe-pay.js');
    return function StripeStep({ publishableKey, payLabel, busy, onPay, email }) {
      return <StripePay publishableKey={publishableKey ?? ''} email={email} payLabel={payLabel} busy={busy} onPay={onPay} />;
    };
  }
  const { CardForm } = await import('./card-form.js');
  return function SandboxStep({ payLabel, busy, onPay }) {
    return <CardForm payLabel={payLabel} busy={busy} onPay={(card) => onPay({ method: 'card', card })} />;
  };
}

function useCardStep(gateway: StoreInfo['gateway'], attempt: number): Loaded {
  // What the import of `attempt` gave; an older attempt's answer reads as "still loading".
  const [done, setDone] = useState<{ key: string; loaded: Loaded }>({ key: '', loaded: null });
  const key = `${gateway}:${attempt}`;
  useEffect(() => {
    let live = true;
    importCardStep(gateway).then(
      (Form) => live && setDone({ key, loaded: { Form } }),
      () => live && setDone({ key, loaded: { failed: true } }),
    );
    return () => {
      live = false;
    };
  }, [gateway, key]);
  return done.key === key ? done.loaded : null;
}

/** The card form of `gateway` (its chunk imported on mount): loading, or a failed import with a retry. */
export function CardStepLoader({ gateway, ...form }: CardStepProps & { gateway: StoreInfo['gateway'] }) {
  const { t } = useTranslation(['commerce']);
  const [attempt, setAttempt] = useState(0);
  const loaded = useCardStep(gateway, attempt);
  if (loaded === null) return <PageLoading label={t('commerce:checkoutFlow.cardLoading')} />;
  if ('failed' in loaded) {
    return (
      <div role="alert" className="site-checkout__notice">
        <p>{t('commerce:checkoutFlow.cardFormFailed')}</p>
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('commerce:checkoutFlow.retry')}
        </Button>
      </div>
    );
  }
  return <loaded.Form {...form} />;
}

export function PaymentStep({ shipping, editHref, addressTitle, editLabel, ...step }: PaymentStepProps) {
  const { t } = useTranslation(['commerce']);
  return (
    <>
      <div className="site-checkout__ship-to">
        <h3>{addressTitle ?? t('commerce:checkoutFlow.shippingTo')}</h3>
        <AddressBlock address={shipping.country.toUpperCase() === 'US' ? { ...shipping, province: '' } : { ...shipping, state: '' }} />
        <Link to={editHref}>{editLabel ?? t('commerce:checkoutFlow.editShipping')}</Link>
      </div>
      <CardStepLoader {...step} email={shipping.email} />
    </>
  );
}
