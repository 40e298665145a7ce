// An owner's change as one unit of work (ARCHITECTURE "A write is one unit of work", "Services write, events
// follow"): the write and its SiteChanged event commit in ONE transaction; after the commit the dispatcher
// delivers that event to its subscribers (a publish of the latest committed version, which drops the
// client's caches and broadcasts the drop to the other nodes, events/site-subscribers.ts). Routes call
// `ownerChange` and nothing else, so none can forget a step or run them out of order.
//
// The database is the record: when the asset store fails after a committed change, the change stands
// (answering 5xx would invite a duplicate), the event stays undelivered and the event sweeper publishes it
// later (events/event-sweeper.ts); the answer says `published: false`. A process killed between the commit
// and the delivery loses nothing either: the sweeper of the next start (or of another node) delivers it.
// What is published is always the latest committed version, read by the publish itself (publish.ts).
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import type { AppDb } from '../db/index.js';
import { recordEvent } from '../events/domain-events.js';
import { PUBLISH_SUBSCRIBER } from '../events/site-subscribers.js';
import { failpoint } from './failpoints.js';

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
): Promise<OwnerChangeResult<T>> {
  const { result, eventId } = await ctx.database.db.transaction(async (tx) => {
    const written = await write(tx);
    return { result: written, eventId: await recordEvent(tx, { type: 'SiteChanged', clientId }) };
  });
  failpoint('owner:after-commit');
  try {
    const [outcome] = await ctx.events.deliverPending({ ids: [eventId] });
    // No outcome: another dispatcher holds the event (it publishes); this answer cannot say it is done.
    const published = outcome?.succeeded.includes(PUBLISH_SUBSCRIBER) ?? false;
    if (!published) log.error({ clientId, eventId }, 'publishing the site after an owner change failed; the event sweeper retries it');
    return { result, published };
  } catch (err) {
    log.error({ err, clientId, eventId }, 'delivering the event of an owner change failed; the event sweeper retries it');
    return { result, published: false };
  }
}
