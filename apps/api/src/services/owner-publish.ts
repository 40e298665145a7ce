// An owner's change as one unit of work (ARCHITECTURE "A write is one unit of work"): the write, then a
// publish of the latest committed version, then the client's caches dropped (and the drop broadcast to the
// other nodes) exactly once. Routes call `ownerChange` and nothing else, so none can forget a step or run
// them out of order.
//
// The database is the record: when the asset store fails after a committed change, the change stands
// (answering 5xx would invite a duplicate) and the next change or a start-up publish writes site.json
// again; the answer says `published: false`. What is published is always the latest committed version,
// read by the publish itself (publish.ts), never the caller's copy.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context.js';
import { publishClientSite } from './publish.js';

export interface OwnerChangeResult<T> {
  /** What the write returned. */
  result: T;
  /** Whether site.json now shows the change (false: the asset store failed; the change still stands). */
  published: boolean;
}

/**
 * Runs `write` (which throws to refuse the change: nothing is published then), publishes the client's
 * latest committed site and drops its caches once, whether the publish succeeded or not.
 */
export async function ownerChange<T>(
  ctx: AppContext,
  log: FastifyBaseLogger,
  clientId: number,
  write: () => Promise<T>,
): Promise<OwnerChangeResult<T>> {
  const result = await write();
  try {
    // publishClientSite drops the client's caches in its own `finally`, success or failure.
    await publishClientSite(ctx, clientId);
    return { result, published: true };
  } catch (err) {
    log.error({ err, clientId }, 'publishing the site after an owner change failed');
    return { result, published: false };
  }
}
