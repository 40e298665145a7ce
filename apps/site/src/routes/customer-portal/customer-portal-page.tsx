// /customer/{key} (issue 30): the customer's "your bookings and orders with {business}" page, reached only by the
// secret link the business sent them. Their coming and past bookings (each to its own page, where they cancel
// or reschedule), orders (each to its order page), quotes and invoices with what is still owed, subscriptions
// (to their order's page, where the charges are and cancel lives); "Nothing yet" where a section is empty.
// Dates in the business's zone, amounts in its currency, both in the page's language. Read in the browser only
// (never in the server render, which the page cache may keep: it is one customer's), as the booking's own page.
import { useCustomerPortalQuery } from '@vitrina/api-client';
import type { CustomerPortal, PortalBooking } from '@vitrina/api-client';
import { toMinorUnits } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import { currentLocale, formatDate } from '@vitrina/i18n';
import { Money, TextLink } from '@vitrina/ui-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useSiteContext } from '../../app/site-context.js';
import { longDateOf, slotLabels } from '../../features/booking/booking-time.js';
import { LoadFailed, PageLoading, errorStatus } from '../checkout/checkout-views.js';
import type { PageHandle } from '../route-table.js';

export function CustomerPortalPage(_props: { handle: PageHandle }) {
  const { t } = useTranslation(['booking']);
  const { key = '' } = useParams();
  const { site } = useSiteContext();
  const business = site.client.name;
  const query = useCustomerPortalQuery({ clientId: site.client.id, key }, { skip: !key });

  let body;
  if (query.data) body = <PortalView portal={query.data} />;
  else if (!key || errorStatus(query.error) === 404)
    body = (
      <p role="alert" className="site-booking__notice">
        {t('booking:portal.notFound', { business })}
      </p>
    );
  else if (query.isError) body = <LoadFailed onRetry={() => void query.refetch()} />;
  else body = <PageLoading label={t('booking:portal.loading')} />;

  return (
    <div className="vs-section site-page site-checkout site-portal">
      <div className="vs-section__inner site-checkout__inner site-portal__inner">
        <h1 className="vs-section__title">{t('booking:portal.title', { business })}</h1>
        {body}
      </div>
    </div>
  );
}

function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  const { t } = useTranslation(['booking']);
  return (
    <section className="site-portal__section" aria-labelledby={`portal-${id}`}>
      <h2 id={`portal-${id}`} className="site-portal__heading">
        {title}
      </h2>
      {count === 0 ? <p className="site-portal__empty">{t('booking:portal.empty')}</p> : <ul className="site-portal__list">{children}</ul>}
    </section>
  );
}

/** "Tuesday, March 10, 2026" and "10:00 AM" of an instant in the business zone. */
function whenOf(iso: string, timeZone: string, locale: Locale) {
  return {
    date: longDateOf(iso, timeZone, locale),
    time: slotLabels(iso, { businessZone: timeZone, visitorZone: timeZone, locale }).business,
  };
}

