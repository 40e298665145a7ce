// The Services form (new and edit): name, the address derived from it until the owner edits it, description
// and price; as bookable: duration, buffers before and after, the ways to book (at a location, at the
// customer's address, online — with the meeting link), offered in the wizard, active; and who performs it.
// Checked with the API's own schema (validation bookableServiceSchema); a refused save keeps everything typed
// and shows the server's messages on their fields. As sold (issue 15): ServiceSellingField.
import { Form, Formik, yupToFormErrors } from 'formik';
import type { FormikErrors, FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateOwnerServiceMutation, useUpdateOwnerServiceMutation } from '@vitrina/api-client/back-office';
import type { OwnerService } from '@vitrina/api-client/back-office';
import { Button, CheckboxField, FocusFirstError, TextField, useCurrencySymbol, useToast } from '@vitrina/ui-kit';
import {
  MEETING_URL_MAX_LENGTH,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_NAME_MAX_LENGTH,
  bookableServiceSchema,
} from '@vitrina/validation';
import { DeriveSlug, showRefusal } from '../catalog-form-kit.js';
import { RemoveServiceDialog } from './remove-service-dialog.js';
import { emptyService, serviceFormValuesOf, serviceInputOf, slugFollowsName } from './service-form-values.js';
import type { ServiceFormValues } from './service-form-values.js';
import { SERVICES_PATH, servicePath } from './service-paths.js';
import { ServiceSellingField } from './service-selling-field.js';
import { ServiceStaffField } from './service-staff-field.js';

export interface ServiceFormProps {
  clientId: number;
  service: OwnerService | null;
  /** ISO 4217 code of the business or the order. */
  currency: string;
}

