// Delivers what no writer delivered (issue 27): events whose process died between the commit and the
// delivery, and events whose subscribers failed (after their back-off). Runs once at start and every
// EVENT_SWEEP_INTERVAL_MS, on every node; claims keep nodes off each other's events (dispatcher.ts).
import { startRepeating } from '../services/repeating-task.js';
import type { RepeatingTask } from '../services/repeating-task.js';
import type { Dispatcher } from './dispatcher.js';

export type EventSweeperTimer = RepeatingTask;

/** Fresh events are left to the request that recorded them for this long (it delivers them itself). */
export const EVENT_SWEEP_GRACE_MS = 2_000;
const MAX_BATCHES = 20;
/** Delivered events are kept this long (to look into a delivery), then deleted by the sweep. */
export const DELIVERED_KEPT_MS = 7 * 86_400_000;

export async function sweepEvents(dispatcher: Dispatcher, graceMs = EVENT_SWEEP_GRACE_MS): Promise<{ delivered: number; failed: number }> {
  let delivered = 0;
  let failed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const outcomes = await dispatcher.deliverPending({ olderThanMs: graceMs });
    for (const o of outcomes) {
      if (o.delivered) delivered++;
      else failed++;
    }
    if (outcomes.length < 100) break;
  }
  await dispatcher.pruneDelivered(DELIVERED_KEPT_MS);
  return { delivered, failed };
}

export function startEventSweeper(
  dispatcher: Dispatcher,
  intervalMs: number,
  log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void },
): EventSweeperTimer {
  return startRepeating(
    async () => {
      const run = await sweepEvents(dispatcher);
      if (run.delivered > 0) log.info(run, 'domain events delivered by the sweeper');
      if (run.failed > 0) log.error(run, 'some domain events are left for a later sweep');
    },
    intervalMs,
    (error) => log.error({ err: error }, 'delivering domain events failed'),
  );
}
