// /forms/customer/{uuid} and /forms/customer/{uuid}/appointment/{appointment_uuid} (spec §2 "Pending customer
// forms", "Forms tied to an appointment"): a greeting, the forms still to fill (with their appointment's date)
// and a Start / Next form button to the first, the ones sent already; with none left, "All your forms are
// complete". An unknown customer or appointment says "We couldn't find these forms".
import { useAppointmentPendingFormsQuery, useCustomerPendingFormsQuery } from '@vitrina/api-client';
import type { PendingForms } from '@vitrina/api-client';
import { currentLocale, formatDate } from '@vitrina/i18n';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { PageLoading } from '../checkout/checkout-views.js';
import type { PageHandle } from '../route-table.js';
import { formsParams } from './forms-loader.js';
import { FormsFailed, FormsFrame, FormsNotFound, formPath, isNotFound, useFocusOnArrival } from './forms-views.js';

export function PendingFormsPage(_props: { handle: PageHandle }) {
  const ids = formsParams(useParams());
  const { site } = useSiteContext();
  const base = { clientId: site.client.id, customerUuid: ids?.customerUuid ?? '' };
  const appointmentUuid = ids?.appointmentUuid;
  const all = useCustomerPendingFormsQuery(base, { skip: !ids || appointmentUuid !== undefined });
  const one = useAppointmentPendingFormsQuery(
    { ...base, appointmentUuid: appointmentUuid ?? '' },
    { skip: !ids || appointmentUuid === undefined },
  );
  const query = appointmentUuid === undefined ? all : one;
  if (!ids || isNotFound(query.error)) return <FormsNotFound />;
  if (query.data)
    return <PendingFormsView customerUuid={base.customerUuid} pending={query.data} forAppointment={appointmentUuid !== undefined} />;
  // The error stays while a retry runs (no flash of the spinner).
  if (query.error) return <FormsFailed retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  return <PageLoading />;
}

function PendingFormsView({
  customerUuid,
  pending,
  forAppointment,
}: {
  customerUuid: string;
  pending: PendingForms;
  forAppointment: boolean;
}) {
  const { t, i18n } = useTranslation(['forms']);
  const { site, hrefFor } = useSiteContext();
  const locale = currentLocale(i18n);
  const timeZone = site.client.timezone;
  const dateOf = (iso: string) => formatDate(iso, locale, { timeZone });
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnArrival(heading);
  const [next] = pending.forms;
  const appointmentDate = forAppointment ? pending.forms.find((f) => f.appointment_starts_at)?.appointment_starts_at : null;
  const title = appointmentDate
    ? t('forms:pending.forAppointment', { date: dateOf(appointmentDate) })
    : forAppointment
      ? t('forms:page.appointmentTitle')
      : t('forms:page.title');

  return (
    <FormsFrame titleId="forms-title">
      <h1 id="forms-title" ref={heading} tabIndex={-1} className="vs-section__title">
        {title}
      </h1>
      {pending.first_name && <p className="site-forms__greeting">{t('forms:page.greeting', { name: pending.first_name })}</p>}
      {next ? (
        <section className="site-forms__list" aria-labelledby="forms-to-fill">
          <h2 id="forms-to-fill">{t('forms:page.toFill')}</h2>
          <p>{t('forms:pending.intro')}</p>
          <ol className="site-forms__entries">
            {pending.forms.map((form) => (
              <li key={`${form.form_uuid}/${form.appointment_uuid ?? ''}`} className="site-forms__entry">
                <Link className="vk-link vk-link--inline site-forms__name" to={hrefFor(formPath(customerUuid, form.form_uuid))}>
                  {form.name}
                </Link>
                {form.description && <span className="site-forms__description">{form.description}</span>}
                {form.appointment_starts_at && !forAppointment && (
                  <span className="site-forms__meta">
                    {t('forms:pending.forAppointment', { date: dateOf(form.appointment_starts_at) })}
                  </span>
                )}
              </li>
            ))}
          </ol>
          <p className="site-forms__start">
            <Link className="vk-button vk-button--primary" to={hrefFor(formPath(customerUuid, next.form_uuid))}>
              {pending.completed.length > 0 ? t('forms:nextForm') : t('forms:page.start')}
            </Link>
          </p>
        </section>
      ) : (
        <section className="site-forms__done" role="status" aria-labelledby="forms-all-done">
          <h2 id="forms-all-done">{t('forms:page.allComplete')}</h2>
          <p>{t('forms:page.allCompleteBody')}</p>
        </section>
      )}
      {pending.completed.length > 0 && (
        <section className="site-forms__list" aria-labelledby="forms-completed">
          <h2 id="forms-completed">{t('forms:page.completed')}</h2>
          <ul className="site-forms__entries">
            {pending.completed.map((form) => (
              <li key={`${form.form_uuid}/${form.created_at}`} className="site-forms__entry site-forms__entry--done">
                <span className="site-forms__check" aria-hidden="true">
                  ✓
                </span>
                <span className="site-forms__name">{form.name}</span>
                <span className="site-forms__meta">{t('forms:page.sentOn', { date: dateOf(form.created_at) })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </FormsFrame>
  );
}
