// The outbox of domain events (issue 27, docs/decisions.md "Domain events"): a service writes the event in
// the transaction of its change, so the event exists exactly when the change committed; the dispatcher
// (src/events) delivers it after commit and stamps `delivered_at` once every subscriber succeeded. A row
// still undelivered after a crash is delivered by the next sweep, on this node or another.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { ts } from './columns.js';

export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The tenant the event is about; null for events about every site (templates). */
    client_id: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    /** The event's name, e.g. `SiteChanged` (src/events/domain-events.ts). */
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    created_at: ts('created_at').notNull().defaultNow(),
    /** Null until every subscriber handled the event. */
    delivered_at: ts('delivered_at'),
    /**
     * Not claimed by a dispatcher before this time: a claim moves it a lease ahead (a dispatcher that dies
     * mid-delivery loses its claim when the lease ends), a failed delivery a back-off ahead.
     */
    claimable_at: ts('claimable_at').notNull().defaultNow(),
    /** Names of the subscribers that already handled the event: a retry skips them (one e-mail, not two). */
    handled: text('handled')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Deliveries tried that failed (a subscriber threw); the next sweep tries again. */
    attempts: integer('attempts').notNull().default(0),
    last_error: text('last_error'),
  },
  (t) => [
    index('domain_events_undelivered_idx')
      .on(t.claimable_at, t.id)
      .where(sql`${t.delivered_at} is null`),
  ],
);
