// The back office's Store settings (spec §3 ecommerce settings, §9 payment countries and default rates
// "0"): the tax rate (percent), one flat shipping charge per order, the payment countries as a checkbox
// list with the country names of core-model's list, the currency read-only (it is changed in
// Business settings) and the payment gateway in use with its status. Checked with the API's own schema.
import '../kit/kit.css';
import '../products/products.css';
import './store-settings.css';
import { useFormikContext } from 'formik';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSaveStoreSettingsMutation, useStoreSettingsQuery } from '@vitrina/api-client/back-office';
import type { StoreSettings } from '@vitrina/api-client/back-office';
import { taxRateExample, taxRateInputIn, taxRateTextIn } from '@vitrina/commerce';
import { PAYMENT_COUNTRY_CODES, countryNameIn, plainMoneyInput } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import { currentLocale } from '@vitrina/i18n';
import { Button, useCurrencySymbol } from '@vitrina/ui-kit';
import { storeSettingsSchema } from '@vitrina/validation';
import type { StoreSettingsInput } from '@vitrina/validation';
import { BackOfficeSessionContext } from '../../entry/editor-session.js';
import { AmountField, FieldGroup, FormActions, Loaded, ResourceForm, SectionFrame, sectionTexts } from '../kit/index.js';
import { screenPath } from '../screen-path.js';

export interface StoreSettingsScreenProps {
  clientId: number;
}

/** The settings the API takes (validation's StoreSettingsInput). */
type Values = StoreSettingsInput;

/** The tax rate is shown and typed with the decimal mark of the owner's language (es `8,25`), sent plain; so is the shipping rate (es `4,50`). */
const valuesOf = (s: StoreSettings, locale: Locale): Values => ({
  taxRate: taxRateTextIn(s.tax_rate, locale),
  shippingRate: s.shipping_rate,
  paymentCountries: s.payment_countries,
});