function PortalView({ portal }: { portal: CustomerPortal }) {
  const { t, i18n } = useTranslation(['booking', 'commerce']);
  const locale = currentLocale(i18n);
  const { hrefFor } = useSiteContext();
  const { currency, timeZone } = portal;
  const business = portal.businessName;
  const cents = (amount: string) => toMinorUnits(amount) ?? 0;
  const day = (iso: string) => formatDate(iso, locale, { timeZone });

  const booking = (b: PortalBooking, past: boolean) => {
    const when = whenOf(b.start, timeZone, locale);
    return (
      <li key={b.manageKey} className="site-portal__item">
        <p className="site-portal__title">
          {when.date} · {when.time}
        </p>
        <p>
          {b.services.join(', ')}
          {b.staffName ? ` ${t('booking:portal.withStaff', { name: b.staffName })}` : ''}
        </p>
        <p className="site-portal__facts">
          {past && <span className="site-portal__state">{t(`booking:portal.bookingStates.${b.state}`)}</span>}
          <Money cents={cents(b.total)} currency={currency} />
        </p>
        <TextLink href={hrefFor(`/appointment/manage/${encodeURIComponent(b.manageKey)}`)}>
          {t('booking:portal.manageBookingOf', when)}
        </TextLink>
      </li>
    );
  };

  return (
    <div className="site-portal__body">
      <p className="site-booking__lead">
        {portal.firstName.trim()
          ? t('booking:portal.greeting', { name: portal.firstName.trim(), business })
          : t('booking:portal.intro', { business })}
      </p>
      <p className="site-portal__private">{t('booking:portal.private')}</p>

      <Section id="coming" title={t('booking:portal.coming')} count={portal.comingBookings.length}>
        {portal.comingBookings.map((b) => booking(b, false))}
      </Section>

      <Section id="orders" title={t('booking:portal.orders')} count={portal.orders.length}>
        {portal.orders.map((o) => (
          <li key={o.uuid} className="site-portal__item">
            <p className="site-portal__title">
              {o.number ? t('booking:portal.order', { number: o.number }) : t('booking:portal.orderNoNumber', { date: day(o.dated) })}
            </p>
            <p className="site-portal__facts">
              <span>{day(o.dated)}</span>
              <span className="site-portal__state">{t(`commerce:checkoutFlow.orderStates.${o.state}`)}</span>
              <Money cents={cents(o.total)} currency={currency} />
            </p>
            <TextLink href={hrefFor(`/commerce/order/${o.uuid}`)}>
              {o.number ? t('booking:portal.openOrder', { number: o.number }) : t('booking:portal.openOrderOf', { date: day(o.dated) })}
            </TextLink>
          </li>
        ))}
      </Section>

      <Section id="documents" title={t('booking:portal.documents')} count={portal.documents.length}>
        {portal.documents.map((d) => {
          const words = { kind: t(`booking:portal.kinds.${d.kind}`), number: d.number };
          const owed = cents(d.balance);
          return (
            <li key={d.uuid} className="site-portal__item">
              <p className="site-portal__title">{t('booking:portal.documentTitle', words)}</p>
              <p className="site-portal__facts">
                <span>{day(d.dated)}</span>
                <span className="site-portal__state">{t(`commerce:checkoutFlow.orderStates.${d.state}`)}</span>
                <span>
                  {t('booking:portal.total')} <Money cents={cents(d.total)} currency={currency} />
                </span>
              </p>
              <p className={owed > 0 ? 'site-portal__owed' : undefined}>
                {owed > 0 ? (
                  <>
                    {t('booking:portal.balance')} <Money cents={owed} currency={currency} />
                  </>
                ) : (
                  t('booking:portal.nothingOwed')
                )}
              </p>
              <TextLink href={hrefFor(`/commerce/order/${d.uuid}`)}>{t('booking:portal.openDocument', words)}</TextLink>
            </li>
          );
        })}
      </Section>

      <Section id="subscriptions" title={t('booking:portal.subscriptions')} count={portal.subscriptions.length}>
        {portal.subscriptions.map((s) => (
          <li key={s.orderUuid} className="site-portal__item">
            <p className="site-portal__title">{s.name}</p>
            <p className="site-portal__facts">
              <span>
                <Money cents={cents(s.amount)} currency={currency} /> · {t(`commerce:frequencies.${s.recurrence}`)}
              </span>
              <span className="site-portal__state">{t(`commerce:subscriptionFlow.states.${s.state}`)}</span>
            </p>
            <p>{s.nextChargeAt ? t('booking:portal.nextCharge', { date: day(s.nextChargeAt) }) : t('booking:portal.noNextCharge')}</p>
            <TextLink href={hrefFor(`/commerce/order/${s.orderUuid}`)}>
              {t('booking:portal.manageSubscriptionOf', { name: s.name })}
            </TextLink>
          </li>
        ))}
      </Section>

      <Section id="past" title={t('booking:portal.past')} count={portal.pastBookings.length}>
        {portal.pastBookings.map((b) => booking(b, true))}
      </Section>
    </div>
  );
}
