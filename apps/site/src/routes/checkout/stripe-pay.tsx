// The payment step with the stripe gateway: the holder name (spec §3 card fields, §5 message) here and the
// card in Stripe Elements (helper STRIPE's StripeCardForm), whose PaymentMethod id is all the checkout posts.
// Imported only by the payment step and only with this gateway, so Stripe code loads nowhere else.
import { TextField, Button } from '@vitrina/ui-kit';
import { currentLocale } from '@vitrina/i18n';
import { cardSchema } from '@vitrina/validation';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StripeCardForm } from '../../features/checkout-stripe/index.js';
import type { StripeCardHandle } from '../../features/checkout-stripe/index.js';
import type { CheckoutBody } from '@vitrina/api-client';

export interface StripePayProps {
  publishableKey: string;
  email: string;
  payLabel: string;
  busy: boolean;
  onPay: (payment: CheckoutBody['payment']) => Promise<Record<string, string> | undefined>;
}

const holderSchema = cardSchema.pick(['holderName']);

export function StripePay({ publishableKey, email, payLabel, busy, onPay }: StripePayProps) {
  const { t, i18n } = useTranslation(['commerce']);
  const handle = useRef<StripeCardHandle | null>(null);
  const [working, setWorking] = useState(false);

  async function submit({ holderName }: { holderName: string }) {
    if (!handle.current) return;
    setWorking(true);
    const made = await handle.current.createPaymentMethod({ name: holderName.trim(), email });
    // A refused card: Stripe's field shows its message itself; the visitor lands on it.
    if (!made.ok) handle.current.focus();
    else {
      await onPay({ method: 'stripe', payment_method_id: made.paymentMethodId });
    }
    setWorking(false);
  }

  return (
    <Formik initialValues={{ holderName: '' }} validationSchema={holderSchema} onSubmit={submit}>
      <Form noValidate className="site-checkout__form site-checkout__card" aria-labelledby="payment-step-title">
        <TextField name="holderName" label={t('commerce:card.holderName')} required autoComplete="cc-name" />
        <StripeCardForm
          publishableKey={publishableKey}
          locale={currentLocale(i18n)}
          onReady={(h) => (handle.current = h)}
          disabled={busy}
        />
        <p className="site-checkout__secure">{t('commerce:checkout.securePayment')}</p>
        <Button type="submit" className="site-checkout__submit" loading={busy || working}>
          {busy ? t('commerce:checkout.processing') : payLabel}
        </Button>
      </Form>
    </Formik>
  );
}
