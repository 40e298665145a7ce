// "New appointment": staff member, booking type, services, location (at a location), date and start time
// in the business zone (any time the owner picks; the API refuses only an overlap), the §3 customer
// details checked by validation's createAppointmentDetailsSchema (address only for the customer's
// address), and the business's notes. An employee books only for themselves (the options hold only them).
import { Field, Form, Formik, validateYupSchema, yupToFormErrors } from 'formik';
import type { FormikErrors, FormikHelpers } from 'formik';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateOwnerAppointmentMutation } from '@vitrina/api-client/back-office';
import type { AppointmentOptions, OwnerAppointment } from '@vitrina/api-client/back-office';
import { emptyAppointmentDetails } from '@vitrina/core-model';
import type { AppointmentDetails } from '@vitrina/core-model';
import { Button, SelectField, TextField, useToast } from '@vitrina/ui-kit';
import { currentLocale } from '@vitrina/i18n';
import { createAppointmentDetailsSchema } from '@vitrina/validation';
import { countryOptions } from '../locations/address-options.js';
import { StaffNoteField } from './appointment-actions.js';
import { appointmentFailureOf } from './appointment-errors.js';
import { zonedInstant } from './zoned-time.js';

/** The appointment's choices and the customer's spec §3 details (core-model AppointmentDetails). */
export interface NewAppointmentValues extends AppointmentDetails {
  staffId: string;
  serviceType: string;
  serviceIds: string[];
  locationId: string;
  date: string;
  time: string;
  staffNote: string;
}

export interface NewAppointmentFormProps {
  clientId: number;
  options: AppointmentOptions;
  /** The day the calendar shows, and its staff filter: the form starts from them. */
  date: string;
  staffId: number | null;
  /** The business's country (two-letter code): whose phone rule the customer's phone follows (issue 26). */
  country?: string;
  onDone: (appointment: OwnerAppointment) => void;
  onCancel: () => void;
}

/** The services a staff member performs as this type (all of the type when none is linked to them). */
export function servicesFor(options: AppointmentOptions, staffId: string, serviceType: string) {
  const type = Number(serviceType);
  const ofType = options.services.filter((s) => s.serviceTypes.includes(type as 0 | 1 | 2));
  const linked = options.staff.find((s) => String(s.id) === staffId)?.serviceIds ?? [];
  const theirs = ofType.filter((s) => linked.includes(s.id));
  return linked.length ? theirs : ofType;
}

const DETAIL_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'country',
  'address1',
  'address2',
  'city',
  'state',
  'province',
  'postalCode',
  'note',
] as const;

