// The address of one place (spec §3 Location): name, country (the §3 country list), address lines, city,
// state (US: the §3 list of US states) or province, postal code and phone.
import { useFormikContext } from 'formik';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { US_STATES, countriesSortedByName } from '@vitrina/core-model';
import { SelectField, TextField } from '@vitrina/ui-kit';
import { isUs } from './location-update-values.js';
import type { LocationUpdateValues } from './location-update-values.js';

/** Country options in the interface language, sorted by name. */
export function useCountryOptions() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'es' ? 'es' : 'en';
  return useMemo(() => countriesSortedByName(locale).map((c) => ({ value: c.countryCode, label: c.countryName })), [locale]);
}

// Ids as values: an abbreviation can repeat in the §3 list (AE).
const STATE_OPTIONS = US_STATES.map((s) => ({ value: String(s.id), label: s.name }));

export function AddressFields() {
  const { t } = useTranslation(['editor']);
  const { values, setFieldValue } = useFormikContext<LocationUpdateValues>();
  const countries = useCountryOptions();
  const us = isUs(values.address.country);

  // A state id means nothing as a province and the other way round: switching clears the field.
  const wasUs = useRef(us);
  useEffect(() => {
    if (wasUs.current === us) return;
    wasUs.current = us;
    void setFieldValue('address.state', '', false);
  }, [us, setFieldValue]);

  return (
    <fieldset className="ve-popup-group">
      <legend>{t('editor:popups.locationUpdate.address')}</legend>
      <TextField name="address.name" label={t('editor:popups.locationUpdate.name')} required />
      <SelectField name="address.country" label={t('editor:popups.locationUpdate.country')} options={countries} required />
      <TextField name="address.address1" label={t('editor:popups.locationUpdate.address1')} required />
      <TextField name="address.address2" label={t('editor:popups.locationUpdate.address2')} />
      <TextField name="address.city" label={t('editor:popups.locationUpdate.city')} required />
      {us ? (
        <SelectField name="address.state" label={t('editor:popups.locationUpdate.state')} options={STATE_OPTIONS} required />
      ) : (
        <TextField name="address.state" label={t('editor:popups.locationUpdate.province')} required />
      )}
      <TextField name="address.postalCode" label={t('editor:popups.locationUpdate.postalCode')} required />
      <TextField name="address.phone" label={t('editor:popups.locationUpdate.phone')} type="tel" />
    </fieldset>
  );
}
