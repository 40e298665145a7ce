// Step 1 of /shipping-information: the §3 shipping fields (e-mail, first and last name, country, address 1 and
// 2, city, state or province, postal code, phone) checked by validation's createShippingInformationSchema —
// the same schema the API runs, the phone by the business's country — with the §5 messages. Countries: core-model's list limited to the store's
// payment countries (§9); a US address picks one of core-model's US states, any other types its province.
import { PAYMENT_COUNTRY_CODES, countryChoices } from '@vitrina/core-model';
import { currentLocale } from '@vitrina/i18n';
import { Button, FocusFirstError, TextField } from '@vitrina/ui-kit';
import { createShippingInformationSchema } from '@vitrina/validation';
import { Form, Formik } from 'formik';
import type { FormikErrors, FormikTouched } from 'formik';
import { useMemo, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessCountry } from '../../app/site-context.js';
import { CountryField, RegionField } from '../../features/shared/address-choice-fields.js';
import type { ShippingValues } from './place-order.js';

export interface ShippingFormProps<V extends ShippingValues = ShippingValues> {
  initialValues: V;
  /** Field messages the server gave (i18n keys), shown at once. */
  serverErrors: Record<string, string>;
  /** Two-letter codes the store ships to; empty: the §9 list. */
  countries: readonly string[];
  onSubmit: (values: V) => void;
  /** The services finalize page (issue 15) says "Continue" or "Request a quote", and adds a note. */
  submitLabel?: string;
  labelledBy?: string;
  children?: ReactNode;
}

export function ShippingForm<V extends ShippingValues = ShippingValues>(props: ShippingFormProps<V>) {
  const { initialValues, serverErrors, countries, onSubmit, submitLabel, labelledBy = 'shipping-step-title', children } = props;
  const { t, i18n } = useTranslation(['commerce']);
  const locale = currentLocale(i18n);
  const options = useMemo(() => countryChoices(locale, countries.length > 0 ? countries : PAYMENT_COUNTRY_CODES), [countries, locale]);
  const businessCountry = useBusinessCountry();
  const schema = useMemo(() => createShippingInformationSchema({ country: businessCountry }), [businessCountry]);
  const touched = Object.fromEntries(Object.keys(serverErrors).map((name) => [name, true]));
  // This form's own element: other checkout forms share its `site-checkout__form` class.
  const formRef = useRef<HTMLFormElement>(null);

  return (
    <Formik<V>
      initialValues={initialValues}
      initialErrors={serverErrors as FormikErrors<V>}
      initialTouched={touched as FormikTouched<V>}
      validationSchema={schema}
      onSubmit={(values) => onSubmit(values)}
    >
      {({ values }) => {
        const country = values.country.toUpperCase();
        return (
          <Form ref={formRef} noValidate className="site-checkout__form" aria-labelledby={labelledBy}>
            <TextField name="email" type="email" label={t('commerce:shipping.email')} required autoComplete="email" />
            <div className="site-checkout__row">
              <TextField name="firstName" label={t('commerce:shipping.firstName')} required autoComplete="shipping given-name" />
              <TextField name="lastName" label={t('commerce:shipping.lastName')} required autoComplete="shipping family-name" />
            </div>
            <CountryField
              section="shipping"
              label={t('commerce:shipping.country')}
              options={options}
              placeholder={t('commerce:checkoutFlow.selectCountry')}
            />
            <TextField name="address1" label={t('commerce:shipping.address1')} required autoComplete="shipping address-line1" />
            <TextField name="address2" label={t('commerce:shipping.address2')} autoComplete="shipping address-line2" />
            <div className="site-checkout__row">
              <TextField name="city" label={t('commerce:shipping.city')} required autoComplete="shipping address-level2" />
              <RegionField
                section="shipping"
                country={country}
                texts={{
                  state: t('commerce:shipping.state'),
                  selectState: t('commerce:checkoutFlow.selectState'),
                  province: t('commerce:checkoutFlow.province'),
                }}
              />
            </div>
            <div className="site-checkout__row">
              <TextField name="postalCode" label={t('commerce:shipping.postalCode')} required autoComplete="shipping postal-code" />
              <TextField name="phone" type="tel" label={t('commerce:shipping.phone')} required autoComplete="shipping tel" />
            </div>
            {children}
            <FocusFirstError formRef={formRef} />
            <Button type="submit" className="site-checkout__submit">
              {submitLabel ?? t('commerce:checkoutFlow.continueToPayment')}
            </Button>
          </Form>
        );
      }}
    </Formik>
  );
}
