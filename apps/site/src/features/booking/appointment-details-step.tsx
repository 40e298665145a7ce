// DetailsFrom / DetailFormForEmployee (spec §2): the §3 appointment details, checked by validation's
// createAppointmentDetailsSchema (the schema the API runs) with the §5 messages, incl. "enter a valid phone
// number" (by the business's country); the address only for a mobile appointment. Sends the booking with the `utm_params` cookie's
// campaign (spec §9). A failed booking keeps every typed field (details-values.ts says what each answer does).
import { useBookAppointmentMutation } from '@vitrina/api-client';
import type { BookBody, BookingInfo } from '@vitrina/api-client';
import { countryChoices } from '@vitrina/core-model';
import { currentLocale } from '@vitrina/i18n';
import { Button, FocusFirstError, TextField } from '@vitrina/ui-kit';
import { createAppointmentDetailsSchema } from '@vitrina/validation';
import { Form, Formik } from 'formik';
import type { FormikHelpers } from 'formik';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteContext } from '../../app/site-context.js';
import { CountryField, RegionField } from '../shared/address-choice-fields.js';
import { readApiFailure } from '../shared/api-error.js';
import { readCampaignParams } from '../tracking/utm-cookie.js';
import { bookBody, emptyDetails, outcomeOfFailure } from './details-values.js';
import type { DetailsValues } from './details-values.js';

export interface AppointmentDetailsStepProps {
  clientId: number;
  info: BookingInfo;
  /** The selection and slot being booked (and employeeLink on /appointment/employee/{id}). */
  body: Omit<BookBody, 'details' | 'utm'>;
  /** The hold made at ConfirmSlot (or when leaving SelectDateAndSlot). */
  holdId: string | null;
  onBooked: (uuid: string) => void;
  onSlotTaken: () => void;
}

export function AppointmentDetailsStep({ clientId, body, holdId, onBooked, onSlotTaken }: AppointmentDetailsStepProps) {
  const { t, i18n } = useTranslation(['booking', 'errors']);
  const locale = currentLocale(i18n);
  // Fixed ids (not useId): a reload of the details step is rendered by the server, and both must agree.
  const formId = 'booking-details';
  const site = useContext(SiteContext)?.site;
  const ownCountry = (site?.client.country?.country_code ?? '').toUpperCase();
  const mobile = body.serviceType === 1;
  const schema = useMemo(
    () => createAppointmentDetailsSchema({ addressRequired: mobile, country: ownCountry || undefined }),
    [mobile, ownCountry],
  );
  const countries = useMemo(() => countryChoices(locale), [locale]);
  const [book, { isLoading }] = useBookAppointmentMutation();
  const [message, setMessage] = useState<string | null>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (message) alert.current?.focus();
  }, [message]);

  async function submit(values: DetailsValues, helpers: FormikHelpers<DetailsValues>) {
    setMessage(null);
    const result = await book({ clientId, body: bookBody(body, holdId, values, readCampaignParams()) });
    if (result.data) {
      onBooked(result.data.uuid);
      return;
    }
    const outcome = outcomeOfFailure(readApiFailure(result.error));
    if (outcome.kind === 'slotTaken') onSlotTaken();
    else if (outcome.kind === 'fields') {
      helpers.setTouched(Object.fromEntries(Object.keys(outcome.fields).map((name) => [name, true])), false);
      // FocusFirstError then focuses the first of them in the form's order (not the order the API listed them).
      helpers.setErrors(outcome.fields);
    } else setMessage(t(outcome.message));
  }

  return (
    // The Country starts unselected (issue 26): the visitor picks it, or is told to; no country is assumed
    // (an assumed US read "…, US" under a Country that showed nothing chosen).
    <Formik<DetailsValues> initialValues={emptyDetails()} validationSchema={schema} onSubmit={submit}>
      {({ values }) => {
        const country = values.country.toUpperCase();
        return (
          <Form id={formId} noValidate className="site-checkout__form site-booking__details" aria-busy={isLoading || undefined}>
            <div className="site-checkout__row">
              <TextField
                name="firstName"
                id="booking-firstName"
                label={t('booking:details.firstName')}
                required
                autoComplete="given-name"
              />
              <TextField name="lastName" id="booking-lastName" label={t('booking:details.lastName')} required autoComplete="family-name" />
            </div>
            <div className="site-checkout__row">
              <TextField name="email" id="booking-email" type="email" label={t('booking:details.email')} required autoComplete="email" />
              <TextField
                name="phoneNumber"
                id="booking-phoneNumber"
                type="tel"
                label={t('booking:details.phoneNumber')}
                required
                autoComplete="tel"
              />
            </div>
            {mobile && (
              <fieldset className="site-booking__address">
                <legend>{t('booking:mobile.addressPrompt')}</legend>
                <CountryField
                  idPrefix="booking"
                  label={t('booking:details.country')}
                  options={countries}
                  placeholder={t('booking:kit.selectCountry')}
                />
                <TextField
                  name="address1"
                  id="booking-address1"
                  label={t('booking:details.address1')}
                  required
                  autoComplete="address-line1"
                />
                <TextField name="address2" id="booking-address2" label={t('booking:details.address2')} autoComplete="address-line2" />
                <div className="site-checkout__row">
                  <TextField name="city" id="booking-city" label={t('booking:details.city')} required autoComplete="address-level2" />
                  <RegionField
                    idPrefix="booking"
                    country={country}
                    texts={{
                      state: t('booking:details.state'),
                      selectState: t('booking:kit.selectState'),
                      province: t('booking:details.province'),
                    }}
                  />
                </div>
                <TextField
                  name="postalCode"
                  id="booking-postalCode"
                  label={t(country === 'US' ? 'booking:details.zipCode' : 'booking:details.postalCode')}
                  required
                  autoComplete="postal-code"
                />
              </fieldset>
            )}
            <TextField name="note" id="booking-note" multiline rows={3} label={t('booking:details.note')} />
            <FocusFirstError formSelector={`#${formId}`} />
            <p ref={alert} tabIndex={-1} role="alert" className="site-checkout__notice site-booking__error" hidden={!message}>
              {message}
            </p>
            <Button type="submit" loading={isLoading} className="site-checkout__submit">
              {isLoading ? t('booking:actions.booking') : t('booking:actions.book')}
            </Button>
          </Form>
        );
      }}
    </Formik>
  );
}
