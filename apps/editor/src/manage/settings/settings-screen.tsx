// The back office's Business settings screen: the client fields of spec §3 that the in-place editor does
// not cover — name, contact number, time zone (IANA, picked by region then zone), currency symbol, site
// language and country. The form is checked with the API's own schema (businessSettingsSchema), so field
// messages read the same from either side; a refused save keeps every entered value and shows the
// server's field messages. Owners and managers use it (back-office rights); the API refuses anyone else.
import './settings.css';
import { Form, Formik, useFormikContext } from 'formik';
import type { FormikHelpers } from 'formik';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessSettingsQuery, useSaveBusinessSettingsMutation } from '@vitrina/api-client';
import type { BusinessSettings } from '@vitrina/api-client';
import { LOCALES, countriesSortedByName } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import { Button, SelectField, Spinner, TextField, useToast } from '@vitrina/ui-kit';
import { businessSettingsSchema } from '@vitrina/validation';
import { LoadFailed, ScreenFrame, isNetworkError } from '../screen-frame.js';
import type { ScreenError } from '../screen-frame.js';
import { regionOf, zoneLabel, zonesByRegion } from './time-zone-options.js';

export interface SettingsScreenProps {
  /** The business whose settings these are (the host's client). */
  clientId: number;
}

type FormValues = BusinessSettings & { timeZoneRegion: string };

const FIELDS = ['name', 'contactNumber', 'timeZone', 'currencySymbol', 'language', 'country'] as const;

/** The `{ error: { code, fields } }` of an API answer, when it has one. */
function apiErrorBody(error: ScreenError): { code?: string; fields?: Record<string, string> } {
  const data = error && 'data' in error ? (error.data as { error?: { code?: unknown; fields?: unknown } } | undefined) : undefined;
  const body = data?.error;
  return {
    code: typeof body?.code === 'string' ? body.code : undefined,
    fields: body?.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : undefined,
  };
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

/** After a Save that did not pass, focus goes to the first field in error (its message is next to it). */
function FocusFirstError() {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid) return;
    document.querySelector<HTMLElement>('.vs-settings [aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValid]);
  return null;
}

function SettingsForm({ clientId, settings }: { clientId: number; settings: BusinessSettings }) {
  const { t, i18n } = useTranslation(['manage', 'errors']);
  const toast = useToast();
  const [save] = useSaveBusinessSettingsMutation();
  const locale: Locale = i18n.language === 'es' ? 'es' : 'en';
  const countries = useMemo(() => countriesSortedByName(locale).map((c) => ({ value: c.countryCode, label: c.countryName })), [locale]);
  const regions = zonesByRegion();

  async function submit(values: FormValues, helpers: FormikHelpers<FormValues>) {
    const cast = businessSettingsSchema.validateSync(values);
    const body = Object.fromEntries(FIELDS.map((k) => [k, cast[k]])) as BusinessSettings;
    try {
      const saved = await save({ clientId, ...body }).unwrap();
      helpers.resetForm({ values: formValues(saved.settings) });
      toast.success(saved.published ? t('manage:settings.saved') : t('manage:settings.savedNotPublished'));
    } catch (error) {
      const { code, fields } = apiErrorBody(error as ScreenError);
      if (fields) {
        helpers.setErrors(fields);
        helpers.setTouched(Object.fromEntries(Object.keys(fields).map((k) => [k, true])), false);
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
      {({ values, isSubmitting }) => (
        <Form noValidate className="vs-settings__form" aria-labelledby="vs-title">
          <KeepZoneInRegion />
          <FocusFirstError />
          <fieldset className="vs-settings__group">
            <legend>{t('manage:settings.business')}</legend>
            <TextField name="name" label={t('manage:settings.name')} required autoComplete="organization" maxLength={120} />
            <TextField name="contactNumber" label={t('manage:settings.contactNumber')} required type="tel" autoComplete="tel" />
            <SelectField name="country" label={t('manage:settings.country')} required options={countries} />
          </fieldset>
          <fieldset className="vs-settings__group">
            <legend>{t('manage:settings.regional')}</legend>
            <SelectField
              name="timeZoneRegion"
              label={t('manage:settings.timeZoneRegion')}
              required
              options={[...regions.keys()].map((region) => ({ value: region, label: region }))}
            />
            <SelectField
              name="timeZone"
              label={t('manage:settings.timeZone')}
              hint={t('manage:settings.timeZoneHint')}
              required
              disabled={!values.timeZoneRegion}
              options={(regions.get(values.timeZoneRegion) ?? []).map((zone) => ({ value: zone, label: zoneLabel(zone) }))}
            />
            <TextField
              name="currencySymbol"
              label={t('manage:settings.currencySymbol')}
              hint={t('manage:settings.currencySymbolHint')}
              required
              maxLength={4}
              className="vs-settings__short"
            />
            <SelectField
              name="language"
              label={t('manage:settings.language')}
              hint={t('manage:settings.languageHint')}
              required
              placeholder={false}
              options={LOCALES.map((l) => ({ value: l, label: t(`manage:layout.languages.${l}`) }))}
            />
          </fieldset>
          <div className="vs-settings__actions">
            <Button type="submit" variant="primary" loading={isSubmitting}>
              {isSubmitting ? t('manage:settings.saving') : t('manage:settings.save')}
            </Button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

export function SettingsScreen({ clientId }: SettingsScreenProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const query = useBusinessSettingsQuery(clientId, { refetchOnMountOrArgChange: true });

  let body;
  if (query.isLoading) {
    body = <Spinner label={t('manage:settings.loading')} />;
  } else if (!query.data) {
    body = (
      <LoadFailed
        error={query.error}
        message={t('manage:settings.loadFailed')}
        retryLabel={t('manage:settings.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    // Keyed by client only: a refetch after a save must not reset what the owner is typing.
    body = <SettingsForm key={clientId} clientId={clientId} settings={query.data} />;
  }

  return (
    <ScreenFrame titleId="vs-title" title={t('manage:settings.title')} intro={t('manage:settings.intro')} className="vs-settings">
      {body}
    </ScreenFrame>
  );
}
