// Fair turns for work on the embedded database (issue 29). PGlite runs one statement at a time for the whole
// process: fifty checkouts in flight interleave their statements, every one of them waits behind the others'
// and some buyers were answered after most of a run (p99 7 s at a median of 0.8 s). Whole units of work (a
// checkout) take turns instead, first come first served, a few at a time: each runs nearly alone, so a
// buyer waits for the checkouts ahead of it and no longer, and the slowest answer stays near twice the median.
// A unit starts in a later turn of the event loop than the one it is let in (`run`): PGlite's statements run
// synchronously, so units let in back to back kept the loop from reading sockets; requests then waited outside
// the process (a buyer's request read after 49 sent after it, 2026-12-01) instead of in this queue.
// Postgres runs statements side by side on its pool (itself first come first served): no turns there.
import type { Database } from './database.js';

/** How many units run at once on PGlite: one on the database while the next does its own JavaScript. */
export const PGLITE_TURNS = 2;

/** A first-in first-out gate of `limit` places. */
export class FairTurns {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(readonly limit: number) {}

  /**
   * Runs `work` when its turn comes (after every unit that asked before it), in a later turn of the event loop
   * than the one it was let in: PGlite runs its statements synchronously and a unit's steps follow each other as
   * promise reactions, so units let in one after the other would run back to back without the event loop ever
   * reading the sockets; requests sent meanwhile would wait outside the process, to be read in whatever order the
   * sockets come up rather than asking for their turn in the order they arrived.
   */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit || this.waiting.length > 0) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      await new Promise<void>((resolve) => setImmediate(resolve));
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The place passes straight to the next in line: nobody arriving meanwhile can take it first.
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Units waiting for a place. */
  get queued(): number {
    return this.waiting.length;
  }
}

const turnsOf = new WeakMap<Database, FairTurns>();

/**
 * Runs `work` in its turn on this database: on PGlite at most PGLITE_TURNS units at once, in arrival order;
 * on Postgres at once. `work` must not wait for another unit that takes turns (it could be behind it).
 */
export function inTurn<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'pglite') return work();
  let turns = turnsOf.get(database);
  if (!turns) {
    turns = new FairTurns(PGLITE_TURNS);
    turnsOf.set(database, turns);
  }
  return turns.run(work);
}
