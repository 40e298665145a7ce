// The booking messages (issue 28): what is mailed after an appointment is booked, moved or cancelled, and the
// reminder sweep. The customer gets the confirmation (with the .ics the API serves for the appointment
// attached, and the appointment's own page on the site), the reschedule (the new time, an updated .ics) and
// the cancellation, in the site's language; the staff member booked (their user, when the staff row has one)
// and the owners get "new booking" and, when the customer cancelled, "booking cancelled", each in their own
// language, less those who turned the kind off (mail-people.ts staffRecipients). Dedupe keys are the event's,
// so a redelivered event queues nothing twice. A reminder is keyed by the appointment AND its start, so a
// moved appointment is reminded again for its new time and a sweep that runs twice (or on two nodes) queues once.
import {
  renderBookingCancelled,
  renderBookingCancelledAlert,
  renderBookingConfirmation,
  renderBookingReminder,
  renderBookingRescheduled,
  renderBookingRescheduledAlert,
  renderNewBookingAlert,
} from '@vitrina/mail-templates';
import type { MailAppointment, RenderedMail } from '@vitrina/mail-templates';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import type { AppDb } from '../../db/index.js';
import type { Dispatcher } from '../../events/dispatcher.js';
import type { AppointmentBooked, AppointmentCancelled, AppointmentRescheduled } from '../../events/domain-events.js';
import { startSweep } from '../../services/repeating-task.js';
import type { RepeatingTask } from '../../services/repeating-task.js';
import { appointments, clients, customers, staff } from '../../db/schema.js';
import { customerPortalUrlOf } from '../customer-portal/portal-link.js';
import type { MailAttachment } from '../../db/schema/mail.js';
import { findAppointmentView } from '../booking/booking-repository.js';
import type { AppointmentView } from '../booking/booking-repository.js';
import { appointmentCalendar } from '../booking/booking-view.js';
import { backOfficeUrlOf, mailMessage, mailSubscriber, toOwners } from './mail-message.js';
import { mailBusinessOf, staffRecipients } from './mail-people.js';
import type { MailSender as MailBusinessSender } from './mail-people.js';
import type { MailSender } from './mail-sender.js';
import { queueMail } from './mail-service.js';
import type { QueuedMail } from './mail-service.js';

export const BOOKING_MAIL_KINDS = {
  confirmation: 'booking_confirmation',
  rescheduled: 'booking_rescheduled',
  cancellation: 'booking_cancellation',
  reminder: 'booking_reminder',
  newBooking: 'new_booking',
  cancelled: 'booking_cancelled',
  /** The staff's and owners' notice that the customer moved their booking (issue 30). */
  customerRescheduled: 'booking_moved',
} as const;

export const BOOKING_MAIL_SUBSCRIBERS = {
  booked: 'mail:booking-confirmation',
  rescheduled: 'mail:booking-rescheduled',
  cancelled: 'mail:booking-cancelled',
} as const;

/** How often every node looks for appointments to remind (a reminder is due at most this late). */
export const BOOKING_REMINDER_SWEEP_INTERVAL_MS = 60_000;

/** The customer's page of an appointment on the site: the booking's success step, by the appointment's uuid alone. */
export const appointmentUrlOf = (siteOrigin: string, uuid: string) =>
  `${siteOrigin}/appointment?step=ConfirmationSuccess&appointment=${encodeURIComponent(uuid)}`;

const localDateOf = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** The customer's own booking page (issue 30): by the appointment's secret manage key, where they cancel or reschedule. */
export const myBookingUrlOf = (siteOrigin: string, manageKey: string) =>
  `${siteOrigin}/appointment/manage/${encodeURIComponent(manageKey)}`;

/** What every booking message needs, read once. */
interface BookingMailData {
  view: AppointmentView;
  business: MailBusinessSender;
  appointment: MailAppointment;
  appointmentUrl: string;
  /** The booking's own page and the business's policy (hours; 0 never). */
  manage: { url: string; hours: number };
  scheduleUrl: string;
  /** The user of the staff member booked (null: the staff row has none). */
  staffUserId: string | null;
  /** The customer's page of all their bookings and orders (issue 30); null without a customer. */
  portalUrl: string | null;
}

