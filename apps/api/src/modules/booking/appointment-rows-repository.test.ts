// The exclusion constraint is the judge of a double booking, on PGlite and Postgres alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClient } from '../../testing/builders.js';
import { buildStaff } from '../../testing/booking-builders.js';
import { createTestDatabase, testDatabases } from '../../testing/test-db.js';
import type { TestDatabase } from '../../testing/test-db.js';
import {
  SlotTakenError,
  cancelAppointment,
  insertAppointment,
  moveAppointment,
  releaseExpiredHolds,
} from './appointment-rows-repository.js';
import type { NewAppointment } from './appointment-rows-repository.js';

const at = (iso: string) => new Date(iso);

describe.each(testDatabases())('%s', (kind) => {
  let t: TestDatabase;
  let clientId: number;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    clientId = (await buildClient(t.db)).client.id;
  });
  afterAll(() => t.dispose());

  const row = (staffId: number, from: string, to: string, extra: Partial<NewAppointment> = {}): NewAppointment => ({
    client_id: clientId,
    staff_id: staffId,
    service_type: 0,
    status: 'booked',
    starts_at: at(from),
    ends_at: at(to),
    blocked_from: at(from),
    blocked_to: at(to),
    ...extra,
  });

  it('an overlapping booking of the same staff member is refused; touching ranges and other staff are fine', async () => {
    const a = await buildStaff(t.db, clientId);
    const b = await buildStaff(t.db, clientId);
    await insertAppointment(t.db, row(a.id, '2026-03-02T14:00:00Z', '2026-03-02T15:00:00Z'), [
      { position: 0, name: 'Cut', price_cents: 4500, duration_minutes: 60 },
    ]);
    await expect(insertAppointment(t.db, row(a.id, '2026-03-02T14:30:00Z', '2026-03-02T15:30:00Z'), [])).rejects.toBeInstanceOf(
      SlotTakenError,
    );
    await expect(insertAppointment(t.db, row(a.id, '2026-03-02T15:00:00Z', '2026-03-02T16:00:00Z'), [])).resolves.toMatchObject({
      status: 'booked',
    });
    await expect(insertAppointment(t.db, row(b.id, '2026-03-02T14:30:00Z', '2026-03-02T15:30:00Z'), [])).resolves.toMatchObject({
      staff_id: b.id,
    });
  });

  it('a refused slot inside a transaction leaves the transaction usable (savepoint)', async () => {
    const a = await buildStaff(t.db, clientId);
    await insertAppointment(t.db, row(a.id, '2026-03-03T14:00:00Z', '2026-03-03T15:00:00Z'), []);
    const other = await buildStaff(t.db, clientId);
    const made = await t.db.transaction(async (tx) => {
      await expect(insertAppointment(tx, row(a.id, '2026-03-03T14:00:00Z', '2026-03-03T15:00:00Z'), [])).rejects.toBeInstanceOf(
        SlotTakenError,
      );
      return insertAppointment(tx, row(other.id, '2026-03-03T14:00:00Z', '2026-03-03T15:00:00Z'), []);
    });
    expect(made.staff_id).toBe(other.id);
  });

  it('canceled appointments and expired holds free their slot at once', async () => {
    const a = await buildStaff(t.db, clientId);
    const first = await insertAppointment(t.db, row(a.id, '2026-03-04T14:00:00Z', '2026-03-04T15:00:00Z'), []);
    expect(await cancelAppointment(t.db, clientId, first.id, new Date())).toMatchObject({ status: 'canceled' });
    expect(await cancelAppointment(t.db, clientId, first.id, new Date())).toBeNull();
    const hold = await insertAppointment(
      t.db,
      row(a.id, '2026-03-04T14:00:00Z', '2026-03-04T15:00:00Z', { status: 'held', hold_expires_at: at('2026-03-01T10:10:00Z') }),
      [],
    );
    await expect(insertAppointment(t.db, row(a.id, '2026-03-04T14:00:00Z', '2026-03-04T15:00:00Z'), [])).rejects.toBeInstanceOf(
      SlotTakenError,
    );
    await releaseExpiredHolds(t.db, a.id, at('2026-03-01T10:09:59Z'));
    await expect(insertAppointment(t.db, row(a.id, '2026-03-04T14:00:00Z', '2026-03-04T15:00:00Z'), [])).rejects.toBeInstanceOf(
      SlotTakenError,
    );
    await releaseExpiredHolds(t.db, a.id, at('2026-03-01T10:10:00Z'));
    expect(hold.status).toBe('held');
    await expect(insertAppointment(t.db, row(a.id, '2026-03-04T14:00:00Z', '2026-03-04T15:00:00Z'), [])).resolves.toMatchObject({
      status: 'booked',
    });
  });

  it('moving onto a busy time is refused and leaves the appointment where it was', async () => {
    const a = await buildStaff(t.db, clientId);
    await insertAppointment(t.db, row(a.id, '2026-03-05T14:00:00Z', '2026-03-05T15:00:00Z'), []);
    const second = await insertAppointment(t.db, row(a.id, '2026-03-05T16:00:00Z', '2026-03-05T17:00:00Z'), []);
    const move = {
      starts_at: at('2026-03-05T14:30:00Z'),
      ends_at: at('2026-03-05T15:30:00Z'),
      blocked_from: at('2026-03-05T14:30:00Z'),
      blocked_to: at('2026-03-05T15:30:00Z'),
    };
    await expect(moveAppointment(t.db, clientId, second.id, move, new Date())).rejects.toBeInstanceOf(SlotTakenError);
    const later = {
      starts_at: at('2026-03-05T18:00:00Z'),
      ends_at: at('2026-03-05T19:00:00Z'),
      blocked_from: at('2026-03-05T18:00:00Z'),
      blocked_to: at('2026-03-05T19:00:00Z'),
    };
    expect(await moveAppointment(t.db, clientId, second.id, later, new Date())).toMatchObject({ starts_at: later.starts_at });
    expect(await moveAppointment(t.db, clientId + 1000, second.id, later, new Date())).toBeNull();
  });

  it('50 concurrent bookings of one slot: exactly one is made', async () => {
    const a = await buildStaff(t.db, clientId);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        t.db.transaction((tx) => insertAppointment(tx, row(a.id, '2026-03-06T14:00:00Z', '2026-03-06T15:00:00Z'), [])),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r.reason).toBeInstanceOf(SlotTakenError);
  });
});
