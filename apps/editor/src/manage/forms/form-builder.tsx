// The form builder (new and edit): name, description, active; the fields (form-fields-editor.tsx); the
// services whose appointments require it. Checked with the API's own schema (validation customerFormSchema);
// a refused save keeps everything typed and shows the server's messages on their fields.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  useCreateOwnerFormMutation,
  useOwnerServicesQuery,
  useRemoveOwnerFormMutation,
  useUpdateOwnerFormMutation,
} from '@vitrina/api-client/back-office';
import type { OwnerForm } from '@vitrina/api-client/back-office';
import { Button, CheckboxField, TextField } from '@vitrina/ui-kit';
import { FORM_DESCRIPTION_MAX_LENGTH, FORM_NAME_MAX_LENGTH, customerFormSchema } from '@vitrina/validation';
import { RecordChecklist } from '../id-checklist.js';
import { FieldGroup, FormActions, ParagraphsField, ResourceForm, removalTexts } from '../kit/index.js';
import type { ResourceFormTexts } from '../kit/index.js';
import { emptyForm, formBuilderValuesOf, formInputOf } from './form-builder-values.js';
import { FormFieldsEditor } from './form-fields-editor.js';
import { FORMS_PATH, formPath } from './form-paths.js';
import { SendFormDialog } from './send-form-dialog.js';

// A form has no address and no plan limit of its own: those refusals read as invalid / failed.
const TEXTS: ResourceFormTexts = {
  saved: 'manage:formsScreen.builder.saved',
  refusals: {
    slugTaken: 'manage:formsScreen.builder.invalid',
    fields: 'manage:formsScreen.builder.invalid',
    freemium: 'manage:formsScreen.builder.saveFailed',
    network: 'errors:network',
    other: 'manage:formsScreen.builder.saveFailed',
  },
};

export interface FormBuilderProps {
  clientId: number;
  form: OwnerForm | null;
}

function FormServicesField({ clientId }: { clientId: number }) {
  const { t } = useTranslation(['manage']);
  const services = useOwnerServicesQuery({ clientId });
  return (
    <RecordChecklist
      name="service_ids"
      idPrefix="vfm-service"
      legend={t('manage:formsScreen.builder.services')}
      hint={t('manage:formsScreen.builder.servicesHint')}
      query={services}
      inactiveLabel={(name) => t('manage:formsScreen.builder.inactiveService', { name })}
      loadingLabel={t('manage:formsScreen.builder.servicesLoading')}
      emptyText={t('manage:formsScreen.builder.noServices')}
    />
  );
}

export function FormBuilder({ clientId, form }: FormBuilderProps) {
  const { t } = useTranslation(['manage', 'errors']);
  const navigate = useNavigate();
  const [create] = useCreateOwnerFormMutation();
  const [update] = useUpdateOwnerFormMutation();
  const [remove] = useRemoveOwnerFormMutation();
  const [sending, setSending] = useState(false);

  return (
    <ResourceForm
      record={form}
      valuesOf={formBuilderValuesOf}
      empty={emptyForm}
      inputOf={formInputOf}
      schema={customerFormSchema}
      save={(body, stored) => (stored ? update({ clientId, formId: stored.id, body }).unwrap() : create({ clientId, body }).unwrap())}
      onCreated={(saved) => void navigate(formPath(saved.id), { replace: true, state: { form: saved } })}
      texts={TEXTS}
      className="vbl-form vfm-form"
      labelledBy="vfm-title"
    >
      {({ isSubmitting }, stored) => (
        <>
          <FieldGroup legend={t('manage:formsScreen.builder.details')}>
            <TextField name="name" label={t('manage:formsScreen.builder.name')} required maxLength={FORM_NAME_MAX_LENGTH} />
            <ParagraphsField
              name="description"
              label={t('manage:formsScreen.builder.description')}
              hint={t('manage:formsScreen.builder.descriptionHint')}
              maxLength={FORM_DESCRIPTION_MAX_LENGTH}
            />
            <CheckboxField name="active" label={t('manage:formsScreen.builder.active')} hint={t('manage:formsScreen.builder.activeHint')} />
          </FieldGroup>
          <FormFieldsEditor />
          <FormServicesField clientId={clientId} />
          <FormActions
            saveLabel={t('manage:formsScreen.builder.save')}
            saving={isSubmitting}
            remove={
              stored && {
                label: t('manage:formsScreen.builder.removeForm'),
                texts: removalTexts(t, 'formsScreen.builder', { name: stored.name }),
                remove: () => remove({ clientId, formId: stored.id }).unwrap(),
                then: FORMS_PATH,
              }
            }
          >
            {stored ? (
              <Button type="button" variant="secondary" disabled={!stored.active} onClick={() => setSending(true)}>
                {t('manage:formsScreen.send')}
              </Button>
            ) : null}
          </FormActions>
          {sending && stored ? <SendFormDialog clientId={clientId} form={stored} onClose={() => setSending(false)} /> : null}
        </>
      )}
    </ResourceForm>
  );
}
