// The sandbox gateway's card fields (spec §3 "Card fields": holder name, card number, expiry date, cvv) with
// validation's cardSchema and the §5 card messages. Loaded only at the payment step (the shipping page imports
// it dynamically), so no card code reaches the store, product, cart or shipping step. The values live in this
// form while the step is shown: a declined card keeps everything typed for a correction or another card.
import { Button, FocusFirstError, TextField } from '@vitrina/ui-kit';
import { cardSchema, formatCardExpiry } from '@vitrina/validation';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { emptyCard } from './place-order.js';
import type { CardValues } from './place-order.js';

export interface CardFormProps {
  /** The Pay button's text, e.g. "Pay $26.65". */
  payLabel: string;
  busy: boolean;
  /** Places the order; answers the server's card field messages (i18n keys) when it refused some. */
  onPay: (card: CardValues) => Promise<Record<string, string> | undefined>;
}

export function CardForm({ payLabel, busy, onPay }: CardFormProps) {
  const { t } = useTranslation(['commerce']);

  async function submit(values: CardValues, helpers: FormikHelpers<CardValues>) {
    // Digits only for the number, plain text elsewhere: what the API validates with the same schema.
    const card = cardSchema.cast(values) as CardValues;
    const errors = await onPay(card);
    if (errors && Object.keys(errors).length > 0) {
      helpers.setErrors(errors);
      helpers.setTouched(Object.fromEntries(Object.keys(errors).map((name) => [name, true])), false);
    }
  }

  return (
    <Formik<CardValues> initialValues={emptyCard()} validationSchema={cardSchema} onSubmit={submit}>
      <Form noValidate className="site-checkout__form site-checkout__card" aria-labelledby="payment-step-title">
        <TextField name="holderName" label={t('commerce:card.holderName')} required autoComplete="cc-name" />
        <TextField
          name="cardNumber"
          label={t('commerce:card.number')}
          required
          autoComplete="cc-number"
          inputMode="numeric"
          maxLength={23}
        />
        <div className="site-checkout__row">
          <TextField
            name="expiryDate"
            label={t('commerce:card.expiry')}
            hint={t('commerce:card.expiryPlaceholder')}
            placeholder={t('commerce:card.expiryPlaceholder')}
            required
            autoComplete="cc-exp"
            inputMode="numeric"
            maxLength={7}
            // MM/YY as it is typed: `1234` reads `12/34` (issue 26).
            format={formatCardExpiry}
          />
          <TextField name="cvv" label={t('commerce:card.cvv')} required autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
        </div>
        <FocusFirstError formSelector=".site-checkout__card" />
        <p className="site-checkout__secure">{t('commerce:checkout.securePayment')}</p>
        <Button type="submit" className="site-checkout__submit" loading={busy}>
          {busy ? t('commerce:checkout.processing') : payLabel}
        </Button>
      </Form>
    </Formik>
  );
}
