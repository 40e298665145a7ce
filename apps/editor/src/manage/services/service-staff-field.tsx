// "Who performs it": a checkbox per staff member of the client (inactive ones marked), bound to staff_ids.
import { Field, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useOwnerStaffQuery } from '@vitrina/api-client';
import { Spinner } from '@vitrina/ui-kit';
import type { ServiceFormValues } from './service-form-values.js';

export function ServiceStaffField({ clientId }: { clientId: number }) {
  const { t } = useTranslation(['manage']);
  const staff = useOwnerStaffQuery({ clientId });
  const { errors } = useFormikContext<ServiceFormValues>();
  const error = typeof errors.staff_ids === 'string' ? errors.staff_ids : '';
  return (
    <fieldset className="vbl-form__group vbs-staff" aria-describedby={error ? 'vbs-staff-error' : undefined}>
      <legend>{t('manage:servicesScreen.form.staff')}</legend>
      {staff.isLoading ? <Spinner size="small" label={t('manage:servicesScreen.form.staffLoading')} /> : null}
      {staff.data && staff.data.length === 0 ? <p className="vbs-note">{t('manage:servicesScreen.form.noStaff')}</p> : null}
      <ul className="vbs-checks">
        {(staff.data ?? []).map((member) => (
          <li key={member.id} className="vk-checkbox">
            <Field
              type="checkbox"
              name="staff_ids"
              value={String(member.id)}
              id={`vbs-staff-${member.id}`}
              className="vk-checkbox__input"
            />
            <label htmlFor={`vbs-staff-${member.id}`} className="vk-checkbox__label">
              {member.active ? member.name : t('manage:servicesScreen.form.inactiveStaff', { name: member.name })}
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id="vbs-staff-error" className="vk-field__error" role="alert">
          {t(error, { defaultValue: error })}
        </p>
      ) : null}
    </fieldset>
  );
}