function CountriesField() {
  const { t, i18n } = useTranslation(['manage', 'validation']);
  const { values, errors, setFieldValue } = useFormikContext<Values>();
  const chosen = new Set(values.paymentCountries);
  // A message on one country (paymentCountries[3]) is shown on the list.
  const error = [errors.paymentCountries].flat().find((message) => typeof message === 'string') ?? '';
  const locale = currentLocale(i18n);
  const nameOf = (code: string) => countryNameIn(code, locale);
  const toggle = (code: string) =>
    void setFieldValue(
      'paymentCountries',
      PAYMENT_COUNTRY_CODES.filter((c) => (c === code ? !chosen.has(c) : chosen.has(c))),
    );
  return (
    <fieldset className="vbl-form__group vbs-countries" aria-describedby="vbs-countries-hint">
      <legend>{t('manage:storeSettings.countries')}</legend>
      <p id="vbs-countries-hint" className="vbp-hint">
        {t('manage:storeSettings.countriesHint')}
      </p>
      <div className="vbs-countries__bulk">
        <Button variant="secondary" onClick={() => void setFieldValue('paymentCountries', [...PAYMENT_COUNTRY_CODES])}>
          {t('manage:storeSettings.selectAll')}
        </Button>
        <Button variant="secondary" onClick={() => void setFieldValue('paymentCountries', [])}>
          {t('manage:storeSettings.selectNone')}
        </Button>
      </div>
      <ul className="vbs-countries__list">
        {PAYMENT_COUNTRY_CODES.map((code) => (
          <li key={code} className="vk-checkbox">
            <input
              id={`vbs-country-${code}`}
              type="checkbox"
              className="vk-checkbox__input"
              checked={chosen.has(code)}
              onChange={() => toggle(code)}
            />
            <label htmlFor={`vbs-country-${code}`} className="vk-checkbox__label">
              {nameOf(code)}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p className="vk-field__error" role="alert">
          {t(error, { defaultValue: error })}
        </p>
      ) : null}
    </fieldset>
  );
}

function SettingsForm({ clientId, settings }: { clientId: number; settings: StoreSettings }) {
  const { t, i18n } = useTranslation(['manage', 'errors']);
  const locale = currentLocale(i18n);
  const country = useContext(BackOfficeSessionContext)?.site.client.country?.country_code;
  const plain = (values: Values): Values => ({
    ...values,
    taxRate: taxRateInputIn(values.taxRate, locale),
    shippingRate: plainMoneyInput(values.shippingRate, locale),
  });
  const example = new Intl.NumberFormat(locale, { maximumFractionDigits: 4 }).format(Number(taxRateExample(country)));
  const [save] = useSaveStoreSettingsMutation();

  const sandbox = settings.gateway === 'sandbox';
  const symbol = useCurrencySymbol(settings.currency);
  return (
    <ResourceForm<StoreSettings, Values, Values>
      record={settings}
      valuesOf={(saved) => valuesOf(saved, locale)}
      empty={() => valuesOf(settings, locale)}
      inputOf={plain}
      schema={storeSettingsSchema}
      save={(input) => save({ clientId, ...input }).unwrap()}
      texts={{
        saved: 'manage:storeSettings.saved',
        refusals: {
          fields: 'manage:storeSettings.invalid',
          freemium: 'manage:storeSettings.freemium',
          network: 'errors:network',
          slugTaken: 'manage:storeSettings.saveFailed',
          other: 'manage:storeSettings.saveFailed',
        },
      }}
      className="vbl-form vbs-form"
      labelledBy="vbs-title"
    >
      {({ isSubmitting }) => (
        <>
          <FieldGroup legend={t('manage:storeSettings.rates')}>
            <div className="vbp-form__pair">
              <AmountField
                name="taxRate"
                money
                label={t('manage:storeSettings.taxRate')}
                hint={t('manage:storeSettings.taxRateHint', { example })}
              />
              <AmountField
                name="shippingRate"
                money
                label={t('manage:storeSettings.shippingRate', { symbol })}
                hint={t('manage:storeSettings.shippingRateHint')}
              />
            </div>
          </FieldGroup>
          <section className="vbl-form__group" aria-labelledby="vbs-currency">
            <h2 id="vbs-currency" className="vbs-heading">
              {t('manage:storeSettings.currency')}
            </h2>
            <p className="vbs-text">{t('manage:storeSettings.currencyValue', { symbol, code: settings.currency })}</p>
            <p className="vbp-hint">
              {t('manage:storeSettings.currencyHint')}{' '}
              <Link className="vbl-link vbs-inline-link" to={screenPath('settings')}>
                {t('manage:storeSettings.businessSettings')}
              </Link>
            </p>
          </section>
          <CountriesField />
          <section className="vbl-form__group" aria-labelledby="vbs-gateway">
            <h2 id="vbs-gateway" className="vbs-heading">
              {t('manage:storeSettings.gateway')}
            </h2>
            <p className="vbs-text">
              <span className={`vbl-badge${sandbox ? ' vbp-badge--warning' : ''}`}>
                {t(`manage:storeSettings.gateways.${settings.gateway}`)}
              </span>{' '}
              {t(sandbox ? 'manage:storeSettings.sandboxStatus' : 'manage:storeSettings.stripeStatus')}
            </p>
          </section>
          <FormActions saveLabel={t('manage:storeSettings.save')} saving={isSubmitting} />
        </>
      )}
    </ResourceForm>
  );
}

export function StoreSettingsScreen({ clientId }: StoreSettingsScreenProps) {
  const { t } = useTranslation(['manage']);
  const query = useStoreSettingsQuery(clientId, { refetchOnMountOrArgChange: true });
  return (
    <SectionFrame section="storeSettings" titleId="vbs-title" className="vbl-blog vbs-store">
      <Loaded query={query} texts={sectionTexts(t, 'storeSettings', ['loading', 'loadFailed', 'retry'])}>
        {(settings) => <SettingsForm clientId={clientId} settings={settings} />}
      </Loaded>
    </SectionFrame>
  );
}