async function loadBookingMailData(
  db: AppDb,
  config: AppContext['config'],
  clientId: number,
  appointmentId: number,
): Promise<BookingMailData | null> {
  const [row] = await db
    .select({
      uuid: appointments.uuid,
      manageKey: appointments.manage_key,
      changeHours: clients.booking_change_hours,
      currency: clients.currency_code,
      staffUserId: staff.user_id,
      portalKey: customers.portal_key,
    })
    .from(appointments)
    .innerJoin(clients, eq(clients.id, appointments.client_id))
    .leftJoin(staff, eq(staff.id, appointments.staff_id))
    .leftJoin(customers, and(eq(customers.id, appointments.customer_id), eq(customers.client_id, appointments.client_id)))
    .where(and(eq(appointments.id, appointmentId), eq(appointments.client_id, clientId)));
  if (!row) return null;
  const [view, business] = await Promise.all([findAppointmentView(db, clientId, row.uuid), mailBusinessOf(db, config, clientId)]);
  if (!view || !business) return null;
  const a = view.appointment;
  const l = view.location;
  const region = [a.state || a.province, a.postal_code].filter(Boolean).join(' ');
  const mobileAddress = [a.address1, a.address2, a.city, region].filter(Boolean).join(', ');
  const appointment: MailAppointment = {
    start: a.starts_at,
    end: a.ends_at,
    timeZone: business.timeZone,
    currency: row.currency,
    services: view.lines.map((s) => ({ name: s.name, priceCents: s.price_cents, durationMinutes: s.duration_minutes })),
    totalCents: a.total_cents,
    staffName: view.staff.name,
    serviceType: a.service_type,
    location: l ? { name: l.name, address: [l.address1, l.address2, l.city, l.postal_code].filter(Boolean).join(', ') } : null,
    address: a.service_type === 1 ? mobileAddress || null : null,
    addressCountry: a.service_type === 1 && a.country ? a.country : null,
    meetingUrl: a.status === 'booked' && a.service_type === 2 && a.meeting_url ? a.meeting_url : null,
    customerName: [a.first_name, a.last_name].filter(Boolean).join(' ').trim(),
    customerEmail: a.email.trim(),
    customerPhone: a.phone,
  };
  const schedule = new URLSearchParams({ view: 'day', date: localDateOf(a.starts_at, business.timeZone), appointment: String(a.id) });
  return {
    view,
    business,
    appointment,
    appointmentUrl: appointmentUrlOf(business.siteOrigin, a.uuid),
    manage: { url: myBookingUrlOf(business.siteOrigin, row.manageKey), hours: row.changeHours },
    scheduleUrl: backOfficeUrlOf(config.adminAppUrl, business.siteOrigin, `/schedule?${schedule.toString()}`),
    staffUserId: row.staffUserId,
    portalUrl: row.portalKey ? customerPortalUrlOf(business.siteOrigin, row.portalKey) : null,
  };
}

/** The appointment's .ics, the file GET appointments/{uuid}/calendar.ics serves. */
function icsOf(data: BookingMailData): MailAttachment {
  const ics = appointmentCalendar(data.view, data.business.name);
  return {
    filename: 'appointment.ics',
    contentType: 'text/calendar; charset=utf-8',
    contentBase64: Buffer.from(ics, 'utf8').toString('base64'),
  };
}

type CustomerRender = typeof renderBookingConfirmation;
type StaffRender = typeof renderNewBookingAlert;

