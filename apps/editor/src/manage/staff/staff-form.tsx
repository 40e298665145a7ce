// The Staff form (new and edit): name, title, e-mail, active; the linked login (a role-4 team member: that
// login then sees this member's appointments); the services they perform; the week (week-field.tsx) and
// time off (time-off-field.tsx). Checked with the API's own schema (validation staffMemberSchema); saving
// replaces the whole week on the server in one transaction; a refused save keeps everything typed.
import { Field } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateOwnerStaffMutation, useRemoveOwnerStaffMutation, useUpdateOwnerStaffMutation } from '@vitrina/api-client/back-office';
import type { OwnerStaffMember, OwnerStaffOptions } from '@vitrina/api-client/back-office';
import { CheckboxField, SelectField, TextField } from '@vitrina/ui-kit';
import { STAFF_NAME_MAX_LENGTH, STAFF_TITLE_MAX_LENGTH, staffMemberSchema } from '@vitrina/validation';
import { FieldGroup, FormActions, ResourceForm, removalTexts } from '../kit/index.js';
import type { ResourceFormTexts } from '../kit/index.js';
import { emptyStaff, staffFormValuesOf, staffInputOf } from './staff-form-values.js';
import { STAFF_PATH, staffMemberPath } from './staff-paths.js';
import { TimeOffField } from './time-off-field.js';
import { WeekField } from './week-field.js';

// Staff have no address: a slug refusal cannot come, and reads as a failed save.
const TEXTS: ResourceFormTexts = {
  saved: 'manage:staffScreen.form.saved',
  refusals: {
    fields: 'manage:staffScreen.form.invalid',
    freemium: 'manage:staffScreen.form.freemium',
    network: 'errors:network',
    other: 'manage:staffScreen.form.saveFailed',
    slugTaken: 'manage:staffScreen.form.saveFailed',
  },
};

export interface StaffFormProps {
  clientId: number;
  member: OwnerStaffMember | null;
  options: OwnerStaffOptions;
}

export function StaffForm({ clientId, member, options }: StaffFormProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const navigate = useNavigate();
  const [create] = useCreateOwnerStaffMutation();
  const [update] = useUpdateOwnerStaffMutation();
  const [remove] = useRemoveOwnerStaffMutation();

  const loginOptions = (ownId: number | null) => [
    { value: '', label: t('manage:staffScreen.form.noLogin') },
    ...options.logins.map((l) => ({
      value: l.id,
      label: l.name ? `${l.name} (${l.email})` : l.email,
      disabled: l.staff_id !== null && l.staff_id !== ownId,
    })),
  ];

  return (
    <ResourceForm
      record={member}
      valuesOf={staffFormValuesOf}
      empty={emptyStaff}
      inputOf={staffInputOf}
      schema={staffMemberSchema}
      save={(input, stored) =>
        stored ? update({ clientId, staffId: stored.id, ...input }).unwrap() : create({ clientId, ...input }).unwrap()
      }
      onCreated={(saved) => void navigate(staffMemberPath(saved.id), { replace: true, state: { member: saved } })}
      texts={TEXTS}
      className="vbl-form vbst-form"
      labelledBy="vbst-title"
    >
      {({ isSubmitting }, stored) => (
        <>
          <FieldGroup legend={t('manage:staffScreen.form.details')}>
            <TextField name="name" label={t('manage:staffScreen.form.name')} required maxLength={STAFF_NAME_MAX_LENGTH} />
            <TextField
              name="title"
              label={t('manage:staffScreen.form.title')}
              hint={t('manage:staffScreen.form.titleHint')}
              maxLength={STAFF_TITLE_MAX_LENGTH}
            />
            <TextField name="email" type="email" label={t('manage:staffScreen.form.email')} autoCapitalize="none" spellCheck={false} />
            <SelectField
              name="user_id"
              label={t('manage:staffScreen.form.login')}
              hint={t('manage:staffScreen.form.loginHint')}
              placeholder={false}
              options={loginOptions(stored?.id ?? null)}
            />
            <CheckboxField name="active" label={t('manage:staffScreen.form.active')} hint={t('manage:staffScreen.form.activeHint')} />
          </FieldGroup>
          <FieldGroup legend={t('manage:staffScreen.form.services')}>
            {options.services.length === 0 ? <p className="vbs-note">{t('manage:staffScreen.form.noServices')}</p> : null}
            <ul className="vbs-checks">
              {options.services.map((s) => (
                <li key={s.id} className="vk-checkbox">
                  <Field
                    type="checkbox"
                    name="service_ids"
                    value={String(s.id)}
                    id={`vbst-service-${s.id}`}
                    className="vk-checkbox__input"
                  />
                  <label htmlFor={`vbst-service-${s.id}`} className="vk-checkbox__label">
                    {s.name}
                  </label>
                </li>
              ))}
            </ul>
          </FieldGroup>
          <WeekField locations={options.locations} />
          <TimeOffField timeZone={stored?.time_zone ?? options.time_zone} />
          <FormActions
            saveLabel={t('manage:staffScreen.form.save')}
            saving={isSubmitting}
            remove={
              stored && {
                label: t('manage:staffScreen.form.remove'),
                texts: removalTexts(t, 'staffScreen.form', { name: stored.name }),
                remove: () => remove({ clientId, staffId: stored.id }).unwrap(),
                then: STAFF_PATH,
              }
            }
          />
        </>
      )}
    </ResourceForm>
  );
}
