// The owner-route matrix's rows of the Schedule screen (issue 14): owners, managers and employees; an
// employee's row acts on an appointment of their own staff row (the target subject's), as the rule asks.
import { and, eq } from 'drizzle-orm';
import { insertAppointment } from '../modules/booking/appointment-rows-repository.js';
import { staff } from '../db/schema.js';
import { buildService, buildStaff } from './booking-builders.js';
import { clientPath as c } from './owner-matrix-route.js';
import type { MatrixRoute, Target } from './owner-matrix-route.js';
import type { OwnerFixture } from './owner-test-fixture.js';

let slot = 0;
/** A fresh hour far ahead, so no two rows' appointments overlap. */
const nextStart = () => new Date(Date.UTC(2031, 0, 6, 14) + (slot += 1) * 2 * 3_600_000);

/** The staff row of the target's subject at the target's client (made once). */
async function ownStaff(f: OwnerFixture, t: Target): Promise<number> {
  const db = f.server.database.db;
  const [found] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.client_id, t.client.id), eq(staff.user_id, t.subject.id)));
  return found?.id ?? (await buildStaff(db, t.client.id, { user_id: t.subject.id })).id;
}

let pastSlot = 0;
/** A fresh hour in the past (the no-show mark asks an appointment that has started), never overlapping. */
const pastStart = () => new Date(Date.UTC(2024, 0, 6, 14) + (pastSlot += 1) * 2 * 3_600_000);

/** A booked appointment of the subject's staff row (a past one when asked); returns its id. */
async function newAppointment(f: OwnerFixture, t: Target, { past = false } = {}): Promise<number> {
  const db = f.server.database.db;
  const staffId = await ownStaff(f, t);
  const starts_at = past ? pastStart() : nextStart();
  const ends_at = new Date(starts_at.getTime() + 3_600_000);
  const row = await insertAppointment(
    db,
    {
      client_id: t.client.id,
      staff_id: staffId,
      service_type: 2,
      status: 'booked',
      starts_at,
      ends_at,
      blocked_from: starts_at,
      blocked_to: ends_at,
    },
    [],
  );
  return row.id;
}

const details = { firstName: 'Ana', lastName: 'Matrix', email: 'ana@example.com', phoneNumber: '5551234567' };
const base = (t: Target) => `${c(t)}/owner-appointments`;

export const APPOINTMENT_MATRIX_ROUTES: MatrixRoute[] = [
  {
    method: 'GET',
    path: '/api/client/:id/owner-appointments/options',
    write: false,
    screen: 'schedule',
    success: 200,
    request: async (_f, t) => ({ url: `${base(t)}/options` }),
  },
  {
    method: 'GET',
    path: '/api/client/:id/owner-appointments',
    write: false,
    screen: 'schedule',
    success: 200,
    request: async (_f, t) => ({ url: `${base(t)}?from=2031-01-01T00:00:00Z&to=2031-01-08T00:00:00Z` }),
  },
  {
    method: 'GET',
    path: '/api/client/:id/owner-appointments/:appointmentId',
    write: false,
    screen: 'schedule',
    success: 200,
    request: async (f, t) => ({ url: `${base(t)}/${await newAppointment(f, t)}` }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/owner-appointments',
    write: false,
    screen: 'schedule',
    success: 201,
    request: async (f, t) => {
      const staffId = await ownStaff(f, t);
      const service = await buildService(f.server.database.db, t.client.id, { storefront: false, virtual: true, staffIds: [staffId] });
      return {
        url: base(t),
        payload: { staffId, serviceIds: [service.id], serviceType: 2, start: nextStart().toISOString(), details },
      };
    },
  },
  {
    method: 'PATCH',
    path: '/api/client/:id/owner-appointments/:appointmentId',
    write: false,
    screen: 'schedule',
    success: 200,
    request: async (f, t) => ({ url: `${base(t)}/${await newAppointment(f, t)}`, payload: { start: nextStart().toISOString() } }),
  },
  {
    method: 'POST',
    path: '/api/client/:id/owner-appointments/:appointmentId/cancel',
    write: false,
    screen: 'schedule',
    success: 200,
    request: async (f, t) => ({ url: `${base(t)}/${await newAppointment(f, t)}/cancel` }),
  },
  {
    method: 'PATCH',
    path: '/api/client/:id/owner-appointments/:appointmentId/notes',
    write: false,
    screen: 'schedule',
    success: 200,
    request: async (f, t) => ({ url: `${base(t)}/${await newAppointment(f, t)}/notes`, payload: { staffNote: 'Allergic to nuts' } }),
  },
  {
    method: 'PUT',
    path: '/api/client/:id/owner-appointments/:appointmentId/no-show',
    write: false,
    screen: 'schedule',
    success: 200,
    request: async (f, t) => ({ url: `${base(t)}/${await newAppointment(f, t, { past: true })}/no-show`, payload: { noShow: true } }),
  },
];
