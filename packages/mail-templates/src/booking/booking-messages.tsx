// The booking messages (issue 28): the customer's confirmation, reschedule, cancellation and reminder (in the
// site's language, with the appointment's own link), and the staff's and owners' notices of a new booking
// and of a customer's cancellation (in each person's language, with the back office's schedule). Every
// date and time is the business's (its zone), written as the site writes them; money in the site's currency.
import { Column, Row, Section, Text } from '@react-email/components';
import { countryNameIn } from '@vitrina/core-model';
import type { Locale } from '@vitrina/core-model';
import { formatCalendarDate, formatMoney, formatTime } from '@vitrina/i18n';
import type { ReactNode } from 'react';
import { MailLayout } from '../layout/mail-layout.js';
import { MessageAction, MessageIntro } from '../message-parts/message-parts.js';
import { renderMail } from '../render.js';
import { mailT } from '../texts.js';
import type { MailT } from '../texts.js';
import type { MailBusiness, RenderedMail } from '../types.js';

/** An appointment as a message shows it; amounts in minor units of `currency`. */
export interface MailAppointment {
  start: Date | string;
  end: Date | string;
  /** The business's IANA zone: the date and time are written in it. */
  timeZone: string;
  currency: string;
  services: readonly { name: string; priceCents: number; durationMinutes: number }[];
  totalCents: number;
  staffName: string;
  /** core-model SERVICE_TYPES: 0 storefront, 1 mobile (at the customer's address), 2 virtual. */
  serviceType: number;
  /** The storefront's location: its name and address on one line. */
  location: { name: string; address: string } | null;
  /** A mobile appointment's address on one line, without its country. */
  address: string | null;
  /** ISO 3166 code of a mobile appointment's country (named in the recipient's language). */
  addressCountry: string | null;
  /** A virtual appointment's meeting link (shown only while it is booked). */
  meetingUrl: string | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
}

/** A customer message: the appointment, and its page (the booking's success page) on the site. */
export interface CustomerBookingInput {
  lang: Locale;
  business: MailBusiness;
  appointment: MailAppointment;
  /** The customer's page of the appointment on the site's host (nobody else is sent it). */
  appointmentUrl: string;
  /**
   * The booking's own page by its secret key, where the customer cancels or reschedules (issue 30), and the
   * business's policy in hours; no link when absent or the policy is 0 (never).
   */
  manage?: { url: string; hours: number } | null;
  /** The customer's page of all their bookings and orders (issue 30), at the foot of the message; none when absent. */
  portalUrl?: string | null;
}

/** A staff or owner notice: the appointment and the back office's schedule on that day. */
export interface StaffBookingInput {
  lang: Locale;
  business: MailBusiness;
  appointment: MailAppointment;
  scheduleUrl: string;
}

const muted = { fontSize: '14px', color: '#71717a', margin: '4px 0' };
const cell = { fontSize: '14px', margin: '4px 0' };

// ICU writes a narrow no-break space before AM/PM; a plain one reads the same everywhere.
const tidy = (s: string) => s.replace(/\u202f/g, ' ');

/** The business-zone calendar date of an instant (YYYY-MM-DD). */
export function localDateOf(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

/** "Monday, December 7, 2026" and "10:00 AM EST" ("lunes, 7 de diciembre de 2026", "10:00 CET"): the business's clock. */
export function appointmentWhen(a: Pick<MailAppointment, 'start' | 'timeZone'>, lang: Locale): { date: string; time: string } {
  return {
    date: formatCalendarDate(localDateOf(a.start, a.timeZone), lang, { dateStyle: 'full' }),
    time: tidy(formatTime(a.start, lang, { timeZone: a.timeZone, zoneName: true })),
  };
}

function placeOf(a: MailAppointment, lang: Locale, t: MailT): string | null {
  if (a.serviceType === 1)
    return [t('booking.mobile'), [a.address, countryNameIn(a.addressCountry, lang)].filter(Boolean).join(', ')].filter(Boolean).join(': ');
  if (a.serviceType === 2) return t('booking.virtual');
  return a.location ? [a.location.name, a.location.address].filter(Boolean).join(', ') : null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Row>
      <Column style={{ width: '30%', verticalAlign: 'top' }}>
        <Text style={muted}>{label}</Text>
      </Column>
      <Column>
        <Text style={cell}>{children}</Text>
      </Column>
    </Row>
  );
}

/** The appointment's facts: services, when, with whom, where (or the meeting link), the total. */
export function AppointmentFacts({
  appointment: a,
  lang,
  t,
  withMeeting,
}: {
  appointment: MailAppointment;
  lang: Locale;
  t: MailT;
  withMeeting: boolean;
}) {
  const { date, time } = appointmentWhen(a, lang);
  const money = (cents: number) => formatMoney(cents, a.currency, lang);
  const place = placeOf(a, lang, t);
  return (
    <Section style={{ borderTop: '1px solid #e4e4e7', borderBottom: '1px solid #e4e4e7', margin: '12px 0' }}>
      <Fact label={t('booking.services')}>
        {a.services.map((s, i) => (
          <span key={i}>
            {`${s.name} (${money(s.priceCents)})`}
            <br />
          </span>
        ))}
      </Fact>
      <Fact label={t('booking.when')}>{`${date}, ${time}`}</Fact>
      {a.staffName && <Fact label={t('booking.with')}>{a.staffName}</Fact>}
      {place && (
        <Fact label={t('booking.where')}>
          {place}
          {withMeeting && a.meetingUrl && (
            <>
              <br />
              <a href={a.meetingUrl} style={{ color: '#2563eb' }}>
                {t('booking.joinMeeting')}
              </a>{' '}
              ({a.meetingUrl})
            </>
          )}
        </Fact>
      )}
      <Fact label={t('booking.total')}>
        <strong>{money(a.totalCents)}</strong>
      </Fact>
    </Section>
  );
}

