// Uploads never attached to a sent form are deleted, row and bytes, FORM_UPLOAD_UNATTACHED_HOURS after they
// came (issue 25): a form left half-filled, a file replaced, a request answered or canceled without it. The
// sweep runs on start and then every FORM_UPLOAD_SWEEP_INTERVAL_MS on every node; the conditional delete
// (form-responses-repository.ts deleteStaleUploads) lets each row go once, whichever node claims it.
import { FORM_UPLOAD_UNATTACHED_HOURS } from '@vitrina/core-model';
import type { AssetStore } from '../../assets/index.js';
import type { AppDb } from '../../db/database.js';
import { startSweep } from '../../services/repeating-task.js';
import type { RepeatingTask } from '../../services/repeating-task.js';
import { deleteStaleUploads } from './form-responses-repository.js';

export const FORM_UPLOAD_SWEEP_INTERVAL_MS = 15 * 60_000;
const BATCH = 200;
const HOUR = 3_600_000;

export interface SweepContext {
  database: { db: AppDb };
  assets: AssetStore;
}

/** Deletes every upload unattached since before `now` − FORM_UPLOAD_UNATTACHED_HOURS; answers how many went. */
export async function sweepFormUploads(ctx: SweepContext, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - FORM_UPLOAD_UNATTACHED_HOURS * HOUR);
  let swept = 0;
  for (;;) {
    const keys = await deleteStaleUploads(ctx.database.db, before, BATCH);
    // The rows are gone first: bytes whose delete fails are orphans, never files a form points at.
    await Promise.allSettled(keys.map((key) => ctx.assets.delete(key)));
    swept += keys.length;
    if (keys.length < BATCH) return swept;
  }
}

export type SweeperTimer = RepeatingTask;

/** Sweeps now and then every `intervalMs` (0: only now) on an unref'd timer, one run at a time; failures are logged. */
export function startFormUploadSweeper(
  ctx: SweepContext,
  intervalMs: number,
  log: { error(obj: unknown, msg: string): void; info(obj: unknown, msg: string): void },
): SweeperTimer {
  const done = { counted: 'swept', message: 'unattached form uploads deleted' };
  return startSweep(() => sweepFormUploads(ctx), intervalMs, log, { failed: 'form upload sweep failed', done });
}
