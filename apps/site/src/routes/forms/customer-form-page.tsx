// /forms/customer/{uuid}/form/{form_uuid} (spec §2 "One specific form"; §5 "Forms: complete all required fields
// before continuing"; §8 "something went wrong, please contact support; failed to upload file"): the form to
// answer, its files uploaded as they are chosen; once sent, on to the next pending form or to the pending page's
// "All your forms are complete". A form answered already says "You already sent this form".
import { formUploadUrl, formFailureOf, useCustomerFormQuery, useSubmitFormResponseMutation } from '@vitrina/api-client';
import type { PublicCustomerForm } from '@vitrina/api-client';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { CustomerForm } from '../../features/customer-forms/customer-form.js';
import { PageLoading } from '../checkout/checkout-views.js';
import type { PageHandle } from '../route-table.js';
import { formsParams } from './forms-loader.js';
import {
  ARRIVED_FROM_FORM,
  BackToForms,
  FormsFailed,
  FormsFrame,
  FormsNotFound,
  appointmentPath,
  customerPath,
  formPath,
  isNotFound,
  useFocusOnArrival,
  useNextFormUuid,
} from './forms-views.js';

export function CustomerFormPage(_props: { handle: PageHandle }) {
  const ids = formsParams(useParams());
  const { site } = useSiteContext();
  const formUuid = ids?.formUuid;
  const args = { clientId: site.client.id, customerUuid: ids?.customerUuid ?? '', formUuid: formUuid ?? '' };
  const query = useCustomerFormQuery(args, { skip: !formUuid });
  const [gone, setGone] = useState(false);
  if (!formUuid || gone || isNotFound(query.error)) return <FormsNotFound />;
  // Keyed by the form: the next form starts with empty answers.
  if (query.data) return <CustomerFormView key={formUuid} args={args} form={query.data} onGone={() => setGone(true)} />;
  // The error stays while a retry runs (no flash of the spinner).
  if (query.error) return <FormsFailed retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  return <PageLoading />;
}

interface ViewProps {
  args: { clientId: number; customerUuid: string; formUuid: string };
  form: PublicCustomerForm;
  onGone: () => void;
}

function CustomerFormView({ args, form, onGone }: ViewProps) {
  const { t } = useTranslation(['forms', 'errors']);
  const { hrefFor } = useSiteContext();
  const navigate = useNavigate();
  const [submit] = useSubmitFormResponseMutation();
  const [formError, setFormError] = useState<string | null>(null);
  const [answered, setAnswered] = useState(form.answered);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  const back = form.appointment_uuid ? appointmentPath(args.customerUuid, form.appointment_uuid) : customerPath(args.customerUuid);

  return (
    <FormsFrame titleId="form-title">
      <BackToForms to={back} />
      <h1 id="form-title" ref={heading} tabIndex={-1} className="vs-section__title">
        {form.name}
      </h1>
      {form.description && <p className="site-forms__intro">{form.description}</p>}
      {answered ? (
        <AlreadySent args={args} />
      ) : (
        <CustomerForm
          fields={form.fields}
          labelledBy="form-title"
          formError={formError}
          uploadUrl={(fieldId) => formUploadUrl(args.clientId, args.customerUuid, args.formUuid, fieldId)}
          onSubmit={async (answers, helpers) => {
            setFormError(null);
            const result = await submit({ ...args, body: { answers, appointment_uuid: form.appointment_uuid } });
            if ('data' in result && result.data) {
              const next = result.data.next_form_uuid;
              void navigate(hrefFor(next ? formPath(args.customerUuid, next) : customerPath(args.customerUuid)), {
                state: ARRIVED_FROM_FORM,
              });
              return;
            }
            const failure = formFailureOf(result.error);
            if (failure.status === 400 && Object.keys(failure.fields).length > 0) helpers.setErrors(failure.fields);
            else if (failure.status === 409) setAnswered(true);
            else if (failure.status === 404) onGone();
            else setFormError(t('errors:forms.contactSupport'));
          }}
        />
      )}
    </FormsFrame>
  );
}

function AlreadySent({ args }: { args: ViewProps['args'] }) {
  const { t } = useTranslation(['forms']);
  const { hrefFor } = useSiteContext();
  const next = useNextFormUuid(args.clientId, args.customerUuid, false);
  return (
    <section className="site-forms__done" role="status" aria-labelledby="form-sent-title">
      <h2 id="form-sent-title">{t('forms:page.alreadySent')}</h2>
      <p>{t('forms:page.alreadySentBody')}</p>
      {next && next !== args.formUuid && (
        <p className="site-forms__start">
          <Link className="vk-button vk-button--primary" to={hrefFor(formPath(args.customerUuid, next))}>
            {t('forms:nextForm')}
          </Link>
        </p>
      )}
    </section>
  );
}
