// The wizard's choice steps (spec §2 appointment flow): ServiceType, SelectLocation, SelectService and
// SelectEmployee / SelectStaff. Each is a native radio or checkbox group in a fieldset whose legend is the
// step heading, so a screen reader announces the question with every option.
import type { BookingInfo } from '@vitrina/api-client';
import { ANY_EMPLOYEE } from '@vitrina/booking';
import type { EmployeeChoice } from '@vitrina/booking';
import { toMinorUnits } from '@vitrina/core-model';
import type { ServiceType } from '@vitrina/core-model';
import { Money } from '@vitrina/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteContext } from '../../app/site-context.js';
import { SERVICE_TYPE_KEYS, locationsFor, servicesFor, staffFor } from './booking-options.js';

interface GroupProps {
  legend: string;
  /** Id of the error message, when the step shows one (so the group points at it). */
  errorId?: string;
}

/** One option of a step: a native radio or checkbox, its label the whole card. */
function ChoiceCard({
  type,
  name,
  value,
  checked,
  onChange,
  title,
  hint,
  meta,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string | number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  title: string;
  hint?: string;
  meta?: ReactNode;
}) {
  // Not useId: the server and the browser render the page's route differently, and the ids must match.
  const id = `booking-${name}-${value}`;
  return (
    <div className="site-booking__card">
      <input id={id} type={type} name={name} value={value} checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id} className="site-booking__card-body">
        <span className="site-booking__card-title">{title}</span>
        {hint && <span className="site-booking__card-hint">{hint}</span>}
        {meta && <span className="site-booking__card-meta">{meta}</span>}
      </label>
    </div>
  );
}

interface Choice<T extends string | number> {
  value: T;
  title: string;
  hint?: string;
  meta?: ReactNode;
}

/** A step's group: the fieldset, its hidden legend, and one card per choice; `empty` when none is left. */
function ChoiceGroup<T extends string | number>({
  legend,
  errorId,
  type = 'radio',
  name,
  choices,
  isChecked,
  onToggle,
  empty,
}: GroupProps & {
  type?: 'radio' | 'checkbox';
  name: string;
  choices: readonly Choice<T>[];
  isChecked: (value: T) => boolean;
  onToggle: (value: T, on: boolean) => void;
  empty?: string;
}) {
  if (choices.length === 0 && empty !== undefined) return <p>{empty}</p>;
  return (
    <fieldset className="site-booking__choices" aria-describedby={errorId}>
      <legend className="vk-visually-hidden">{legend}</legend>
      {choices.map((choice) => (
        <ChoiceCard
          key={choice.value}
          type={type}
          name={name}
          value={choice.value}
          checked={isChecked(choice.value)}
          onChange={(on) => onToggle(choice.value, on)}
          title={choice.title}
          hint={choice.hint}
          meta={choice.meta}
        />
      ))}
    </fieldset>
  );
}

/** A single-choice step's props: the booking info, the chosen value and how it changes. */
type StepProps<T> = GroupProps & { info: BookingInfo; value: T | null; onChange: (value: T) => void };

/** A radio group's reading of the step's value; the change hands over only the value chosen. */
function radioOf<T extends string | number>(value: T | null, onChange: (value: T) => void) {
  return { isChecked: (choice: T) => value === choice, onToggle: (choice: T) => onChange(choice) };
}

export function ServiceTypeChoice({ info, value, onChange, ...group }: StepProps<ServiceType>) {
  const { t } = useTranslation('booking');
  const choices = info.serviceTypes.map((type) => ({
    value: type,
    title: t(`serviceTypes.${SERVICE_TYPE_KEYS[type]}`),
    hint: t(`serviceTypeHints.${SERVICE_TYPE_KEYS[type]}`),
  }));
  return <ChoiceGroup {...group} name="serviceType" choices={choices} {...radioOf(value, onChange)} />;
}

export function LocationChoice({ info, value, onChange, ...group }: StepProps<number>) {
  const { t } = useTranslation('booking');
  const choices = locationsFor(info).map((location) => ({
    value: location.id,
    title: location.name,
    hint: [location.address1, location.address2, location.city, location.state || location.province, location.postalCode]
      .filter(Boolean)
      .join(', '),
  }));
  return <ChoiceGroup {...group} name="location" choices={choices} {...radioOf(value, onChange)} empty={t('locations.none')} />;
}

export function ServicesChoice({
  info,
  serviceType,
  locationId,
  staffId,
  value,
  onChange,
  ...group
}: GroupProps & {
  info: BookingInfo;
  serviceType: ServiceType;
  locationId: number | null;
  /** Staff first: only that person's services. */
  staffId: EmployeeChoice | null;
  value: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation('booking');
  const { site } = useSiteContext();
  const currency = site.client.currency_code;
  const services = servicesFor(info, serviceType, locationId, staffId);
  const toggle = (id: number, on: boolean) => onChange(services.map((s) => s.id).filter((sid) => (sid === id ? on : value.includes(sid))));
  const choices = services.map((service) => ({
    value: service.id,
    title: service.name,
    hint: service.description,
    meta: (
      <>
        {t('kit.minutes', { count: service.durationMinutes })} · <Money cents={toMinorUnits(service.price)} currency={currency} />
      </>
    ),
  }));
  return (
    <ChoiceGroup
      {...group}
      type="checkbox"
      name="services"
      choices={choices}
      isChecked={(id) => value.includes(id)}
      onToggle={toggle}
      empty={t('wizard.noServices')}
    />
  );
}

export function StaffChoiceGroup({
  info,
  serviceType,
  locationId,
  serviceIds,
  value,
  onChange,
  ...group
}: StepProps<EmployeeChoice> & {
  serviceType: ServiceType;
  locationId: number | null;
  /** Empty when the staff member is chosen first. */
  serviceIds: readonly number[];
}) {
  const { t } = useTranslation('booking');
  const staff = staffFor(info, serviceType, locationId, serviceIds);
  // "Anyone" is offered only when someone can take the appointment.
  const choices: Choice<EmployeeChoice>[] =
    staff.length === 0
      ? []
      : [{ value: ANY_EMPLOYEE, title: t('staff.anyone'), hint: '' }, ...staff.map((s) => ({ value: s.id, title: s.name, hint: s.title }))];
  return <ChoiceGroup {...group} name="staff" choices={choices} {...radioOf(value, onChange)} empty={t('staff.none')} />;
}
