// Issue 28, booking messages, against a real database and a real SMTP server on 127.0.0.1: a visitor's
// booking queues the customer's confirmation (the site's language, the appointment's own link, the .ics the
// API serves) and the "new booking" notice to the staff member booked and the owner, each once however often
// the event is delivered; a move and a cancel reach the customer; a customer's cancel reaches the staff; the
// reminder sweep, on a moved clock, queues one reminder per appointment and start when its time comes.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appointments, clients, customers, domainEvents, mailMessages, staff, users } from '../../db/schema.js';
import { changeWithEvents } from '../../events/recorded-change.js';
import { buildUser } from '../../testing/builders.js';
import { testDatabases } from '../../testing/test-db.js';
import { createTestServer } from '../../testing/test-server.js';
import type { TestServer } from '../../testing/test-server.js';
import { at, bookingSetup, postBooking, postHold, selection, testDate } from '../booking/booking-test-fixture.js';
import { appointmentBookedMessages, sweepBookingReminders } from './booking-mail.js';
import { startTestSmtp } from './mail-test-fixture.js';
import type { TestSmtp } from './mail-test-fixture.js';

const HOUR = 3_600_000;

describe.each(testDatabases())('booking messages (%s)', (kind) => {
  let smtp: TestSmtp;
  let t: TestServer;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestServer(kind, { env: { SMTP_URL: smtp.url, MAIL_FROM: 'no-reply@vitrina.test', PORT: '8080' } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.stop();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  /** A Spanish site (New York hours), its owner (English) and its staff member's own user (Spanish). */
  async function salon(reminderHours?: number) {
    const db = t.database.db;
    const s = await bookingSetup(db);
    await db
      .update(clients)
      .set({ language_id: 2, name: 'Salón Aurora', ...(reminderHours === undefined ? {} : { booking_reminder_hours: reminderHours }) })
      .where(eq(clients.id, s.clientId));
    const owner = await buildUser(db, { clientIds: [s.clientId], language_id: 1 });
    const worker = await buildUser(db, { clientIds: [s.clientId], role_id: 4, language_id: 2 });
    await db.update(staff).set({ user_id: worker.id, name: 'Lucía' }).where(eq(staff.id, s.staffId));
    return { ...s, owner, worker };
  }

  async function book(s: Awaited<ReturnType<typeof salon>>, hhmm: string) {
    const res = await postBooking(t, s.clientId, selection(s, at(testDate(), hhmm)));
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.uuid, res.json().uuid as string));
    return row!;
  }

  const messagesOf = (appointmentId: number) =>
    t.database.db.select().from(mailMessages).where(eq(mailMessages.appointment_id, appointmentId)).orderBy(asc(mailMessages.id));

  const eventOf = async (type: string, appointmentId: number) => {
    const [row] = await t.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, type), sql`(${domainEvents.payload}->>'appointmentId')::int = ${appointmentId}`))
      .orderBy(sql`${domainEvents.id} desc`);
    return row!;
  };

  const dtstartOf = (d: Date) =>
    `DTSTART:${d
      .toISOString()
      .replace(/\.\d{3}/, '')
      .replace(/[-:]/g, '')}`;

  it('a booking queues the customer’s confirmation (es, link, .ics) and the new-booking notice to the staff member and the owner, once', async () => {
    const s = await salon();
    const row = await book(s, '10:00');
    const queued = await messagesOf(row.id);
    expect(queued.map((m) => [m.kind, m.to_address, m.language])).toEqual([
      ['booking_confirmation', row.email, 'es'],
      ['new_booking', s.owner.email, 'en'],
      ['new_booking', s.worker.email, 'es'],
    ]);
    const [confirmation, ownerNotice, staffNotice] = queued;
    expect(confirmation!.subject).toMatch(/^Tu cita en Salón Aurora el /);
    expect(confirmation!.html).toMatch(
      new RegExp(`href="http://[a-z0-9-]+\\.localhost:8080/appointment\\?step=ConfirmationSuccess&amp;appointment=${row.uuid}"`),
    );
    expect(confirmation!.attachments).toHaveLength(1);
    const ics = Buffer.from(confirmation!.attachments[0]!.contentBase64, 'base64').toString('utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain(dtstartOf(row.starts_at));
    // The staff's notices link to the back office's schedule, never to the customer's page.
    expect(ownerNotice!.subject).toMatch(/^New booking: Ana López, /);
    expect(ownerNotice!.html).toMatch(
      /href="http:\/\/[a-z0-9-]+\.localhost:8080\/manage\/schedule\?view=day&amp;date=\d{4}-\d{2}-\d{2}&amp;appointment=\d+"/,
    );
    expect(ownerNotice!.html).not.toContain(row.uuid);
    expect(staffNotice!.subject).toMatch(/^Nueva reserva: Ana López, /);
    expect(staffNotice!.reply_to).toBe(row.email);

    // A redelivered event queues nothing twice.
    const event = await eventOf('AppointmentBooked', row.id);
    await t.database.db
      .update(domainEvents)
      .set({ delivered_at: null, handled: [], claimable_at: sql`now()` })
      .where(eq(domainEvents.id, event.id));
    const [again] = await t.app.ctx.events.deliverPending({ ids: [event.id] });
    expect(again?.succeeded).toContain('mail:booking-confirmation');
    expect(await messagesOf(row.id)).toHaveLength(3);
  });

  it('the confirmation reaches the customer over SMTP with a calendar file of the booked time', async () => {
    const s = await salon();
    const row = await book(s, '11:00');
    await t.app.mail.sendDue();
    const [confirmation] = await messagesOf(row.id);
    expect(confirmation!.status).toBe('sent');
    const mail = smtp.received.find((m) => m.messageId === confirmation!.message_id);
    expect(mail, 'the confirmation arrived').toBeDefined();
    expect(mail!.headers.get('content-language')).toBe('es');
    expect(mail!.text).toContain(`/appointment?step=ConfirmationSuccess&appointment=${row.uuid}`);
    const ics = mail!.attachments.find((a) => a.filename === 'appointment.ics');
    expect(ics?.contentType).toBe('text/calendar');
    expect(ics!.content.toString('utf8')).toContain(dtstartOf(row.starts_at));
  });

  it('a person who turned new bookings off gets none; a staff row without a user only the owner', async () => {
    const s = await salon();
    await t.database.db
      .update(users)
      .set({ mail_opt_outs: ['new_booking'] })
      .where(eq(users.id, s.owner.id));
    const row = await book(s, '12:00');
    expect((await messagesOf(row.id)).map((m) => [m.kind, m.to_address])).toEqual([
      ['booking_confirmation', row.email],
      ['new_booking', s.worker.email],
    ]);
    await t.database.db.update(staff).set({ user_id: null }).where(eq(staff.id, s.staffId));
    await t.database.db.update(users).set({ mail_opt_outs: [] }).where(eq(users.id, s.owner.id));
    const other = await book(s, '13:00');
    expect((await messagesOf(other.id)).map((m) => [m.kind, m.to_address])).toEqual([
      ['booking_confirmation', other.email],
      ['new_booking', s.owner.email],
    ]);
  });

  it('a held slot never booked has no customer: its event would queue nothing', async () => {
    const s = await salon();
    const hold = await postHold(t, s.clientId, selection(s, at(testDate(), '14:00')));
    expect(hold.statusCode, hold.body).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.uuid, hold.json().holdId as string));
    const event = { type: 'AppointmentBooked' as const, clientId: s.clientId, appointmentId: row!.id, by: 'customer' as const };
    expect(await appointmentBookedMessages(t.app.ctx, event, 999_999)).toEqual([]);
  });

  /** Moves the appointment by `ms` and records AppointmentRescheduled with it, as the back office does. */
  const move = (id: number, clientId: number, ms: number, by?: 'customer') =>
    changeWithEvents(
      t.app.ctx,
      null,
      (tx) =>
        tx
          .update(appointments)
          .set({
            starts_at: sql`${appointments.starts_at} + make_interval(secs => ${ms / 1000})`,
            ends_at: sql`${appointments.ends_at} + make_interval(secs => ${ms / 1000})`,
            blocked_from: sql`${appointments.blocked_from} + make_interval(secs => ${ms / 1000})`,
            blocked_to: sql`${appointments.blocked_to} + make_interval(secs => ${ms / 1000})`,
          })
          .where(eq(appointments.id, id))
          .returning(),
      () => [{ type: 'AppointmentRescheduled', clientId, appointmentId: id, ...(by ? { by } : {}) }],
    );

  const cancel = (id: number, clientId: number, by: 'customer' | 'business') =>
    changeWithEvents(
      t.app.ctx,
      null,
      (tx) =>
        tx
          .update(appointments)
          .set({ status: 'canceled', canceled_at: sql`now()` })
          .where(eq(appointments.id, id)),
      () => [{ type: 'AppointmentCancelled', clientId, appointmentId: id, by }],
    );

  it('a move sends the customer the new time with an updated .ics; the business’s cancel the customer only', async () => {
    const s = await salon();
    const row = await book(s, '15:00');
    await move(row.id, s.clientId, 24 * HOUR);
    const moved = (await messagesOf(row.id)).filter((m) => m.kind === 'booking_rescheduled');
    expect(moved.map((m) => [m.to_address, m.language])).toEqual([[row.email, 'es']]);
    expect(moved[0]!.subject).toMatch(/^Tu cita en Salón Aurora se ha cambiado al /);
    const ics = Buffer.from(moved[0]!.attachments[0]!.contentBase64, 'base64').toString('utf8');
    expect(ics).toContain(dtstartOf(new Date(row.starts_at.getTime() + 24 * HOUR)));

    await cancel(row.id, s.clientId, 'business');
    const after = await messagesOf(row.id);
    expect(after.filter((m) => m.kind === 'booking_cancellation').map((m) => m.to_address)).toEqual([row.email]);
    expect(after.filter((m) => m.kind === 'booking_cancelled')).toEqual([]);
  });

  it('a customer’s cancel tells the customer, and the staff member and the owner (booking_cancelled)', async () => {
    const s = await salon();
    const row = await book(s, '16:00');
    await cancel(row.id, s.clientId, 'customer');
    const after = (await messagesOf(row.id)).filter((m) => m.kind !== 'booking_confirmation' && m.kind !== 'new_booking');
    expect(after.map((m) => [m.kind, m.to_address, m.language])).toEqual([
      ['booking_cancellation', row.email, 'es'],
      ['booking_cancelled', s.owner.email, 'en'],
      ['booking_cancelled', s.worker.email, 'es'],
    ]);
    expect(after[0]!.subject).toMatch(/se ha cancelado$/);
    expect(after[1]!.subject).toMatch(/^Booking cancelled: Ana López, /);
  });

  it('issue 30: the confirmation links to the booking’s own page by its manage key with the policy; none when the policy is never', async () => {
    const s = await salon();
    const row = await book(s, '11:00');
    const [confirmation] = await messagesOf(row.id);
    expect(confirmation!.html).toMatch(new RegExp(`href="http://[a-z0-9-]+\\.localhost:8080/appointment/manage/${row.manage_key}"`));
    expect(confirmation!.html).toContain('Cambiar o cancelar tu reserva');
    expect(confirmation!.html).toContain('hasta 24 horas antes de la cita');
    // Its foot links the customer's page of all their bookings and orders (issue 30), by their portal key.
    const [customer] = await t.database.db.select({ key: customers.portal_key }).from(customers).where(eq(customers.id, row.customer_id!));
    expect(confirmation!.html).toMatch(new RegExp(`href="http://[a-z0-9-]+\\.localhost:8080/customer/${customer!.key}"`));
    expect(confirmation!.html).toContain('Ver todas tus reservas y pedidos con');
    // The staff's notices never carry the customer's keys.
    for (const m of (await messagesOf(row.id)).slice(1)) {
      expect(m.html).not.toContain(row.manage_key);
      expect(m.html).not.toContain(customer!.key);
    }
    await t.database.db.update(clients).set({ booking_change_hours: 0 }).where(eq(clients.id, s.clientId));
    const later = await book(s, '14:00');
    const [noLink] = await messagesOf(later.id);
    expect(noLink!.html).not.toContain('/appointment/manage/');
  });

  it('issue 30: the customer’s move tells the customer, and the staff member and the owner (booking_moved)', async () => {
    const s = await salon();
    const row = await book(s, '12:00');
    await move(row.id, s.clientId, HOUR, 'customer');
    const after = (await messagesOf(row.id)).filter((m) => m.kind !== 'booking_confirmation' && m.kind !== 'new_booking');
    expect(after.map((m) => [m.kind, m.to_address, m.language])).toEqual([
      ['booking_rescheduled', row.email, 'es'],
      ['booking_moved', s.owner.email, 'en'],
      ['booking_moved', s.worker.email, 'es'],
    ]);
    expect(after[1]!.subject).toMatch(/^Booking moved: Ana López, now /);
    expect(after[2]!.subject).toMatch(/^Reserva cambiada: Ana López, ahora el /);
  });

  describe('reminders on a moved clock', () => {
    const remindersOf = async (id: number) => (await messagesOf(id)).filter((m) => m.kind === 'booking_reminder');
    const sweep = (now: Date) => sweepBookingReminders({ ctx: t.app.ctx, mail: t.app.mail }, now);
    const shift = (d: Date, ms: number) => new Date(d.getTime() + ms);

    it('24 h (the default): nothing before the time, one reminder after, none twice; a move is reminded again for its new time', async () => {
      const s = await salon();
      const row = await book(s, '09:00');
      await sweep(shift(row.starts_at, -24 * HOUR - 60_000));
      expect(await remindersOf(row.id)).toEqual([]);
      await sweep(shift(row.starts_at, -24 * HOUR + 60_000));
      const [reminder, ...more] = await remindersOf(row.id);
      expect(more).toEqual([]);
      expect(reminder).toMatchObject({ to_address: row.email, language: 'es' });
      expect(reminder!.subject).toMatch(/^Recordatorio: tu cita en Salón Aurora el /);
      expect(reminder!.html).toContain(`appointment=${row.uuid}`);
      await sweep(shift(row.starts_at, -HOUR));
      expect(await remindersOf(row.id)).toHaveLength(1);
      // Moved a day later: reminded again when the new time comes, once.
      await move(row.id, s.clientId, 24 * HOUR);
      await sweep(shift(row.starts_at, -HOUR));
      expect(await remindersOf(row.id)).toHaveLength(1);
      await sweep(shift(row.starts_at, 24 * HOUR - 23 * HOUR));
      await sweep(shift(row.starts_at, 24 * HOUR - 23 * HOUR));
      expect(await remindersOf(row.id)).toHaveLength(2);
      // Once it has started, no reminder.
      await sweep(shift(row.starts_at, 25 * HOUR));
      expect(await remindersOf(row.id)).toHaveLength(2);
    });

    it('none for a cancelled appointment, none when the setting is off', async () => {
      const s = await salon();
      const row = await book(s, '10:30');
      await cancel(row.id, s.clientId, 'business');
      await sweep(shift(row.starts_at, -HOUR));
      expect(await remindersOf(row.id)).toEqual([]);
      const off = await salon(0);
      const other = await book(off, '10:30');
      await sweep(shift(other.starts_at, -HOUR));
      expect(await remindersOf(other.id)).toEqual([]);
    });

    it('2 h vs 48 h: each business is reminded at its own time', async () => {
      const two = await salon(2);
      const fortyEight = await salon(48);
      const a = await book(two, '11:30');
      const b = await book(fortyEight, '11:30');
      await sweep(shift(b.starts_at, -47 * HOUR));
      expect(await remindersOf(a.id)).toEqual([]);
      expect(await remindersOf(b.id)).toHaveLength(1);
      await sweep(shift(a.starts_at, -3 * HOUR));
      expect(await remindersOf(a.id)).toEqual([]);
      await sweep(shift(a.starts_at, -HOUR));
      expect(await remindersOf(a.id)).toHaveLength(1);
      expect(await remindersOf(b.id)).toHaveLength(1);
    });

    it('the reminder goes out over SMTP with the appointment’s calendar file', async () => {
      const s = await salon();
      const row = await book(s, '12:30');
      await sweep(shift(row.starts_at, -HOUR));
      await t.app.mail.sendDue();
      const [reminder] = await remindersOf(row.id);
      expect(reminder!.status).toBe('sent');
      const mail = smtp.received.find((m) => m.messageId === reminder!.message_id);
      expect(mail!.subject).toMatch(/^Recordatorio/);
      expect(mail!.attachments.find((x) => x.filename === 'appointment.ics')!.content.toString('utf8')).toContain(dtstartOf(row.starts_at));
    });
  });
});