export function ServiceForm({ clientId, service, currency }: ServiceFormProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const currencySymbol = useCurrencySymbol(currency);
  const toast = useToast();
  const navigate = useNavigate();
  const [create] = useCreateOwnerServiceMutation();
  const [update] = useUpdateOwnerServiceMutation();
  const [stored, setStored] = useState<OwnerService | null>(service);
  const [initialValues] = useState(() => (service ? serviceFormValuesOf(service) : emptyService()));
  const [slugEdited, setSlugEdited] = useState(() => service !== null && !slugFollowsName(initialValues));
  const [removing, setRemoving] = useState(false);

  async function validate(values: ServiceFormValues): Promise<FormikErrors<ServiceFormValues>> {
    try {
      await bookableServiceSchema.validate(serviceInputOf(values), { abortEarly: false });
      return {};
    } catch (error) {
      return yupToFormErrors<ServiceFormValues>(error);
    }
  }

  function refused(error: unknown, helpers: FormikHelpers<ServiceFormValues>) {
    const texts = {
      slugTaken: 'manage:servicesScreen.form.slugTaken',
      fields: 'manage:servicesScreen.form.invalid',
      freemium: 'manage:servicesScreen.form.freemium',
      network: 'errors:network',
      other: 'manage:servicesScreen.form.saveFailed',
    } as const;
    showRefusal(error, helpers, texts, (key) => toast.error(t(key)));
  }

  async function submit(values: ServiceFormValues, helpers: FormikHelpers<ServiceFormValues>) {
    const input = serviceInputOf(values);
    try {
      const saved = stored
        ? await update({ clientId, serviceId: stored.id, ...input }).unwrap()
        : await create({ clientId, ...input }).unwrap();
      setStored(saved);
      helpers.resetForm({ values: serviceFormValuesOf(saved) });
      toast.success(t('manage:servicesScreen.form.saved'));
      if (!service) void navigate(servicePath(saved.id), { replace: true, state: { service: saved } });
    } catch (error) {
      refused(error, helpers);
    }
  }

  return (
    <Formik<ServiceFormValues> initialValues={initialValues} validate={validate} validateOnChange={false} onSubmit={submit}>
      {({ values, isSubmitting }) => (
        <Form noValidate className="vbl-form vbs-form" aria-labelledby="vbs-title">
          <DeriveSlug follow={!slugEdited} />
          <FocusFirstError formSelector=".vbs-form" />
          <fieldset className="vbl-form__group">
            <legend>{t('manage:servicesScreen.form.details')}</legend>
            <TextField name="name" label={t('manage:servicesScreen.form.name')} required maxLength={SERVICE_NAME_MAX_LENGTH} />
            <TextField
              name="slug"
              label={t('manage:servicesScreen.form.slug')}
              hint={t('manage:servicesScreen.form.slugHint')}
              maxLength={80}
              autoCapitalize="none"
              spellCheck={false}
              onInput={() => setSlugEdited(true)}
            />
            <TextField
              name="description"
              label={t('manage:servicesScreen.form.description')}
              multiline
              rows={3}
              maxLength={SERVICE_DESCRIPTION_MAX_LENGTH}
            />
            <TextField
              name="price"
              numeric
              inputMode="decimal"
              label={t('manage:servicesScreen.form.price', { symbol: currencySymbol })}
              required
              className="vbs-form__short"
            />
          </fieldset>
          <ServiceSellingField clientId={clientId} />
          <fieldset className="vbl-form__group">
            <legend>{t('manage:servicesScreen.form.booking')}</legend>
            <div className="vbs-form__minutes">
              <TextField
                name="duration_minutes"
                inputMode="numeric"
                label={t('manage:servicesScreen.form.duration')}
                hint={t('manage:servicesScreen.form.durationHint')}
                required
              />
              <TextField
                name="buffer_before_minutes"
                inputMode="numeric"
                label={t('manage:servicesScreen.form.bufferBefore')}
                hint={t('manage:servicesScreen.form.bufferHint')}
              />
              <TextField
                name="buffer_after_minutes"
                inputMode="numeric"
                label={t('manage:servicesScreen.form.bufferAfter')}
                hint={t('manage:servicesScreen.form.bufferHint')}
              />
            </div>
            <fieldset className="vbs-form__types">
              <legend>{t('manage:servicesScreen.form.types')}</legend>
              <CheckboxField
                name="storefront"
                label={t('manage:servicesScreen.types.storefront')}
                hint={t('manage:servicesScreen.form.storefrontHint')}
              />
              <CheckboxField
                name="mobile"
                label={t('manage:servicesScreen.types.mobile')}
                hint={t('manage:servicesScreen.form.mobileHint')}
              />
              <CheckboxField
                name="virtual"
                label={t('manage:servicesScreen.types.virtual')}
                hint={t('manage:servicesScreen.form.virtualHint')}
              />
            </fieldset>
            {values.virtual ? (
              <TextField
                name="meeting_url"
                type="url"
                label={t('manage:servicesScreen.form.meetingUrl')}
                hint={t('manage:servicesScreen.form.meetingUrlHint')}
                required
                maxLength={MEETING_URL_MAX_LENGTH}
                autoCapitalize="none"
                spellCheck={false}
              />
            ) : null}
          </fieldset>
          <fieldset className="vbl-form__group">
            <legend>{t('manage:servicesScreen.form.visibility')}</legend>
            <CheckboxField
              name="bookable"
              label={t('manage:servicesScreen.form.bookable')}
              hint={t('manage:servicesScreen.form.bookableHint')}
            />
            <CheckboxField name="active" label={t('manage:servicesScreen.form.active')} hint={t('manage:servicesScreen.form.activeHint')} />
          </fieldset>
          <ServiceStaffField clientId={clientId} />
          <div className="vbl-form__actions">
            <Button type="submit" loading={isSubmitting}>
              {t('manage:servicesScreen.form.save')}
            </Button>
            {stored ? (
              <Button type="button" variant="danger" className="vbl-form__delete" onClick={() => setRemoving(true)}>
                {t('manage:servicesScreen.form.remove')}
              </Button>
            ) : null}
          </div>
          {removing && stored ? (
            <RemoveServiceDialog
              clientId={clientId}
              service={stored}
              onCancel={() => setRemoving(false)}
              onRemoved={() => void navigate(SERVICES_PATH)}
            />
          ) : null}
        </Form>
      )}
    </Formik>
  );
}
