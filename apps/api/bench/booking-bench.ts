// The booking scenario of `pnpm bench` (issue 14; `BENCH_ONLY=booking` runs it alone): on the seeded bistro,
// (1) visitors read one day's slots (GET booking/slots, "any staff", 50 connections), and (2) 50 visitors post
// bookings of ONE slot at once and back to back: the first is booked, every other is refused by the
// exclusion constraint with 409 slot_unavailable — exactly one appointment must exist for it afterwards.
import type { FastifyInstance } from 'fastify';
import { fmt, markdownTable, runLoad, summarizeAutocannon } from '@vitrina/tooling/bench';
import type { LoadSummary } from '@vitrina/tooling/bench';
import { addDays, todayInZone } from '@vitrina/booking';
import { and, eq, sql } from 'drizzle-orm';
import { findClientBySubdomain } from '../src/db/index.js';
import { appointments } from '../src/db/schema.js';
import { checkCells, checksHead, databaseRows, firstFigures, scenarioIntro } from './bench-databases.js';
import type { Measured } from './bench-databases.js';
import { answersText, runLoadChild } from './checkout-bench.js';

export const BOOKING_VISITORS = 50;

export interface BookingFigures {
  slots: LoadSummary;
  book: LoadSummary;
  bookStatuses: Record<string, number>;
  /** Booked appointments at the contested start afterwards (must be 1). */
  bookedAtSlot: number;
  durationSec: number;
  service: string;
}

interface Info {
  timeZone: string;
  services: { id: number; name: string; serviceTypes: number[]; locationIds: number[] }[];
}

export async function runBookingBench(
  app: FastifyInstance,
  api: string,
  load: { autocannon: string; durationSec: number; warmupSec: number },
): Promise<BookingFigures | null> {
  const { db } = app.ctx.database;
  const bistro = await findClientBySubdomain(db, 'bistro');
  if (!bistro) return null;
  const clientId = bistro.client.id;
  const info: Info = (await app.inject(`/api/client/${clientId}/booking`)).json();
  const service = info.services.find((s) => s.serviceTypes.includes(0) && s.locationIds.length > 0);
  if (!service) throw new Error('booking bench: bistro has no storefront service');
  const q = `serviceType=0&locationId=${service.locationIds[0]}&serviceIds=${service.id}&staffId=any`;
  const from = todayInZone(info.timeZone);
  const { dates } = (await app.inject(`/api/client/${clientId}/booking/dates?${q}&from=${from}&to=${addDays(from, 14)}`)).json();
  if (!dates?.length) throw new Error('booking bench: no bookable date in two weeks');
  const slotsUrl = `${api}/api/client/${clientId}/booking/slots?${q}&date=${dates[dates.length - 1]}`;
  const { slots } = (await app.inject(slotsUrl.slice(api.length))).json();
  const slot = slots[slots.length - 1];
  if (!slot) throw new Error('booking bench: no slot on the last bookable date');

  const slotsResult = await runLoad({ ...load, url: slotsUrl, connections: BOOKING_VISITORS });
  const body = JSON.stringify({
    serviceType: 0,
    locationId: service.locationIds[0],
    serviceIds: [service.id],
    staffId: 'any',
    start: slot.start,
    details: { firstName: 'Bench', lastName: 'Visitor', email: 'bench-visitor@example.com', phoneNumber: '+1 555 123 4567' },
  });
  const raw = (await runLoadChild({
    url: `${api}/api/client/${clientId}/appointments`,
    body,
    connections: BOOKING_VISITORS,
    durationSec: load.durationSec,
  })) as { statusCodeStats?: Record<string, { count: number }> };
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(eq(appointments.client_id, clientId), eq(appointments.status, 'booked'), eq(appointments.starts_at, new Date(slot.start))));
  return {
    slots: slotsResult,
    book: summarizeAutocannon(raw),
    bookStatuses: Object.fromEntries(Object.entries(raw.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
    bookedAtSlot: Number(row?.n ?? 0),
    durationSec: load.durationSec,
    service: service.name,
  };
}

/** Answers of the race other than the one 201 and the 409s. */
function otherAnswers(figures: BookingFigures): string[] {
  return Object.keys(figures.bookStatuses).filter((code) => code !== '201' && code !== '409');
}

export function bookingReport(runs: Measured<BookingFigures>[]): string {
  const first = firstFigures(runs);
  const rows = (scenario: string, row: (f: BookingFigures) => (string | number)[]) =>
    databaseRows(runs, row, 5).map(([database, ...cells]) => [scenario, database ?? '', ...cells]);
  return [
    ...scenarioIntro('booking', runs),
    '',
    `Slots: ${BOOKING_VISITORS} connections read one day of "${first?.service ?? '–'}" with any staff member (\`GET …/booking/slots\`).`,
    `Race: ${BOOKING_VISITORS} visitors post \`POST …/appointments\` for the same slot, back to back for ${first?.durationSec ?? '–'} s,`,
    'each from its own address: one is booked, every other is refused by the exclusion constraint (409 slot_unavailable).',
    '',
    markdownTable(
      ['scenario', 'database', 'req/s', 'p50 ms', 'p99 ms', 'answers', 'errors'],
      [
        ...rows('slots of one day, any staff', (f) => [
          fmt(f.slots.reqPerSec),
          fmt(f.slots.p50Ms),
          fmt(f.slots.p99Ms),
          `2xx: ${fmt(f.slots.ok2xx)}`,
          f.slots.errors,
        ]),
        ...rows(`one slot, ${BOOKING_VISITORS} concurrent bookings`, (f) => [
          fmt(f.book.reqPerSec, 1),
          fmt(f.book.p50Ms),
          fmt(f.book.p99Ms),
          answersText(f.bookStatuses),
          f.book.errors,
        ]),
      ],
    ),
    '',
    markdownTable(checksHead('check'), [
      [
        'exactly one booking of the contested slot (one 201)',
        ...checkCells(runs, (f) => [`${f.bookedAtSlot} booked`, f.bookedAtSlot === 1 && (f.bookStatuses['201'] ?? 0) === 1]),
      ],
      [
        'every other answer a 409 (no 5xx, no 429)',
        ...checkCells(runs, (f) => [
          otherAnswers(f).length ? otherAnswers(f).join(', ') : 'only 409s',
          otherAnswers(f).length === 0 && f.book.errors === 0,
        ]),
      ],
    ]),
  ].join('\n');
}