/** The customer's message (none when the row has no customer: a hold never booked has no e-mail). */
async function customerMessage(
  data: BookingMailData,
  render: CustomerRender,
  kind: string,
  dedupeKey: string,
  eventId: number | null,
  withIcs: boolean,
): Promise<QueuedMail[]> {
  const { business, appointment } = data;
  if (!appointment.customerEmail) return [];
  const mail: RenderedMail = await render({
    lang: business.locale,
    business,
    appointment,
    appointmentUrl: data.appointmentUrl,
    manage: data.manage,
    portalUrl: data.portalUrl,
  });
  const about = { clientId: data.view.appointment.client_id, eventId, appointmentId: data.view.appointment.id, fromName: business.name };
  const to = { address: appointment.customerEmail, name: appointment.customerName };
  const message = mailMessage(about, kind, dedupeKey, to, business.contactEmail, mail);
  return [withIcs ? { ...message, attachments: [icsOf(data)] } : message];
}

/** The notice to the staff member booked and the owners who want messages of `kind`. */
async function staffMessages(
  db: AppDb,
  data: BookingMailData,
  render: StaffRender,
  kind: 'new_booking' | 'booking_cancelled' | 'booking_moved',
  eventId: number,
): Promise<QueuedMail[]> {
  const { business, appointment, view } = data;
  // A move is told to whoever wants to hear of cancellations (the earlier time came free).
  const wanted = kind === 'booking_moved' ? 'booking_cancelled' : kind;
  const people = await staffRecipients(db, view.appointment.client_id, wanted, { alsoUserIds: data.staffUserId ? [data.staffUserId] : [] });
  const about = { clientId: view.appointment.client_id, eventId, appointmentId: view.appointment.id, fromName: business.name };
  return toOwners(people, kind, eventId, about, appointment.customerEmail || null, (person) =>
    render({ lang: person.locale, business, appointment, scheduleUrl: data.scheduleUrl }),
  );
}

type Ctx = Pick<AppContext, 'database' | 'config'>;

/** What the event's messages need, when the appointment is (still) `status` as the event is delivered. */
async function dataOfEvent(ctx: Ctx, event: { clientId: number; appointmentId: number }, status: 'booked' | 'canceled') {
  const data = await loadBookingMailData(ctx.database.db, ctx.config, event.clientId, event.appointmentId);
  return data?.view.appointment.status === status ? data : null;
}

/** AppointmentBooked: the customer's confirmation with its .ics; the staff member's and owners' notice. */
export async function appointmentBookedMessages(ctx: Ctx, event: AppointmentBooked, eventId: number): Promise<QueuedMail[]> {
  // Cancelled (or never booked) by the time the event is delivered: nothing to confirm.
  const data = await dataOfEvent(ctx, event, 'booked');
  if (!data) return [];
  const K = BOOKING_MAIL_KINDS;
  return [
    ...(await customerMessage(data, renderBookingConfirmation, K.confirmation, `${K.confirmation}:event:${eventId}`, eventId, true)),
    ...(await staffMessages(ctx.database.db, data, renderNewBookingAlert, K.newBooking, eventId)),
  ];
}

/**
 * AppointmentRescheduled: the customer's notice of the new time, with the updated .ics; the staff member's and
 * owners' when the customer moved it from their booking's page (issue 30).
 */
export async function appointmentRescheduledMessages(ctx: Ctx, event: AppointmentRescheduled, eventId: number): Promise<QueuedMail[]> {
  const data = await dataOfEvent(ctx, event, 'booked');
  if (!data) return [];
  const K = BOOKING_MAIL_KINDS;
  return [
    ...(await customerMessage(data, renderBookingRescheduled, K.rescheduled, `${K.rescheduled}:event:${eventId}`, eventId, true)),
    ...(event.by === 'customer'
      ? await staffMessages(ctx.database.db, data, renderBookingRescheduledAlert, K.customerRescheduled, eventId)
      : []),
  ];
}

/** AppointmentCancelled: the customer's notice; the staff's and owners' when the customer cancelled. */
export async function appointmentCancelledMessages(ctx: Ctx, event: AppointmentCancelled, eventId: number): Promise<QueuedMail[]> {
  const data = await dataOfEvent(ctx, event, 'canceled');
  if (!data) return [];
  const K = BOOKING_MAIL_KINDS;
  return [
    ...(await customerMessage(data, renderBookingCancelled, K.cancellation, `${K.cancellation}:event:${eventId}`, eventId, false)),
    ...(event.by === 'customer' ? await staffMessages(ctx.database.db, data, renderBookingCancelledAlert, K.cancelled, eventId) : []),
  ];
}

