// The back office's Business settings screen: the client fields of spec §3 that the in-place editor does
// not cover — name, contact number, time zone (IANA, picked by region then zone), currency (an ISO 4217 code
// picked from Intl's list: the symbol and format follow from it, no symbol is typed), site
// language and country — and the business's e-mail and street address (optional as a whole; the postal
// code follows the country, §5 "valid postal code (zip code)"). The form is checked with the API's own schema (businessSettingsSchema), so field
// messages read the same from either side; a refused save keeps every entered value and shows the
// server's field messages. Owners and managers use it (back-office rights); the API refuses anyone else.
import { apiFailureOf } from '@vitrina/api-client';
import './settings.css';
import { Form, Formik, setIn, useFormikContext } from 'formik';
import type { FormikErrors, FormikHelpers, FormikTouched } from 'formik';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessSettingsQuery, useSaveBusinessSettingsMutation } from '@vitrina/api-client/back-office';
import type { BusinessSettings } from '@vitrina/api-client/back-office';
import { countriesSortedByName, currencyCodes } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import { FocusFirstError, SelectField, TextField, useToast } from '@vitrina/ui-kit';
import { businessSettingsSchema, hasAddress } from '@vitrina/validation';
import type { BusinessSettingsInput } from '@vitrina/validation';
import { isNetworkError } from '../screen-frame.js';
import { LanguageField } from '../language-field.js';
import { LoadedScreen } from '../record-screen.js';
import { SubmitRow } from '../kit/index.js';
import type { ScreenError } from '../screen-frame.js';
import { regionOf, zonesByRegion } from './time-zone-options.js';
import { timeZoneDisplayName, timeZoneRegionName } from '@vitrina/i18n';
import type { TimeZoneRegion } from '@vitrina/i18n';

export interface SettingsScreenProps {
  /** The business whose settings these are (the host's client). */
  clientId: number;
}

/** The settings the API takes (validation's BusinessSettingsInput), and the region the zone list is filtered by. */
type FormValues = BusinessSettingsInput & { timeZoneRegion: string };

const FIELDS = ['name', 'contactNumber', 'timeZone', 'currency', 'language', 'country', 'contactEmail', 'address'] as const;

/** The code and field messages of a refused save (ErrorBody, read by apiFailureOf). */
function apiErrorBody(error: unknown): { code?: string; fields?: Record<string, string> } {
  const failure = apiFailureOf(error);
  const fields = failure?.fields ?? {};
  return { code: failure?.code ?? undefined, fields: Object.keys(fields).length > 0 ? fields : undefined };
}

/** The API's field messages (`address.city` for a field of the address) as formik's nested errors and touched. */
function formErrors(fields: Record<string, string>): { errors: FormikErrors<FormValues>; touched: FormikTouched<FormValues> } {
  let errors: FormikErrors<FormValues> = {};
  let touched: FormikTouched<FormValues> = {};
  for (const [path, message] of Object.entries(fields)) {
    errors = setIn(errors, path, message) as FormikErrors<FormValues>;
    touched = setIn(touched, path, true) as FormikTouched<FormValues>;
  }
  return { errors, touched };
}

const formValues = (settings: BusinessSettings): FormValues => ({ ...settings, timeZoneRegion: regionOf(settings.timeZone) });

/** A zone of another region is cleared when the region changes. */
function KeepZoneInRegion() {
  const { values, setFieldValue } = useFormikContext<FormValues>();
  useEffect(() => {
    if (values.timeZone && regionOf(values.timeZone) !== values.timeZoneRegion) void setFieldValue('timeZone', '', false);
  }, [values.timeZoneRegion, values.timeZone, setFieldValue]);
  return null;
}

