// The dashboard's visits by day and campaign (issue 31): visit_days, kept by the tracking insert
// (db/repos/tracking.ts) once built for the business's zone. Built here, from every tracking record of the
// business, when the zone it was built in is not the business's zone now: its first dashboard read, or after
// the business moved zone (a calendar day is the zone's).
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { clients, visitDayBuilds, visitDays } from '../../db/schema.js';

/**
 * Makes the business's visit_days those of `zone`. The rebuild locks the client's row FOR UPDATE first: a
 * tracking insert under way holds its key-share lock (its foreign key) until it commits, so every record is
 * either committed before the rebuild reads them, or inserted after it, when the insert sees the new zone and
 * counts itself.
 */
export async function ensureVisitDays(db: AppDb, clientId: number, zone: string): Promise<void> {
  const [built] = await db.select({ zone: visitDayBuilds.time_zone }).from(visitDayBuilds).where(eq(visitDayBuilds.client_id, clientId));
  if (built?.zone === zone) return;
  await db.transaction(async (tx) => {
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).for('update');
    // Another reader rebuilt it meanwhile.
    const [again] = await tx.select({ zone: visitDayBuilds.time_zone }).from(visitDayBuilds).where(eq(visitDayBuilds.client_id, clientId));
    if (again?.zone === zone) return;
    await tx.delete(visitDays).where(eq(visitDays.client_id, clientId));
    // Columns in the table's order: client_id, day, source, medium, campaign, visits.
    await tx.insert(visitDays).select(sql`
      select t.client_id, (t.created_at at time zone ${zone})::date, coalesce(t.utm_data->>'utm_source', ''),
        coalesce(t.utm_data->>'utm_medium', ''), coalesce(t.utm_data->>'utm_campaign', ''), count(*)
      from tracking_records t where t.client_id = ${clientId}
      group by 1, 2, 3, 4, 5`);
    await tx
      .insert(visitDayBuilds)
      .values({ client_id: clientId, time_zone: zone })
      .onConflictDoUpdate({ target: visitDayBuilds.client_id, set: { time_zone: zone, built_at: new Date() } });
  });
}
