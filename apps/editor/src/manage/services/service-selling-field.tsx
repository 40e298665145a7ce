// The Services form's "Selling online" group (issue 15; spec §3 "Service: requires-quote flag, subscription
// flag", §9 recurrence): listed in the services store or not; sold once, as a subscription charged daily,
// weekly, monthly or yearly, or priced on request (customers ask for a quote, the business prices it in
// Quotes); and the service's pictures, with the same picker as the Products form.
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { RECURRENCES } from '@vitrina/core-model';
import { CheckboxField, SelectField } from '@vitrina/ui-kit';
import { SERVICE_IMAGES_MAX } from '@vitrina/validation';
import { FieldGroup } from '../kit/index.js';
import { ProductImagesField } from '../products/product-images-field.js';
import { SERVICE_PRICINGS } from './service-form-values.js';
import type { ServiceFormValues } from './service-form-values.js';

export function ServiceSellingField({ clientId }: { clientId: number }) {
  const { t } = useTranslation(['manage']);
  const { values } = useFormikContext<ServiceFormValues>();
  return (
    <>
      <FieldGroup legend={t('manage:servicesScreen.selling.title')}>
        <CheckboxField
          name="sold_online"
          label={t('manage:servicesScreen.selling.soldOnline')}
          hint={t('manage:servicesScreen.selling.soldOnlineHint')}
        />
        <div className="vbs-form__minutes">
          <SelectField
            name="pricing"
            label={t('manage:servicesScreen.selling.pricing')}
            placeholder={false}
            hint={t(`manage:servicesScreen.selling.pricingHints.${values.pricing}`)}
            options={SERVICE_PRICINGS.map((value) => ({ value, label: t(`manage:servicesScreen.selling.pricings.${value}`) }))}
          />
          {values.pricing === 'subscription' ? (
            <SelectField
              name="recurrence"
              label={t('manage:servicesScreen.selling.recurrence')}
              required
              placeholder={t('manage:servicesScreen.selling.recurrencePlaceholder')}
              options={RECURRENCES.map((value) => ({ value, label: t(`manage:servicesScreen.recurrences.${value}`) }))}
            />
          ) : null}
        </div>
      </FieldGroup>
      <ProductImagesField clientId={clientId} max={SERVICE_IMAGES_MAX} />
    </>
  );
}
