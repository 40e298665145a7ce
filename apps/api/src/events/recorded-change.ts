// A write and the events it records, as one unit (issue 27): `write` runs in a transaction, the events that
// its result says happened are recorded in that same transaction, and after the commit the dispatcher
// delivers exactly those events (what a process killed in between leaves, the sweeper delivers). Services
// build on this (ownerChange, catalogChange); nothing after a write is called by hand.
import type { AppContext } from '../app-context.js';
import type { AppDb } from '../db/index.js';
import { failpoint } from '../services/failpoints.js';
import type { Failpoint } from '../services/failpoints.js';
import { recordEvents } from './domain-events.js';
import type { DomainEvent } from './domain-events.js';
import type { DeliveryOutcome } from './dispatcher.js';

export interface RecordedChange<T> {
  result: T;
  /** What the delivery right after the commit made of each event (none: another dispatcher holds it, or it failed). */
  outcomes: DeliveryOutcome[];
}

export async function changeWithEvents<T>(
  ctx: Pick<AppContext, 'database' | 'events'>,
  log: { error(obj: unknown, msg: string): void } | null,
  write: (tx: AppDb) => Promise<T>,
  eventsOf: (result: T) => readonly DomainEvent[],
  crashPoint?: Failpoint,
): Promise<RecordedChange<T>> {
  const { result, ids } = await writeWithEvents(ctx, write, eventsOf);
  if (crashPoint) failpoint(crashPoint);
  try {
    return { result, outcomes: await ctx.events.deliverPending({ ids }) };
  } catch (err) {
    // The change stands; its events stay recorded and the sweeper delivers them.
    (log ?? { error: (obj: unknown, msg: string) => ctx.events.logError(obj, msg) }).error(
      { err, eventIds: ids },
      'delivering the events of a committed change failed; the event sweeper retries them',
    );
    return { result, outcomes: [] };
  }
}

/**
 * The same unit, for a writer that does not wait for the delivery (issue 29: the checkout): the write and its
 * events commit together as above, and the dispatcher delivers them shortly after, batched with the other
 * writers' (Dispatcher.deliverSoon); what a process killed in between leaves, the sweeper delivers.
 */
export async function changeDeliveredSoon<T>(
  ctx: Pick<AppContext, 'database' | 'events'>,
  write: (tx: AppDb) => Promise<T>,
  eventsOf: (result: T) => readonly DomainEvent[],
): Promise<T> {
  const { result, ids } = await writeWithEvents(ctx, write, eventsOf);
  ctx.events.deliverSoon(ids);
  return result;
}

async function writeWithEvents<T>(
  ctx: Pick<AppContext, 'database'>,
  write: (tx: AppDb) => Promise<T>,
  eventsOf: (result: T) => readonly DomainEvent[],
): Promise<{ result: T; ids: number[] }> {
  return ctx.database.db.transaction(async (tx) => {
    const written = await write(tx);
    return { result: written, ids: await recordEvents(tx, eventsOf(written)) };
  });
}