function SettingsForm({ clientId, settings }: { clientId: number; settings: BusinessSettings }) {
  const { t, i18n } = useTranslation(['manage', 'errors']);
  const toast = useToast();
  const [save] = useSaveBusinessSettingsMutation();
  const locale: Locale = i18n.language === 'es' ? 'es' : 'en';
  const countries = useMemo(() => countriesSortedByName(locale).map((c) => ({ value: c.countryCode, label: c.countryName })), [locale]);
  const regions = zonesByRegion();
  const currencies = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'currency' });
    return currencyCodes().map((code) => ({ value: code, label: `${code} — ${names.of(code) ?? code}` }));
  }, [locale]);

  async function submit(values: FormValues, helpers: FormikHelpers<FormValues>) {
    const cast = businessSettingsSchema.validateSync(values);
    const body = Object.fromEntries(FIELDS.map((k) => [k, cast[k]])) as BusinessSettings;
    try {
      const saved = await save({ clientId, ...body }).unwrap();
      helpers.resetForm({ values: formValues(saved.settings) });
      toast.success(saved.published ? t('manage:settings.saved') : t('manage:settings.savedNotPublished'));
    } catch (error) {
      const { code, fields } = apiErrorBody(error);
      if (fields) {
        const { errors, touched } = formErrors(fields);
        helpers.setErrors(errors);
        void helpers.setTouched(touched, false);
      }
      const message = isNetworkError(error as ScreenError)
        ? t('errors:network')
        : code === 'freemium'
          ? t('manage:settings.freemium')
          : fields
            ? t('manage:settings.invalid')
            : t('manage:settings.saveFailed');
      toast.error(message);
    }
  }

  return (
    <Formik<FormValues> initialValues={formValues(settings)} validationSchema={businessSettingsSchema} onSubmit={submit}>
      {({ values, isSubmitting }) => {
        // Street, city and postal code become required once any part of the address is given.
        const addressRequired = hasAddress(values.address);
        const unitedStates = values.country === 'US';
        return (
          <Form noValidate className="vs-settings__form" aria-labelledby="vs-title">
            <KeepZoneInRegion />
            <FocusFirstError formSelector=".vs-settings__form" />
            <fieldset className="vs-settings__group">
              <legend>{t('manage:settings.business')}</legend>
              <TextField name="name" label={t('manage:settings.name')} required autoComplete="organization" maxLength={120} />
              <TextField name="contactNumber" label={t('manage:settings.contactNumber')} required type="tel" autoComplete="tel" />
              <TextField
                name="contactEmail"
                label={t('manage:settings.contactEmail')}
                hint={t('manage:settings.contactEmailHint')}
                type="email"
                autoComplete="email"
                maxLength={254}
              />
              <SelectField name="country" label={t('manage:settings.country')} required options={countries} />
            </fieldset>
            <fieldset className="vs-settings__group" aria-describedby="vs-settings-address-hint">
              <legend>{t('manage:settings.address')}</legend>
              <p id="vs-settings-address-hint" className="vs-settings__hint">
                {t('manage:settings.addressHint')}
              </p>
              <TextField
                name="address.address1"
                label={t('manage:settings.address1')}
                required={addressRequired}
                autoComplete="address-line1"
              />
              <TextField name="address.address2" label={t('manage:settings.address2')} autoComplete="address-line2" />
              <TextField name="address.city" label={t('manage:settings.city')} required={addressRequired} autoComplete="address-level2" />
              <TextField
                name="address.region"
                label={unitedStates ? t('manage:settings.state') : t('manage:settings.region')}
                autoComplete="address-level1"
              />
              <TextField
                name="address.postalCode"
                label={unitedStates ? t('manage:settings.zipCode') : t('manage:settings.postalCode')}
                required={addressRequired}
                autoComplete="postal-code"
                maxLength={10}
                className="vs-settings__short"
              />
            </fieldset>
            <fieldset className="vs-settings__group">
              <legend>{t('manage:settings.regional')}</legend>
              <SelectField
                name="timeZoneRegion"
                label={t('manage:settings.timeZoneRegion')}
                required
                options={[...regions.keys()].map((region) => ({
                  value: region,
                  label: timeZoneRegionName(region as TimeZoneRegion, locale),
                }))}
              />
              <SelectField
                name="timeZone"
                label={t('manage:settings.timeZone')}
                hint={t('manage:settings.timeZoneHint')}
                required
                disabled={!values.timeZoneRegion}
                options={(regions.get(values.timeZoneRegion) ?? [])
                  .map((zone) => ({ value: zone, label: timeZoneDisplayName(zone, locale) }))
                  .sort((a, b) => a.label.localeCompare(b.label, locale))}
              />
              <SelectField
                name="currency"
                label={t('manage:settings.currency')}
                hint={t('manage:settings.currencyHint')}
                required
                options={currencies}
              />
              <LanguageField label={t('manage:settings.language')} hint={t('manage:settings.languageHint')} />
            </fieldset>
            <SubmitRow
              className="vs-settings__actions"
              busy={isSubmitting}
              label={t('manage:settings.save')}
              busyLabel={t('manage:settings.saving')}
            />
          </Form>
        );
      }}
    </Formik>
  );
}

export function SettingsScreen({ clientId }: SettingsScreenProps) {
  const query = useBusinessSettingsQuery(clientId, { refetchOnMountOrArgChange: true });
  return (
    <LoadedScreen section="settings" titleId="vs-title" className="vs-settings" query={query}>
      {/* Keyed by client only: a refetch after a save must not reset what the owner is typing. */}
      {(settings) => <SettingsForm key={clientId} clientId={clientId} settings={settings} />}
    </LoadedScreen>
  );
}
