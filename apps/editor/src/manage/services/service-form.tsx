// The Services form (new and edit): name, the address derived from it until the owner edits it, description
// and price; as bookable: duration, buffers before and after, the ways to book (at a location, at the
// customer's address, online — with the meeting link), offered in the wizard, active; and who performs it.
// Checked with the API's own schema (validation bookableServiceSchema); a refused save keeps everything typed
// and shows the server's messages on their fields. As sold (issue 15): ServiceSellingField.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '@vitrina/i18n';
import { useNavigate } from 'react-router';
import {
  useCreateOwnerServiceMutation,
  useRemoveOwnerServiceMutation,
  useUpdateOwnerServiceMutation,
} from '@vitrina/api-client/back-office';
import type { OwnerService } from '@vitrina/api-client/back-office';
import { TextField } from '@vitrina/ui-kit';
import {
  MEETING_URL_MAX_LENGTH,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_NAME_MAX_LENGTH,
  bookableServiceSchema,
} from '@vitrina/validation';
import {
  CheckGroup,
  CountField,
  FieldGroup,
  FormActions,
  ParagraphsField,
  PriceField,
  ResourceForm,
  SlugField,
  removalTexts,
} from '../kit/index.js';
import type { ResourceFormTexts } from '../kit/index.js';
import { emptyService, serviceFormValuesOf, serviceInputOf, slugFollowsName } from './service-form-values.js';
import { SERVICES_PATH, servicePath } from './service-paths.js';
import { ServiceSellingField } from './service-selling-field.js';
import { ServiceStaffField } from './service-staff-field.js';

const TEXTS: ResourceFormTexts = {
  saved: 'manage:servicesScreen.form.saved',
  refusals: {
    slugTaken: 'manage:servicesScreen.form.slugTaken',
    fields: 'manage:servicesScreen.form.invalid',
    freemium: 'manage:servicesScreen.form.freemium',
    network: 'errors:network',
    other: 'manage:servicesScreen.form.saveFailed',
  },
};

export interface ServiceFormProps {
  clientId: number;
  service: OwnerService | null;
  /** ISO 4217 code of the business or the order. */
  currency: string;
}

export function ServiceForm({ clientId, service, currency }: ServiceFormProps) {
  const { t, i18n } = useTranslation(['manage', 'errors']);
  const locale = currentLocale(i18n);
  const navigate = useNavigate();
  const [create] = useCreateOwnerServiceMutation();
  const [update] = useUpdateOwnerServiceMutation();
  const [slugEdited, setSlugEdited] = useState(() => service !== null && !slugFollowsName(serviceFormValuesOf(service)));
  const [remove] = useRemoveOwnerServiceMutation();
  const bufferHint = t('manage:servicesScreen.form.bufferHint');

  return (
    <ResourceForm
      record={service}
      valuesOf={serviceFormValuesOf}
      empty={emptyService}
      inputOf={(values) => serviceInputOf(values, locale)}
      schema={bookableServiceSchema}
      save={(input, stored) =>
        stored ? update({ clientId, serviceId: stored.id, ...input }).unwrap() : create({ clientId, ...input }).unwrap()
      }
      onCreated={(saved) => void navigate(servicePath(saved.id), { replace: true, state: { service: saved } })}
      texts={TEXTS}
      className="vbl-form vbs-form"
      labelledBy="vbs-title"
    >
      {({ values, isSubmitting }, stored) => (
        <>
          <FieldGroup legend={t('manage:servicesScreen.form.details')}>
            <TextField name="name" label={t('manage:servicesScreen.form.name')} required maxLength={SERVICE_NAME_MAX_LENGTH} />
            <SlugField
              label={t('manage:servicesScreen.form.slug')}
              hint={t('manage:servicesScreen.form.slugHint')}
              follow={!slugEdited}
              onEdit={() => setSlugEdited(true)}
            />
            <ParagraphsField
              name="description"
              label={t('manage:servicesScreen.form.description')}
              maxLength={SERVICE_DESCRIPTION_MAX_LENGTH}
            />
            <PriceField
              currency={currency}
              numeric="money"
              label={(symbol) => t('manage:servicesScreen.form.price', { symbol })}
              className="vbs-form__short"
            />
          </FieldGroup>
          <ServiceSellingField clientId={clientId} />
          <FieldGroup legend={t('manage:servicesScreen.form.booking')}>
            <div className="vbs-form__minutes">
              <CountField
                name="duration_minutes"
                label={t('manage:servicesScreen.form.duration')}
                hint={t('manage:servicesScreen.form.durationHint')}
                required
              />
              <CountField name="buffer_before_minutes" label={t('manage:servicesScreen.form.bufferBefore')} hint={bufferHint} />
              <CountField name="buffer_after_minutes" label={t('manage:servicesScreen.form.bufferAfter')} hint={bufferHint} />
            </div>
            <CheckGroup
              legend={t('manage:servicesScreen.form.types')}
              className="vbs-form__types"
              checks={[
                {
                  name: 'storefront',
                  label: t('manage:servicesScreen.types.storefront'),
                  hint: t('manage:servicesScreen.form.storefrontHint'),
                },
                { name: 'mobile', label: t('manage:servicesScreen.types.mobile'), hint: t('manage:servicesScreen.form.mobileHint') },
                { name: 'virtual', label: t('manage:servicesScreen.types.virtual'), hint: t('manage:servicesScreen.form.virtualHint') },
              ]}
            />
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
          </FieldGroup>
          <CheckGroup
            legend={t('manage:servicesScreen.form.visibility')}
            checks={[
              { name: 'bookable', label: t('manage:servicesScreen.form.bookable'), hint: t('manage:servicesScreen.form.bookableHint') },
              { name: 'active', label: t('manage:servicesScreen.form.active'), hint: t('manage:servicesScreen.form.activeHint') },
            ]}
          />
          <ServiceStaffField clientId={clientId} />
          <FormActions
            saveLabel={t('manage:servicesScreen.form.save')}
            saving={isSubmitting}
            remove={
              stored && {
                label: t('manage:servicesScreen.form.remove'),
                texts: removalTexts(t, 'servicesScreen.form', { name: stored.name }),
                remove: () => remove({ clientId, serviceId: stored.id }).unwrap(),
                then: SERVICES_PATH,
              }
            }
          />
        </>
      )}
    </ResourceForm>
  );
}
