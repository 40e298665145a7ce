// SelectDateAndSlot's first choices on /appointment/employee/{id}: the staff member's service (the first by
// default, `?service=` preselects) and, when that service has several booking types, the type. Native
// selects: the most robust for keyboard and screen-reader users.
import type { BookableService, ServiceTypeValue } from '@vitrina/api-client';
import { useTranslation } from 'react-i18next';
import { SERVICE_TYPE_KEYS } from './booking-options.js';

export function EmployeeChoices({
  services,
  service,
  types,
  serviceType,
  onService,
  onType,
}: {
  services: readonly BookableService[];
  service: BookableService;
  types: readonly ServiceTypeValue[];
  serviceType: ServiceTypeValue;
  onService: (serviceId: number) => void;
  onType: (serviceType: ServiceTypeValue) => void;
}) {
  const { t } = useTranslation(['booking']);
  // Fixed ids (not useId): the server render and the browser must agree.
  const id = 'booking-employee';
  return (
    <div className="site-checkout__row site-booking__employee-choices">
      <div className="vk-field">
        <label htmlFor={`${id}-service`} className="vk-field__label">
          {t('booking:employee.service')}
        </label>
        <select id={`${id}-service`} className="vk-input vk-select" value={service.id} onChange={(e) => onService(Number(e.target.value))}>
          {services.map((s) => (
            <option key={s.id} value={s.id}>
              {`${s.name} · ${t('booking:kit.minutes', { count: s.durationMinutes })}`}
            </option>
          ))}
        </select>
      </div>
      {types.length > 1 && (
        <div className="vk-field">
          <label htmlFor={`${id}-type`} className="vk-field__label">
            {t('booking:employee.serviceType')}
          </label>
          <select
            id={`${id}-type`}
            className="vk-input vk-select"
            value={serviceType}
            onChange={(e) => onType(Number(e.target.value) as ServiceTypeValue)}
          >
            {types.map((type) => (
              <option key={type} value={type}>
                {t(`booking:serviceTypes.${SERVICE_TYPE_KEYS[type]}`)}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
