// "New appointment": staff member, booking type, services, location (at a location), date and start time
// in the business zone (any time the owner picks; the API refuses only an overlap), the §3 customer
// details checked by validation's createAppointmentDetailsSchema (address only for the customer's
// address), and the business's notes. An employee books only for themselves (the options hold only them).
// A kit ResourceForm (issue 27); the API's refused details (`details.email`…) land on the form's own fields.
import { Field } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { array, lazy, object, string } from 'yup';
import { useCreateOwnerAppointmentMutation } from '@vitrina/api-client/back-office';
import type { AppointmentOptions, OwnerAppointment } from '@vitrina/api-client/back-office';
import { emptyAppointmentDetails } from '@vitrina/core-model';
import type { AppointmentDetails } from '@vitrina/core-model';
import { Button, SelectField, TextField } from '@vitrina/ui-kit';
import { currentLocale } from '@vitrina/i18n';
import { createAppointmentDetailsSchema } from '@vitrina/validation';
import { ResourceForm, refusalTextOf } from '../kit/index.js';
import type { ResourceFormTexts } from '../kit/index.js';
import { countryOptions } from '../locations/address-options.js';
import { StaffNoteField } from './appointment-actions.js';
import { APPOINTMENT_REFUSALS } from './appointment-errors.js';
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

/** The API answers a refused detail as `details.<field>`; the form's field of the same name is where it shows. */
const DETAIL_FIELD_NAMES: Readonly<Record<string, string>> = Object.fromEntries(DETAIL_FIELDS.map((f) => [`details.${f}`, f]));

/**
 * What the form checks before booking: a staff member, a service, the location (at a location), a date and a
 * time, then the customer's details as the API checks them (validation's schema: the address only for a
 * visit to the customer, the phone by the business's country).
 */
export function newAppointmentSchema(country: string | undefined) {
  return lazy((values: NewAppointmentValues) =>
    object({
      staffId: string().required('manage:appointments.form.chooseStaff'),
      serviceIds: array(string()).min(1, 'manage:appointments.form.chooseServices'),
      locationId: values.serviceType === '0' ? string().required('manage:appointments.form.chooseLocation') : string(),
      date: string().required('manage:appointments.form.chooseDate'),
      time: string().required('manage:appointments.form.chooseTime'),
    }).concat(createAppointmentDetailsSchema({ addressRequired: values.serviceType === '1', country })),
  );
}

/** The toasts: booked, and each refusal in the Schedule's words (slot_taken, own_appointments_only…). */
const TEXTS: ResourceFormTexts<OwnerAppointment> = {
  saved: 'manage:appointments.form.done',
  refusals: {
    codes: APPOINTMENT_REFUSALS.codes,
    fields: APPOINTMENT_REFUSALS.fields,
    network: APPOINTMENT_REFUSALS.network,
    slugTaken: APPOINTMENT_REFUSALS.other,
    freemium: APPOINTMENT_REFUSALS.other,
    other: APPOINTMENT_REFUSALS.other,
  },
};

/**
 * The form on the kit's ResourceForm (a page of the Schedule, not a dialog): checked while typing and on
 * submit, the first field in error focused, busy while booking, the API's field messages on their fields,
 * the refusal said in a toast and on the line before the buttons; booked: a toast, and the screen moves on.
 */
export function NewAppointmentForm({ clientId, options, date, staffId, country, onDone, onCancel }: NewAppointmentFormProps) {
  const { t, i18n } = useTranslation(['manage', 'errors']);
  const [create] = useCreateOwnerAppointmentMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [refused, setRefused] = useState('');
  useEffect(() => headingRef.current?.focus(), []);
  const schema = useMemo(() => newAppointmentSchema(country), [country]);

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

  async function save(values: NewAppointmentValues): Promise<OwnerAppointment> {
    setRefused('');
    const type = Number(values.serviceType) as 0 | 1 | 2;
    const details = Object.fromEntries(DETAIL_FIELDS.map((f) => [f, values[f]])) as Record<(typeof DETAIL_FIELDS)[number], string>;
    try {
      return await create({
        clientId,
        staffId: Number(values.staffId),
        serviceIds: values.serviceIds.map(Number),
        serviceType: type,
        locationId: type === 0 ? Number(values.locationId) : null,
        start: zonedInstant(values.date, values.time, options.timeZone).toISOString(),
        details,
        staffNote: values.staffNote,
      }).unwrap();
    } catch (error) {
      // Said beside the form too (the kit's toast goes away); the kit puts the field messages on their fields.
      setRefused(t(refusalTextOf(error, APPOINTMENT_REFUSALS).key));
      throw error;
    }
  }

  return (
    <section className="va-new" aria-labelledby="va-new-title">
      <h2 id="va-new-title" className="va-view__title" tabIndex={-1} ref={headingRef}>
        {t('manage:appointments.form.title')}
      </h2>
      <ResourceForm<OwnerAppointment, NewAppointmentValues, NewAppointmentValues>
        record={null}
        // Booked, the screen leaves the form: it would start again empty.
        valuesOf={() => initial}
        empty={() => initial}
        inputOf={(values) => values}
        schema={schema}
        save={save}
        onSaved={onDone}
        texts={TEXTS}
        fieldNames={DETAIL_FIELD_NAMES}
        validateOnChange
        className="va-form"
        labelledBy="va-new-title"
      >
        {({ values, errors, submitCount, isSubmitting }) => {
          const services = servicesFor(options, values.staffId, values.serviceType);
          const servicesError = submitCount > 0 && typeof errors.serviceIds === 'string' ? errors.serviceIds : undefined;
          return (
            <>
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
              <fieldset className="va-services-pick" aria-describedby={servicesError ? 'va-services-error' : undefined}>
                <legend className="vk-field__label">{t('manage:appointments.form.services')}</legend>
                {services.length === 0 ? <p className="va-day__empty">{t('manage:appointments.form.noServices')}</p> : null}
                {services.map((s) => (
                  <label key={s.id} className="va-check">
                    {/* Marked invalid with the group, so that a refused submit lands on the first service. */}
                    <Field type="checkbox" name="serviceIds" value={String(s.id)} aria-invalid={servicesError ? true : undefined} />{' '}
                    {s.name} · {t('manage:appointments.detail.minutes', { count: s.durationMinutes })}
                  </label>
                ))}
                {servicesError ? (
                  <p id="va-services-error" className="va-form__error" role="alert">
                    {t(servicesError as 'manage:appointments.form.chooseServices')}
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
              <p className="va-form__error" role="alert" aria-live="assertive">
                {refused}
              </p>
              <div className="va-form__buttons">
                <Button type="submit" loading={isSubmitting}>
                  {t('manage:appointments.form.submit')}
                </Button>
                <Button type="button" variant="secondary" onClick={onCancel}>
                  {t('manage:appointments.form.cancel')}
                </Button>
              </div>
            </>
          );
        }}
      </ResourceForm>
    </section>
  );
}
