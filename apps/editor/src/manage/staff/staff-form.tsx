// The Staff form (new and edit): name, title, e-mail, active; the linked login (a role-4 team member: that
// login then sees this member's appointments); the services they perform; the week (week-field.tsx) and
// time off (time-off-field.tsx). Checked with the API's own schema (validation staffMemberSchema); saving
// replaces the whole week on the server in one transaction; a refused save keeps everything typed.
import { Field, Form, Formik, yupToFormErrors } from 'formik';
import type { FormikErrors, FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateOwnerStaffMutation, useUpdateOwnerStaffMutation } from '@vitrina/api-client/back-office';
import type { OwnerStaffMember, OwnerStaffOptions } from '@vitrina/api-client/back-office';
import { Button, CheckboxField, FocusFirstError, SelectField, TextField, useToast } from '@vitrina/ui-kit';
import { STAFF_NAME_MAX_LENGTH, STAFF_TITLE_MAX_LENGTH, staffMemberSchema } from '@vitrina/validation';
import { nestedErrors, storeFailureOf } from '../products/product-errors.js';
import { RemoveStaffDialog } from './remove-staff-dialog.js';
import { emptyStaff, staffFormValuesOf, staffInputOf } from './staff-form-values.js';
import type { StaffFormValues } from './staff-form-values.js';
import { STAFF_PATH, staffMemberPath } from './staff-paths.js';
import { TimeOffField } from './time-off-field.js';
import { WeekField } from './week-field.js';

export interface StaffFormProps {
  clientId: number;
  member: OwnerStaffMember | null;
  options: OwnerStaffOptions;
}

export function StaffForm({ clientId, member, options }: StaffFormProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const toast = useToast();
  const navigate = useNavigate();
  const [create] = useCreateOwnerStaffMutation();
  const [update] = useUpdateOwnerStaffMutation();
  const [stored, setStored] = useState<OwnerStaffMember | null>(member);
  const [initialValues] = useState(() => (member ? staffFormValuesOf(member) : emptyStaff()));
  const [removing, setRemoving] = useState(false);

  async function validate(values: StaffFormValues): Promise<FormikErrors<StaffFormValues>> {
    try {
      await staffMemberSchema.validate(staffInputOf(values), { abortEarly: false });
      return {};
    } catch (error) {
      return yupToFormErrors<StaffFormValues>(error);
    }
  }

  async function submit(values: StaffFormValues, helpers: FormikHelpers<StaffFormValues>) {
    try {
      const input = staffInputOf(values);
      const saved = stored
        ? await update({ clientId, staffId: stored.id, ...input }).unwrap()
        : await create({ clientId, ...input }).unwrap();
      setStored(saved);
      helpers.resetForm({ values: staffFormValuesOf(saved) });
      toast.success(t('manage:staffScreen.form.saved'));
      if (!member) void navigate(staffMemberPath(saved.id), { replace: true, state: { member: saved } });
    } catch (error) {
      const failure = storeFailureOf(error);
      if (failure.kind === 'fields') helpers.setErrors(nestedErrors(failure.fields) as FormikErrors<StaffFormValues>);
      const message = {
        fields: 'manage:staffScreen.form.invalid',
        freemium: 'manage:staffScreen.form.freemium',
        network: 'errors:network',
        other: 'manage:staffScreen.form.saveFailed',
        slugTaken: 'manage:staffScreen.form.saveFailed',
      } as const;
      toast.error(t(message[failure.kind]));
    }
  }

  const ownId = stored?.id ?? null;
  const loginOptions = [
    { value: '', label: t('manage:staffScreen.form.noLogin') },
    ...options.logins.map((l) => ({
      value: l.id,
      label: l.name ? `${l.name} (${l.email})` : l.email,
      disabled: l.staff_id !== null && l.staff_id !== ownId,
    })),
  ];

  return (
    <Formik<StaffFormValues> initialValues={initialValues} validate={validate} validateOnChange={false} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate className="vbl-form vbst-form" aria-labelledby="vbst-title">
          <FocusFirstError formSelector=".vbst-form" />
          <fieldset className="vbl-form__group">
            <legend>{t('manage:staffScreen.form.details')}</legend>
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
              options={loginOptions}
            />
            <CheckboxField name="active" label={t('manage:staffScreen.form.active')} hint={t('manage:staffScreen.form.activeHint')} />
          </fieldset>
          <fieldset className="vbl-form__group">
            <legend>{t('manage:staffScreen.form.services')}</legend>
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
          </fieldset>
          <WeekField locations={options.locations} />
          <TimeOffField timeZone={stored?.time_zone ?? options.time_zone} />
          <div className="vbl-form__actions">
            <Button type="submit" loading={isSubmitting}>
              {t('manage:staffScreen.form.save')}
            </Button>
            {stored ? (
              <Button type="button" variant="danger" className="vbl-form__delete" onClick={() => setRemoving(true)}>
                {t('manage:staffScreen.form.remove')}
              </Button>
            ) : null}
          </div>
          {removing && stored ? (
            <RemoveStaffDialog
              clientId={clientId}
              member={stored}
              onCancel={() => setRemoving(false)}
              onRemoved={() => void navigate(STAFF_PATH)}
            />
          ) : null}
        </Form>
      )}
    </Formik>
  );
}
