// The back office's Business settings screen: the client fields of spec §3 that the in-place editor does
// not cover — name, contact number, time zone (IANA, picked by region then zone), currency (an ISO 4217 code
// picked from Intl's list: the symbol and format follow from it, no symbol is typed), site
// language and country — and the business's e-mail and street address (optional as a whole; the postal
// code follows the country, §5 "valid postal code (zip code)"), and when customers are reminded of their
// appointments by e-mail (issue 28: off, 2, 24 or 48 hours before) and until when they may cancel or
// reschedule from their booking's own link (issue 30). The form is checked with the API's own schema (businessSettingsSchema), so field
// messages read the same from either side; a refused save keeps every entered value and shows the
// server's field messages. Owners and managers use it (back-office rights); the API refuses anyone else.
import './settings.css';
import { useFormikContext } from 'formik';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessSettingsQuery, useSaveBusinessSettingsMutation } from '@vitrina/api-client/back-office';
import type { BusinessSettings, SavedSettings } from '@vitrina/api-client/back-office';
import { countriesSortedByName, currencyCodes } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import { SelectField, TextField } from '@vitrina/ui-kit';
import { BOOKING_CHANGE_POLICIES, BOOKING_REMINDERS, businessSettingsSchema, hasAddress } from '@vitrina/validation';
import type { BusinessSettingsInput } from '@vitrina/validation';
import { LanguageField } from '../language-field.js';
import { LoadedScreen } from '../record-screen.js';
import { FieldGroup, ResourceForm } from '../kit/index.js';
import { regionOf, zonesByRegion } from './time-zone-options.js';
import { timeZoneDisplayName, timeZoneRegionName } from '@vitrina/i18n';
import type { TimeZoneRegion } from '@vitrina/i18n';

export interface SettingsScreenProps {
  /** The business whose settings these are (the host's client). */
  clientId: number;
}

/** The settings the API takes (validation's BusinessSettingsInput), and the region the zone list is filtered by. */
type FormValues = BusinessSettingsInput & { timeZoneRegion: string };

const FIELDS = [
  'name',
  'contactNumber',
  'timeZone',
  'currency',
  'language',
  'country',
  'contactEmail',
  'address',
  'bookingReminder',
  'bookingChanges',
] as const;

/** The request: the settings the API takes (the region is only the zone list's filter). */
const inputOf = (values: FormValues) => Object.fromEntries(FIELDS.map((k) => [k, values[k]])) as BusinessSettingsInput;

const formValues = ({ settings }: SavedSettings): FormValues => ({ ...settings, timeZoneRegion: regionOf(settings.timeZone) });

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
  const [save] = useSaveBusinessSettingsMutation();
  const locale: Locale = i18n.language === 'es' ? 'es' : 'en';
  const countries = useMemo(() => countriesSortedByName(locale).map((c) => ({ value: c.countryCode, label: c.countryName })), [locale]);
  const regions = zonesByRegion();
  const currencies = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'currency' });
    return currencyCodes().map((code) => ({ value: code, label: `${code} — ${names.of(code) ?? code}` }));
  }, [locale]);

  return (
    <ResourceForm<SavedSettings, FormValues, BusinessSettingsInput>
      submitRow={{ className: 'vs-settings__actions', label: t('manage:settings.save'), busyLabel: t('manage:settings.saving') }}
      // The settings as loaded stand for a save that published them.
      record={{ settings, published: true }}
      valuesOf={formValues}
      empty={() => formValues({ settings, published: true })}
      inputOf={inputOf}
      schema={businessSettingsSchema}
      // Sent as the schema casts it.
      save={(input) => save({ clientId, ...businessSettingsSchema.validateSync(input) }).unwrap()}
      texts={{
        saved: (saved) => (saved.published ? t('manage:settings.saved') : t('manage:settings.savedNotPublished')),
        refusals: {
          fields: 'manage:settings.invalid',
          freemium: 'manage:settings.freemium',
          network: 'errors:network',
          slugTaken: 'manage:settings.saveFailed',
          other: 'manage:settings.saveFailed',
        },
      }}
      validateOnChange
      className="vs-settings__form"
      labelledBy="vs-title"
    >
      {({ values }) => {
        // Street, city and postal code become required once any part of the address is given.
        const addressRequired = hasAddress(values.address);
        const unitedStates = values.country === 'US';
        return (
          <>
            <KeepZoneInRegion />
            <FieldGroup legend={t('manage:settings.business')} className="vs-settings__group">
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
            </FieldGroup>
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
            <FieldGroup legend={t('manage:settings.regional')} className="vs-settings__group">
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
            </FieldGroup>
            <FieldGroup legend={t('manage:settings.bookings')} className="vs-settings__group">
              <SelectField
                name="bookingReminder"
                label={t('manage:settings.bookingReminder')}
                hint={t('manage:settings.bookingReminderHint')}
                required
                options={BOOKING_REMINDERS.map((value) => ({ value, label: t(`manage:settings.bookingReminders.${value}`) }))}
              />
              <SelectField
                name="bookingChanges"
                label={t('manage:selfService.bookingChanges')}
                hint={t('manage:selfService.bookingChangesHint')}
                required
                options={BOOKING_CHANGE_POLICIES.map((value) => ({ value, label: t(`manage:selfService.policies.${value}`) }))}
              />
            </FieldGroup>
          </>
        );
      }}
    </ResourceForm>
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
