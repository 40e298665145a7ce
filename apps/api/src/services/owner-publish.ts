// An owner's change as one unit of work (ARCHITECTURE "A write is one unit of work", "Services write, events
// follow"): the write and its event commit in ONE transaction; after the commit the dispatcher delivers
// that event to its subscribers (events/site-subscribers.ts): for SiteChanged a publish of the latest
// committed version, which drops the client's caches and broadcasts the drop to the other nodes; for
// CatalogChanged the drop alone. Routes call `ownerChange` or `catalogChange` and nothing else, so none can
// forget a step or run them out of order.
//
// The database is the record: when the asset store fails after a committed change, the change stands
// (answering 5xx would invite a duplicate), the event stays undelivered and the event sweeper publishes it
// later (events/event-sweeper.ts); the answer says `published: false`. A process killed between the commit
// and the delivery loses nothing either: the sweeper of the next start (or of another node) delivers it.
// What is published is always the latest committed version, read by the publish itself (publish.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { AppDb, AuditActor } from '../db/index.js';
import type { DomainEvent } from '../events/domain-events.js';
import { changeWithEvents } from '../events/recorded-change.js';
import { PUBLISH_SUBSCRIBER } from '../events/site-subscribers.js';

/**
 * Who makes an owner's change: the client, the actor its audit entries name, and the log of the delivery
 * after the commit. A module's service takes it (never a request); an owner route builds it with `changerOf`
 * (routes/owner/owner-guard.ts).
 */
export interface OwnerChanger {
  clientId: number;
  actor: AuditActor;
  log: FastifyBaseLogger;
}

export interface OwnerChangeResult<T> {
  /** What the write returned. */
  result: T;
  /** Whether site.json now shows the change (false: the asset store failed; the change still stands). */
  published: boolean;
}

/**
 * Runs `write` in a transaction (it must write with `tx`; it throws to refuse the change: nothing is written
 * and nothing published then) together with the client's SiteChanged event, then delivers the event: the
 * client's latest committed site is published and its caches dropped once, whether the publish succeeded or not.
 */
export async function ownerChange<T>(
  ctx: AppContext,
  log: FastifyBaseLogger,
  clientId: number,
  write: (tx: AppDb) => Promise<T>,
  /** Events the change records beside SiteChanged (an appointment booked, moved or cancelled). */
  alsoHappened: (result: T) => readonly DomainEvent[] = () => [],
): Promise<OwnerChangeResult<T>> {
  const { result, outcomes } = await changeWithEvents(
    ctx,
    log,
    write,
    (written) => [{ type: 'SiteChanged', clientId }, ...alsoHappened(written)],
    'owner:after-commit',
  );
  // No outcome: another dispatcher holds the event (it publishes), or the delivery failed; not done yet.
  const published = outcomes[0]?.succeeded.includes(PUBLISH_SUBSCRIBER) ?? false;
  if (!published) log.error({ clientId }, 'publishing the site after an owner change failed; the event sweeper retries it');
  return { result, published };
}

/**
 * A change of what the client's pages show beside site.json (products, services, staff, blog, store
 * settings): `write` (with `tx`; it throws to refuse) and a CatalogChanged event in one transaction, then
 * the client's caches dropped (and the drop broadcast) by the event's subscriber.
 */
export async function catalogChange<T>(
  ctx: AppContext,
  log: FastifyBaseLogger,
  clientId: number,
  write: (tx: AppDb) => Promise<T>,
): Promise<T> {
  return (await changeWithEvents(ctx, log, write, () => [{ type: 'CatalogChanged', clientId }])).result;
}
