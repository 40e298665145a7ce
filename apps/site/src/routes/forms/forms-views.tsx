// Pieces the customer forms pages share: the page frame, "We couldn't find these forms" (a 404 of the API:
// another business's customer, an unknown appointment or form), §8 "Something went wrong, please contact
// support", and the links between the pages.
import { useCustomerPendingFormsQuery } from '@vitrina/api-client';
import { useLayoutEffect } from 'react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { errorStatus } from '../checkout/checkout-views.js';
import { RetryAlert } from '../../features/shared/retry-alert.js';

export const customerPath = (customerUuid: string) => `/forms/customer/${customerUuid}`;
export const appointmentPath = (customerUuid: string, appointmentUuid: string) =>
  `${customerPath(customerUuid)}/appointment/${appointmentUuid}`;
export const formPath = (customerUuid: string, formUuid: string) => `${customerPath(customerUuid)}/form/${formUuid}`;

export const isNotFound = (error: unknown) => errorStatus(error) === 404;

export function FormsFrame({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <article className="vs-section site-page site-forms" aria-labelledby={titleId}>
      <div className="vs-section__inner site-forms__inner">{children}</div>
    </article>
  );
}

export function FormsNotFound() {
  const { t } = useTranslation(['forms', 'common']);
  const { hrefFor } = useSiteContext();
  return (
    <section className="vs-section site-status" aria-labelledby="forms-not-found-title">
      <h1 id="forms-not-found-title">{t('forms:page.notFoundTitle')}</h1>
      <p>{t('forms:page.notFoundBody')}</p>
      <p className="site-status__action">
        <Link to={hrefFor('/')}>{t('common:goHome')}</Link>
      </p>
    </section>
  );
}

/** §8 "Something went wrong, please contact support" (a 5xx or a network failure), with a retry. */
export function FormsFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation(['errors', 'commerce']);
  return (
    <RetryAlert
      section
      message={t('errors:forms.contactSupport')}
      retryLabel={t('commerce:checkoutFlow.retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}

/** Where a sent form leads: the heading of the page it lands on takes the focus, in the same commit that shows it
 *  (a layout effect: a passive one can run a frame later, after the page is already on screen and being read). */
export const ARRIVED_FROM_FORM = { arrivedFromForm: true } as const;

export function useFocusOnArrival(heading: RefObject<HTMLHeadingElement | null>) {
  const state: unknown = useLocation().state;
  const arrived = typeof state === 'object' && state !== null && 'arrivedFromForm' in state;
  useLayoutEffect(() => {
    if (arrived) heading.current?.focus();
  }, [arrived, heading]);
}

export function BackToForms({ to }: { to: string }) {
  const { t } = useTranslation(['forms']);
  const { hrefFor } = useSiteContext();
  return (
    <p className="site-forms__back">
      <Link className="vk-link vk-link--inline" to={hrefFor(to)}>
        {t('forms:page.backToForms')}
      </Link>
    </p>
  );
}

/** The customer's next pending form, if any. */
export function useNextFormUuid(clientId: number, customerUuid: string, skip: boolean): string | null {
  const pending = useCustomerPendingFormsQuery({ clientId, customerUuid }, { skip });
  return pending.data?.forms[0]?.form_uuid ?? null;
}
