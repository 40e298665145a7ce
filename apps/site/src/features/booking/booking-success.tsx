// ConfirmationSuccess / EmployeeBookingSuccess (spec §2): the booked appointment read back from the API by
// its uuid (so a reload shows it again): the summary, the meeting link of an online appointment, "Add to
// calendar" (the API's .ics), the customer's forms when the service needs them, "Book another appointment".
import { appointmentCalendarUrl, usePublicAppointmentQuery } from '@vitrina/api-client';
import type { PublicAppointment } from '@vitrina/api-client';
import { countryNameIn } from '@vitrina/core-model';
import { currentLocale } from '@vitrina/i18n';
import { Spinner, TextLink } from '@vitrina/ui-kit';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteContext } from '../../app/site-context.js';
import { useSiteCurrency } from './appointment-summary.js';
import { longDateOf, slotLabels } from './booking-time.js';
import { SummaryList, addressLine } from './summary-list.js';
import type { SummaryFacts } from './summary-list.js';

export interface BookingSuccessProps {
  clientId: number;
  uuid: string;
  /** Where "Book another appointment" leads (/appointment by default). */
  bookAnotherPath?: string;
}

/** A mobile appointment's address with its country named in the visitor's language (`…, España`), not its code. */
function mobileAddress(appointment: PublicAppointment, locale: ReturnType<typeof currentLocale>): string | null {
  return [appointment.address, countryNameIn(appointment.addressCountry, locale)].filter(Boolean).join(', ') || null;
}

/** Where the appointment is held, as the summary lists it. */
export function placeOf(
  appointment: PublicAppointment,
  labels: { mobile: string; virtual: string },
  locale: ReturnType<typeof currentLocale>,
): SummaryFacts['place'] {
  return appointment.serviceType === 0
    ? { label: appointment.location?.name ?? '', detail: appointment.location ? addressLine(appointment.location) : null }
    : appointment.serviceType === 1
      ? { label: labels.mobile, detail: mobileAddress(appointment, locale) }
      : { label: labels.virtual };
}

/** The labels placeOf needs, in the reader's language. */
export const placeLabels = (t: (key: 'booking:serviceTypes.mobile' | 'booking:serviceTypes.virtual') => string) => ({
  mobile: t('booking:serviceTypes.mobile'),
  virtual: t('booking:serviceTypes.virtual'),
});

export function factsOf(appointment: PublicAppointment, place: SummaryFacts['place']): SummaryFacts {
  return {
    services: appointment.services,
    staffName: appointment.staff.name,
    place,
    start: appointment.start,
    end: appointment.end,
    timeZone: appointment.timeZone,
    total: appointment.total,
  };
}

export function BookingSuccess({ clientId, uuid, bookAnotherPath = '/appointment' }: BookingSuccessProps) {
  const { t, i18n } = useTranslation(['booking', 'errors']);
  const locale = currentLocale(i18n);
  const currency = useSiteCurrency();
  const hrefFor = useContext(SiteContext)?.hrefFor ?? ((path: string) => path);
  const query = usePublicAppointmentQuery({ clientId, uuid });
  const appointment = query.data;

  if (!appointment) {
    if (query.isLoading || query.isFetching) return <Spinner label={t('booking:kit.loadingAppointment')} />;
    const missing = (query.error as { status?: unknown } | undefined)?.status === 404;
    return (
      <p role="alert" className="site-booking__error">
        {missing ? t('booking:kit.appointmentNotFound') : t('errors:generic')}
      </p>
    );
  }

  const place = placeOf(appointment, placeLabels(t), locale);
  const tz = appointment.timeZone;
  const time = slotLabels(appointment.start, { businessZone: tz, visitorZone: tz, locale }).business;
  const canceled = appointment.status === 'canceled' || appointment.status === 'released';

  return (
    <div className="site-booking__success">
      {canceled ? (
        <p className="site-booking__notice">{t('booking:kit.canceled')}</p>
      ) : (
        <>
          <p className="site-booking__lead">{t('booking:success.body', { date: longDateOf(appointment.start, tz, locale), time })}</p>
          {appointment.email && <p>{t('booking:success.contactEmail', { email: appointment.email })}</p>}
        </>
      )}
      <SummaryList facts={factsOf(appointment, place)} locale={locale} currency={currency} />
      {!canceled && appointment.meetingUrl && (
        <p className="site-booking__meeting">
          {t('booking:virtual.linkInfo')}{' '}
          <TextLink href={appointment.meetingUrl} target="_blank" rel="noopener noreferrer">
            {t('booking:kit.joinMeeting')}
          </TextLink>
        </p>
      )}
      {!canceled && appointment.formsPath && (
        <p className="site-booking__forms">
          {t('booking:success.formsPending')} <TextLink href={hrefFor(appointment.formsPath)}>{t('booking:kit.fillForms')}</TextLink>
        </p>
      )}
      <ul className="site-booking__next">
        {!canceled && (
          <li>
            <TextLink href={appointmentCalendarUrl(clientId, uuid)} download="appointment.ics" type="text/calendar">
              {t('booking:kit.addToCalendar')}
            </TextLink>
          </li>
        )}
        <li>
          <TextLink href={hrefFor(bookAnotherPath)}>{t('booking:actions.bookAnother')}</TextLink>
        </li>
      </ul>
    </div>
  );
}
