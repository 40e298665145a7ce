// Step 2: where the business works. A storefront gives its address (street optional); a business that goes
// to its customers gives the zip code its service area is centred on and a radius (spec §3 "Service area",
// §9 default 50 miles).
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { CheckboxField, SelectField, TextField } from '@vitrina/ui-kit';
import { US_STATE_OPTIONS, countryOptions, localeOf } from '../../manage/locations/address-options.js';
import { radiusUnitOf } from '../wizard-values.js';
import type { WizardValues } from '../wizard-values.js';

export function LocationStep() {
  const { t, i18n } = useTranslation(['signup']);
  const { values } = useFormikContext<WizardValues>();
  const mobile = values.goes_to_customers;
  const isUs = values.country.trim().toUpperCase() === 'US';
  return (
    <div className="vs-step">
      <CheckboxField
        name="goes_to_customers"
        role="switch"
        label={t('signup:fields.goesToCustomers')}
        hint={t('signup:fields.goesToCustomersHint')}
      />
      <SelectField
        name="country"
        label={t('signup:fields.country')}
        options={countryOptions(localeOf(i18n.language))}
        required
        autoComplete="country"
      />
      {mobile ? (
        <div className="vs-row">
          <TextField name="postal_code" label={t('signup:fields.serviceZip')} required autoComplete="postal-code" />
          <TextField
            name="radius_miles"
            label={radiusUnitOf(values) === 'km' ? t('signup:fields.radiusKm') : t('signup:fields.radius')}
            numeric
            inputMode="numeric"
          />
        </div>
      ) : (
        <>
          <TextField
            name="address1"
            label={t('signup:fields.address')}
            hint={t('signup:fields.addressHint')}
            autoComplete="address-line1"
          />
          <div className="vs-row">
            <TextField name="city" label={t('signup:fields.city')} autoComplete="address-level2" />
            {isUs ? (
              <SelectField name="state" label={t('signup:fields.state')} options={US_STATE_OPTIONS} autoComplete="address-level1" />
            ) : (
              <TextField name="state" label={t('signup:fields.state')} autoComplete="address-level1" />
            )}
            <TextField name="postal_code" label={t('signup:fields.postalCode')} required autoComplete="postal-code" />
          </div>
        </>
      )}
    </div>
  );
}