export function NewAppointmentForm({ clientId, options, date, staffId, country, onDone, onCancel }: NewAppointmentFormProps) {
  const { t, i18n } = useTranslation(['manage', 'errors']);
  const toast = useToast();
  const [create] = useCreateOwnerAppointmentMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const firstStaff = String(staffId ?? options.staff[0]?.id ?? '');
  const types = [0, 1, 2].filter((type) => options.services.some((s) => s.serviceTypes.includes(type as 0 | 1 | 2)));
  const initial: NewAppointmentValues = {
    staffId: firstStaff,
    serviceType: String(types[0] ?? 0),
    serviceIds: [],
    locationId: String(options.locations[0]?.id ?? ''),
    date,
    time: '10:00',
    ...emptyAppointmentDetails(),
    // The customer's address is in the business's own country unless told otherwise (issue 26).
    country: country?.trim().toUpperCase() || 'US',
    staffNote: '',
  };

  async function validate(values: NewAppointmentValues): Promise<FormikErrors<NewAppointmentValues>> {
    const errors: FormikErrors<NewAppointmentValues> = {};
    if (!values.staffId) errors.staffId = 'manage:appointments.form.chooseStaff';
    if (!values.serviceIds.length) errors.serviceIds = 'manage:appointments.form.chooseServices';
    if (values.serviceType === '0' && !values.locationId) errors.locationId = 'manage:appointments.form.chooseLocation';
    if (!values.date) errors.date = 'manage:appointments.form.chooseDate';
    if (!values.time) errors.time = 'manage:appointments.form.chooseTime';
    try {
      await validateYupSchema(values, createAppointmentDetailsSchema({ addressRequired: values.serviceType === '1', country }));
    } catch (error) {
      Object.assign(errors, yupToFormErrors(error));
    }
    return errors;
  }

  async function submit(values: NewAppointmentValues, helpers: FormikHelpers<NewAppointmentValues>) {
    helpers.setStatus(undefined);
    const type = Number(values.serviceType) as 0 | 1 | 2;
    const details = Object.fromEntries(DETAIL_FIELDS.map((f) => [f, values[f]])) as Record<(typeof DETAIL_FIELDS)[number], string>;
    try {
      const made = await create({
        clientId,
        staffId: Number(values.staffId),
        serviceIds: values.serviceIds.map(Number),
        serviceType: type,
        locationId: type === 0 ? Number(values.locationId) : null,
        start: zonedInstant(values.date, values.time, options.timeZone).toISOString(),
        details,
        staffNote: values.staffNote,
      }).unwrap();
      toast.success(t('manage:appointments.form.done'));
      onDone(made);
    } catch (error) {
      const failure = appointmentFailureOf(error);
      if (failure.fields)
        helpers.setErrors(Object.fromEntries(Object.entries(failure.fields).map(([k, v]) => [k.replace(/^details\./, ''), v])));
      helpers.setStatus(t(failure.key));
      toast.error(t(failure.key));
      errorRef.current?.focus();
    }
  }

  return (
    <section className="va-new" aria-labelledby="va-new-title">
      <h2 id="va-new-title" className="va-view__title" tabIndex={-1} ref={headingRef}>
        {t('manage:appointments.form.title')}
      </h2>
      <Formik initialValues={initial} validate={validate} onSubmit={submit}>
        {({ values, errors, submitCount, isSubmitting, status }) => {
          const services = servicesFor(options, values.staffId, values.serviceType);
          return (
            <Form className="va-form" noValidate>
              <div className="va-form__row">
                <SelectField
                  name="staffId"
                  label={t('manage:appointments.form.staff')}
                  options={options.staff.map((s) => ({ value: String(s.id), label: s.name }))}
                  placeholder={false}
                  required
                />
                <SelectField
                  name="serviceType"
                  label={t('manage:appointments.form.serviceType')}
                  options={types.map((type) => ({
                    value: String(type),
                    label: t(`manage:appointments.serviceTypes.${type as 0 | 1 | 2}`),
                  }))}
                  placeholder={false}
                />
                {values.serviceType === '0' ? (
                  <SelectField
                    name="locationId"
                    label={t('manage:appointments.form.location')}
                    options={options.locations.map((l) => ({ value: String(l.id), label: l.name }))}
                    required
                  />
                ) : null}
              </div>
              <fieldset className="va-services-pick" aria-describedby={errors.serviceIds && submitCount ? 'va-services-error' : undefined}>
                <legend className="vk-field__label">{t('manage:appointments.form.services')}</legend>
                {services.length === 0 ? <p className="va-day__empty">{t('manage:appointments.form.noServices')}</p> : null}
                {services.map((s) => (
                  <label key={s.id} className="va-check">
                    <Field type="checkbox" name="serviceIds" value={String(s.id)} /> {s.name} ·{' '}
                    {t('manage:appointments.detail.minutes', { count: s.durationMinutes })}
                  </label>
                ))}
                {errors.serviceIds && submitCount ? (
                  <p id="va-services-error" className="va-form__error" role="alert">
                    {t(errors.serviceIds as 'manage:appointments.form.chooseServices')}
                  </p>
                ) : null}
              </fieldset>
              <div className="va-form__row">
                <TextField name="date" type="date" label={t('manage:appointments.form.date')} required />
                <TextField
                  name="time"
                  type="time"
                  step={300}
                  label={t('manage:appointments.form.time')}
                  hint={t('manage:appointments.form.timeHint', { zone: options.timeZone })}
                  required
                />
              </div>
              <h3 className="va-form__title">{t('manage:appointments.form.customer')}</h3>
              <div className="va-form__row">
                <TextField name="firstName" label={t('manage:appointments.form.firstName')} autoComplete="off" required />
                <TextField name="lastName" label={t('manage:appointments.form.lastName')} autoComplete="off" required />
                <TextField name="email" type="email" label={t('manage:appointments.form.email')} autoComplete="off" required />
                <TextField name="phoneNumber" type="tel" label={t('manage:appointments.form.phone')} autoComplete="off" required />
              </div>
              {values.serviceType === '1' ? (
                <div className="va-form__row">
                  <TextField name="address1" label={t('manage:appointments.form.address1')} required />
                  <TextField name="address2" label={t('manage:appointments.form.address2')} />
                  <TextField name="city" label={t('manage:appointments.form.city')} required />
                  {values.country.toUpperCase() === 'US' ? (
                    <TextField name="state" label={t('manage:appointments.form.state')} required />
                  ) : (
                    <TextField name="province" label={t('manage:appointments.form.province')} required />
                  )}
                  <TextField name="postalCode" label={t('manage:appointments.form.postalCode')} required />
                  <SelectField
                    name="country"
                    label={t('manage:appointments.form.country')}
                    options={countryOptions(currentLocale(i18n))}
                    required
                  />
                </div>
              ) : null}
              <TextField name="note" label={t('manage:appointments.form.note')} multiline rows={2} maxLength={2000} />
              <StaffNoteField label={t('manage:appointments.form.staffNote')} rows={2} />
              <p className="va-form__error" role="alert" aria-live="assertive" tabIndex={-1} ref={errorRef}>
                {typeof status === 'string' ? status : ''}
              </p>
              <div className="va-form__buttons">
                <Button type="submit" loading={isSubmitting}>
                  {t('manage:appointments.form.submit')}
                </Button>
                <Button type="button" variant="secondary" onClick={onCancel}>
                  {t('manage:appointments.form.cancel')}
                </Button>
              </div>
            </Form>
          );
        }}
      </Formik>
    </section>
  );
}
