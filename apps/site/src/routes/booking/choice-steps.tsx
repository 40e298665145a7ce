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

export function ServiceTypeChoice({
  info,
  value,
  onChange,
  legend,
  errorId,
}: GroupProps & {
  info: BookingInfo;
  value: ServiceType | null;
  onChange: (type: ServiceType) => void;
}) {
  const { t } = useTranslation('booking');
  return (
    <fieldset className="site-booking__choices" aria-describedby={errorId}>
      <legend className="vk-visually-hidden">{legend}</legend>
      {info.serviceTypes.map((type) => {
        const key = SERVICE_TYPE_KEYS[type];
        return (
          <ChoiceCard
            key={type}
            type="radio"
            name="serviceType"
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
            title={t(`serviceTypes.${key}`)}
            hint={t(`serviceTypeHints.${key}`)}
          />
        );
      })}
    </fieldset>
  );
}

export function LocationChoice({
  info,
  value,
  onChange,
  legend,
  errorId,
}: GroupProps & {
  info: BookingInfo;
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation('booking');
  const locations = locationsFor(info);
  if (locations.length === 0) return <p>{t('locations.none')}</p>;
  return (
    <fieldset className="site-booking__choices" aria-describedby={errorId}>
      <legend className="vk-visually-hidden">{legend}</legend>
      {locations.map((location) => (
        <ChoiceCard
          key={location.id}
          type="radio"
          name="location"
          value={location.id}
          checked={value === location.id}
          onChange={() => onChange(location.id)}
          title={location.name}
          hint={[location.address1, location.address2, location.city, location.state || location.province, location.postalCode]
            .filter(Boolean)
            .join(', ')}
        />
      ))}
    </fieldset>
  );
}

export function ServicesChoice({
  info,
  serviceType,
  locationId,
  staffId,
  value,
  onChange,
  legend,
  errorId,
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
  if (services.length === 0) return <p>{t('wizard.noServices')}</p>;
  const toggle = (id: number, on: boolean) => onChange(services.map((s) => s.id).filter((sid) => (sid === id ? on : value.includes(sid))));
  return (
    <fieldset className="site-booking__choices" aria-describedby={errorId}>
      <legend className="vk-visually-hidden">{legend}</legend>
      {services.map((service) => (
        <ChoiceCard
          key={service.id}
          type="checkbox"
          name="services"
          value={service.id}
          checked={value.includes(service.id)}
          onChange={(on) => toggle(service.id, on)}
          title={service.name}
          hint={service.description}
          meta={
            <>
              {t('kit.minutes', { count: service.durationMinutes })} · <Money cents={toMinorUnits(service.price)} currency={currency} />
            </>
          }
        />
      ))}
    </fieldset>
  );
}

export function StaffChoiceGroup({
  info,
  serviceType,
  locationId,
  serviceIds,
  value,
  onChange,
  legend,
  errorId,
}: GroupProps & {
  info: BookingInfo;
  serviceType: ServiceType;
  locationId: number | null;
  /** Empty when the staff member is chosen first. */
  serviceIds: readonly number[];
  value: EmployeeChoice | null;
  onChange: (choice: EmployeeChoice) => void;
}) {
  const { t } = useTranslation('booking');
  const staff = staffFor(info, serviceType, locationId, serviceIds);
  if (staff.length === 0) return <p>{t('staff.none')}</p>;
  const options: { id: EmployeeChoice; name: string; title: string }[] = [
    { id: ANY_EMPLOYEE, name: t('staff.anyone'), title: '' },
    ...staff.map((s) => ({ id: s.id, name: s.name, title: s.title })),
  ];
  return (
    <fieldset className="site-booking__choices" aria-describedby={errorId}>
      <legend className="vk-visually-hidden">{legend}</legend>
      {options.map((option) => (
        <ChoiceCard
          key={option.id}
          type="radio"
          name="staff"
          value={option.id}
          checked={value === option.id}
          onChange={() => onChange(option.id)}
          title={option.name}
          hint={option.title}
        />
      ))}
    </fieldset>
  );
}
