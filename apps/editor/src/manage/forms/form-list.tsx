// The Forms screen's list (/manage/forms): each form with its number of fields, the services that require it,
// its responses and the requests still waiting; Edit, Responses and "Send to a customer" on each row.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOwnerFormsQuery, useOwnerServicesQuery } from '@vitrina/api-client/back-office';
import type { OwnerForm } from '@vitrina/api-client/back-office';
import { Button } from '@vitrina/ui-kit';
import { ButtonLink } from '../button-link.js';
import { Badge, ListScreen, RecordRow, plainListTexts } from '../kit/index.js';
import { NEW_FORM_PATH, formPath, responsesPath } from './form-paths.js';
import { SendFormDialog } from './send-form-dialog.js';

function FormRow({ form, serviceNames, onSend }: { form: OwnerForm; serviceNames: string[]; onSend: () => void }) {
  const { t } = useTranslation(['manage']);
  return (
    <RecordRow
      className="vbp-row vbs-row vfm-row"
      title={form.name}
      badges={!form.active ? <Badge tone="muted">{t('manage:formsScreen.inactive')}</Badge> : null}
      facts={
        <>
          <span>{t('manage:formsScreen.fieldCount', { count: form.fields.length })}</span>
          <span>{t('manage:formsScreen.responseCount', { count: form.responses })}</span>
          <span>{t('manage:formsScreen.pendingCount', { count: form.pending_requests })}</span>
        </>
      }
      more={
        <span className="vfm-row__services">
          {serviceNames.length > 0
            ? t('manage:formsScreen.requiredBefore', { services: serviceNames.join(', ') })
            : t('manage:formsScreen.notAttached')}
        </span>
      }
      edit={{ to: formPath(form.id), text: t('manage:formsScreen.edit'), label: t('manage:formsScreen.editForm', { name: form.name }) }}
      actions={
        <>
          <Link
            className="vbl-link"
            to={responsesPath({ formId: form.id })}
            aria-label={t('manage:formsScreen.viewResponsesOf', { name: form.name })}
          >
            {t('manage:formsScreen.viewResponses')}
          </Link>
          {form.active ? (
            <Button type="button" variant="secondary" onClick={onSend} aria-label={t('manage:formsScreen.sendForm', { name: form.name })}>
              {t('manage:formsScreen.send')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}

export function FormList({ clientId }: { clientId: number }) {
  const { t } = useTranslation(['manage']);
  const list = useOwnerFormsQuery({ clientId }, { refetchOnMountOrArgChange: true });
  const services = useOwnerServicesQuery({ clientId });
  const [sending, setSending] = useState<OwnerForm | null>(null);
  const nameOf = new Map((services.data ?? []).map((s) => [s.id, s.name]));

  return (
    <ListScreen
      section="formsScreen"
      titleId="vfm-title"
      className="vbl-blog vbp-products vfm-forms"
      actions={
        <>
          <ButtonLink to={NEW_FORM_PATH}>{t('manage:formsScreen.newForm')}</ButtonLink>
          <ButtonLink to={responsesPath()} variant="secondary">
            {t('manage:formsScreen.responses')}
          </ButtonLink>
        </>
      }
      actionsClassName="vfm-top"
      query={list}
      items={list.data ?? []}
      texts={plainListTexts(t, 'formsScreen')}
      row={(form) => (
        <FormRow
          form={form}
          serviceNames={form.service_ids.map((id) => nameOf.get(id)).filter((name): name is string => Boolean(name))}
          onSend={() => setSending(form)}
        />
      )}
    >
      {sending ? <SendFormDialog clientId={clientId} form={sending} onClose={() => setSending(null)} /> : null}
    </ListScreen>
  );
}