type CustomerKind = 'confirmation' | 'rescheduled' | 'cancelled' | 'reminder';
type StaffKind = 'newBooking' | 'customerCancelled' | 'customerRescheduled';

function wordsOf(t: MailT, a: MailAppointment, lang: Locale, business: MailBusiness) {
  const { date, time } = appointmentWhen(a, lang);
  const customer = a.customerName.trim() || a.customerEmail;
  const services = a.services.map((s) => s.name).join(', ');
  return { date, time, business: business.name, name: a.customerName.trim() || a.customerEmail, customer, services };
}

export function CustomerBookingMail({
  kind,
  lang,
  business,
  appointment,
  appointmentUrl,
  manage,
  portalUrl,
}: CustomerBookingInput & { kind: CustomerKind }) {
  const t = mailT(lang);
  const words = wordsOf(t, appointment, lang, business);
  const cancelled = kind === 'cancelled';
  const changeable = !cancelled && manage && manage.hours > 0 ? manage : null;
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t(`booking.${kind}.preview`, words)} portalUrl={portalUrl}>
      <MessageIntro heading={t(`booking.${kind}.heading`)} intro={t(`booking.${kind}.intro`, words)} />
      <AppointmentFacts appointment={appointment} lang={lang} t={t} withMeeting={!cancelled} />
      <MessageAction
        business={business}
        href={appointmentUrl}
        marginTop="8px"
        label={t('booking.viewAppointment')}
        note={cancelled ? t('booking.linkNote') : `${t('booking.icsNote')} ${t('booking.linkNote')}`}
      />
      {changeable && (
        <MessageAction
          business={business}
          href={changeable.url}
          marginTop="8px"
          label={t('booking.manageBooking')}
          note={`${t('booking.manageNote', { hours: changeable.hours })} ${t('booking.linkNote')}`}
        />
      )}
    </MailLayout>
  );
}

export function StaffBookingMail({ kind, lang, business, appointment, scheduleUrl }: StaffBookingInput & { kind: StaffKind }) {
  const t = mailT(lang);
  const words = wordsOf(t, appointment, lang, business);
  const contact = [appointment.customerName.trim(), appointment.customerEmail, appointment.customerPhone].filter(Boolean).join(' · ');
  return (
    <MailLayout lang={lang} t={t} business={business} preview={t(`booking.${kind}.preview`, words)}>
      <MessageIntro heading={t(`booking.${kind}.heading`)} intro={t(`booking.${kind}.intro`, words)} />
      <Text style={muted}>
        {t('booking.newBooking.customer')}: {contact}
      </Text>
      <AppointmentFacts appointment={appointment} lang={lang} t={t} withMeeting={kind !== 'customerCancelled'} />
      <MessageAction business={business} href={scheduleUrl} marginTop="8px" label={t('booking.newBooking.openSchedule')} />
    </MailLayout>
  );
}

function renderCustomer(kind: CustomerKind, input: CustomerBookingInput): Promise<RenderedMail> {
  const t = mailT(input.lang);
  const subject = t(`booking.${kind}.subject`, wordsOf(t, input.appointment, input.lang, input.business));
  return renderMail(<CustomerBookingMail kind={kind} {...input} />, subject, input.lang);
}

function renderStaff(kind: StaffKind, input: StaffBookingInput): Promise<RenderedMail> {
  const t = mailT(input.lang);
  const subject = t(`booking.${kind}.subject`, wordsOf(t, input.appointment, input.lang, input.business));
  return renderMail(<StaffBookingMail kind={kind} {...input} />, subject, input.lang);
}

/** The customer's booking confirmation (the .ics is attached by the sender of the message). */
export const renderBookingConfirmation = (input: CustomerBookingInput) => renderCustomer('confirmation', input);
/** The customer's notice that the business moved the appointment (the new time). */
export const renderBookingRescheduled = (input: CustomerBookingInput) => renderCustomer('rescheduled', input);
/** The customer's notice that the appointment was cancelled. */
export const renderBookingCancelled = (input: CustomerBookingInput) => renderCustomer('cancelled', input);
/** The customer's reminder ahead of the appointment (the business's setting: 2, 24 or 48 hours). */
export const renderBookingReminder = (input: CustomerBookingInput) => renderCustomer('reminder', input);
/** The staff member's and the owners' notice of a new booking. */
export const renderNewBookingAlert = (input: StaffBookingInput) => renderStaff('newBooking', input);
/** The staff member's and the owners' notice that the customer cancelled. */
export const renderBookingCancelledAlert = (input: StaffBookingInput) => renderStaff('customerCancelled', input);
/** The staff member's and the owners' notice that the customer moved their booking from its own page (issue 30). */
export const renderBookingRescheduledAlert = (input: StaffBookingInput) => renderStaff('customerRescheduled', input);