/** The reminder's dedupe key: the appointment and its start (epoch seconds), so a new start is reminded anew. */
export const reminderKeyOf = (appointmentId: number, startsAt: Date) =>
  `${BOOKING_MAIL_KINDS.reminder}:appointment:${appointmentId}:at:${Math.floor(startsAt.getTime() / 1000)}`;

const SWEEP_BATCH = 200;

/**
 * Queues the reminder of every booked appointment (with a customer e-mail) whose reminder time (its start less
 * the business's setting) has come at `now` and whose start is still ahead, once per appointment and start.
 * An appointment booked inside its reminder window gets none: its confirmation has just told the time.
 * Returns how many were queued.
 */
export async function sweepBookingReminders(deps: { ctx: Ctx; mail: MailSender }, now: Date = new Date()): Promise<number> {
  const { ctx, mail } = deps;
  const { db } = ctx.database;
  const at = sql`${now.toISOString()}::timestamptz`;
  const a = appointments;
  const remindAt = sql`${a.starts_at} - make_interval(hours => ${clients.booking_reminder_hours}::int)`;
  const key = sql`${BOOKING_MAIL_KINDS.reminder + ':appointment:'}::text || ${a.id} || ':at:' || floor(extract(epoch from ${a.starts_at}))::bigint`;
  let queued = 0;
  for (;;) {
    const due = await db
      .select({ id: a.id, clientId: a.client_id })
      .from(a)
      .innerJoin(clients, eq(clients.id, a.client_id))
      .where(
        and(
          eq(a.status, 'booked'),
          sql`${a.email} <> ''`,
          sql`${clients.booking_reminder_hours} > 0`,
          sql`${a.starts_at} > ${at}`,
          sql`${remindAt} <= ${at}`,
          sql`${a.created_at} < ${remindAt}`,
          sql`not exists (select 1 from mail_messages m where m.dedupe_key = ${key})`,
        ),
      )
      .orderBy(a.starts_at, a.id)
      .limit(SWEEP_BATCH);
    let batch = 0;
    for (const row of due) {
      const data = await loadBookingMailData(db, ctx.config, row.clientId, row.id);
      if (!data || data.view.appointment.status !== 'booked') continue;
      const startsAt = data.view.appointment.starts_at;
      const K = BOOKING_MAIL_KINDS;
      const messages = await customerMessage(data, renderBookingReminder, K.reminder, reminderKeyOf(row.id, startsAt), null, true);
      batch += (await queueMail({ database: ctx.database, mail, mailFrom: ctx.config.mailFrom }, messages)).length;
    }
    queued += batch;
    // A full batch that queued nothing new would be read again: stop (the next sweep looks again).
    if (due.length < SWEEP_BATCH || batch === 0) return queued;
  }
}

export type BookingReminderTimer = RepeatingTask;

/** Runs the reminder sweep now and every `intervalMs` on this node (one run at a time). */
export function startBookingReminders(
  deps: { ctx: Ctx; mail: MailSender },
  intervalMs: number,
  log: { error(obj: unknown, msg: string): void },
): BookingReminderTimer {
  return startSweep(() => sweepBookingReminders(deps), intervalMs, log, { failed: 'the booking reminder sweep failed' });
}

export function registerBookingMail(dispatcher: Dispatcher, ctx: AppContext, mail: MailSender): void {
  const on = mailSubscriber(dispatcher, ctx, mail);
  on('AppointmentBooked', BOOKING_MAIL_SUBSCRIBERS.booked, appointmentBookedMessages);
  on('AppointmentRescheduled', BOOKING_MAIL_SUBSCRIBERS.rescheduled, appointmentRescheduledMessages);
  on('AppointmentCancelled', BOOKING_MAIL_SUBSCRIBERS.cancelled, appointmentCancelledMessages);
}
