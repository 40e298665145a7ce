// The one dispatcher of domain events (issue 27, docs/decisions.md "Domain events"): after a commit it claims
// undelivered rows of `domain_events`, runs their subscribers and stamps them delivered. At least once: a row
// is delivered when every subscriber succeeded; a subscriber that throws leaves the row for a later try (its
// error recorded, a back-off ahead) and the subscribers that did succeed are not run again. A process killed
// between the commit and the delivery leaves the row undelivered: the sweeper (event-sweeper.ts) delivers it.
//
// A claim is one statement (`FOR UPDATE SKIP LOCKED`, then a lease in `claimable_at`), never a transaction
// held while subscribers run: the publish subscriber needs a connection of its own, and several nodes claim
// disjoint rows. A dispatcher that dies mid-delivery loses its claim when the lease ends.
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { domainEvents } from '../db/schema.js';
import { DeliveryBatch } from './delivery-batch.js';
import { eventOfRow } from './domain-events.js';
import type { DomainEvent, DomainEventType, EventOf } from './domain-events.js';

/**
 * What a handler may need besides the event: its row id (a subscriber that writes keys its rows by it), and the
 * batch it is delivered with (delivery-batch.ts: the other claimed events, a memo to read what they all need once).
 */
export interface EventMeta {
  eventId: number;
  batch: DeliveryBatch;
}

export type EventHandler<E extends DomainEvent = DomainEvent> = (event: E, meta: EventMeta) => Promise<void> | void;

interface Subscription {
  name: string;
  types: ReadonlySet<string> | '*';
  handle: EventHandler;
}

export interface DeliverOptions {
  /** Only these events (ownerChange delivers its own right after the commit). */
  ids?: readonly number[];
  /** Only events recorded at least this long ago (the sweeper leaves fresh ones to their writers). */
  olderThanMs?: number;
  /** At most this many events (default 100). */
  limit?: number;
}

/** What one delivery made of one event. */
export interface DeliveryOutcome {
  id: number;
  event: DomainEvent;
  /** Every subscriber has now handled it. */
  delivered: boolean;
  /** Subscribers that succeeded in this delivery. */
  succeeded: string[];
  /** Subscribers that threw in this delivery (tried again later). */
  failed: string[];
}

export interface DispatcherOptions {
  /** How long a claim keeps other dispatchers off an event (default 60 s). */
  leaseMs?: number;
  /** How long after its n-th failed delivery an event is tried again (default: 2^n s, at most 10 min). */
  backoffMs?: (attempts: number) => number;
  log?: { error(obj: unknown, msg: string): void };
  /**
   * How long deliverSoon gathers events before it claims them (default DELIVER_SOON_WINDOW_MS): a checkout's
   * placement and its payment commit a few milliseconds apart, and go in one claim, one read of the order and
   * one stamp when both are in.
   */
  soonWindowMs?: number;
}

const DEFAULT_LIMIT = 100;
/** deliverSoon's default gathering time: longer than a checkout's gateway call and payment on either database. */
export const DELIVER_SOON_WINDOW_MS = 50;
const defaultBackoff = (attempts: number) => Math.min(2 ** attempts * 1_000, 10 * 60_000);

export class Dispatcher {
  private readonly subscriptions: Subscription[] = [];
  /** Events committed by writers that do not wait for their delivery (deliverSoon), not yet claimed. */
  private readonly soon = new Set<number>();
  private draining: Promise<void> | null = null;
  private readonly leaseMs: number;
  private readonly backoffMs: (attempts: number) => number;
  private readonly soonWindowMs: number;
  private log: DispatcherOptions['log'];

  constructor(
    private readonly database: Database,
    options: DispatcherOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? 60_000;
    this.backoffMs = options.backoffMs ?? defaultBackoff;
    this.soonWindowMs = options.soonWindowMs ?? DELIVER_SOON_WINDOW_MS;
    this.log = options.log;
  }

  /** Logs an error of the event machinery with the dispatcher's logger (callers that have none of their own). */
  logError(obj: unknown, msg: string): void {
    this.log?.error(obj, msg);
  }

  /** Where subscriber failures are logged (the server's logger exists after the dispatcher). */
  useLogger(log: NonNullable<DispatcherOptions['log']>): void {
    this.log = log;
  }

  /**
   * Runs `handle` for every delivered event of `type` (a list of types, or '*': all). `name` is stable across
   * releases: a retry skips the subscribers whose names the event records as done. Handlers must be safe to
   * run twice (at least once: a process may die after a handler and before the stamp).
   */
  subscribe<K extends DomainEventType>(type: K | readonly K[], name: string, handle: EventHandler<EventOf<K>>): void;
  subscribe(type: '*', name: string, handle: EventHandler): void;
  subscribe(type: string | readonly string[], name: string, handle: EventHandler<never>): void {
    if (this.subscriptions.some((s) => s.name === name)) throw new Error(`a subscriber named ${name} exists already`);
    const types = type === '*' ? '*' : new Set(typeof type === 'string' ? [type] : type);
    this.subscriptions.push({ name, types, handle: handle as EventHandler });
  }

  /** Claims undelivered events (oldest first), runs their subscribers and records the outcome. */
  async deliverPending(options: DeliverOptions = {}): Promise<DeliveryOutcome[]> {
    const claimed = await this.claim(options);
    const batch = new DeliveryBatch(claimed.map((row) => ({ id: row.id, event: eventOfRow(row) })));
    const outcomes: DeliveryOutcome[] = [];
    const done: { id: number; handled: string[] }[] = [];
    for (const [i, row] of claimed.entries()) {
      const { outcome, handled } = await this.deliver(row, batch.events[i]!.event, batch);
      outcomes.push(outcome);
      if (outcome.delivered) done.push({ id: row.id, handled });
    }
    await this.stampDelivered(done);
    return outcomes;
  }

  /**
   * Delivers these committed events shortly, off the caller's path (issue 29: a checkout answers without
   * waiting for its receipt to be queued): the events of every writer within the next `soonWindowMs`, and of
   * every writer while a batch is delivered, go in one claim and one stamp. A failure is logged and left to the
   * sweeper (back-off, retries) like any failed delivery.
   */
  deliverSoon(ids: readonly number[]): void {
    for (const id of ids) this.soon.add(id);
    if (!this.draining && this.soon.size > 0) this.draining = this.drainSoon();
  }

  /** Resolves when no event handed to deliverSoon is left undelivered by this process (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  private async drainSoon(): Promise<void> {
    try {
      // Let the commits of the next moments join the batch: the same checkout's payment, other requests'.
      await new Promise((resolve) => setTimeout(resolve, this.soonWindowMs));
      while (this.soon.size > 0) {
        const ids = [...this.soon].slice(0, DEFAULT_LIMIT);
        for (const id of ids) this.soon.delete(id);
        try {
          await this.deliverPending({ ids });
        } catch (err) {
          this.log?.error({ err, eventIds: ids }, 'delivering the events of committed changes failed; the event sweeper retries them');
        }
      }
    } finally {
      this.draining = null;
    }
  }

  /**
   * Delivered events stamped in one statement, each with the names of the subscribers that handled it (one
   * JSON object of id → names, read per row: events of one batch differ in their subscribers).
   */
  private async stampDelivered(done: readonly { id: number; handled: string[] }[]): Promise<void> {
    if (done.length === 0) return;
    const t = domainEvents;
    const handledById = JSON.stringify(Object.fromEntries(done.map((d) => [d.id, d.handled])));
    await this.database.db
      .update(t)
      .set({
        delivered_at: sql`now()`,
        handled: sql`array(select jsonb_array_elements_text(${handledById}::jsonb -> (${t.id})::text))`,
      })
      .where(
        inArray(
          t.id,
          done.map((d) => d.id),
        ),
      );
  }

  /** Deletes events delivered more than `olderThanMs` ago (the outbox is no archive); returns how many. */
  async pruneDelivered(olderThanMs: number): Promise<number> {
    const t = domainEvents;
    const gone = await this.database.db
      .delete(t)
      .where(and(isNotNull(t.delivered_at), sql`${t.delivered_at} < now() - make_interval(secs => ${olderThanMs / 1000})`))
      .returning({ id: t.id });
    return gone.length;
  }

  private async claim({ ids, olderThanMs, limit = DEFAULT_LIMIT }: DeliverOptions) {
    if (ids && ids.length === 0) return [];
    const t = domainEvents;
    const conditions = [sql`${t.delivered_at} is null`, sql`${t.claimable_at} <= now()`];
    if (ids)
      conditions.push(
        sql`${t.id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    if (olderThanMs !== undefined) conditions.push(sql`${t.created_at} <= now() - make_interval(secs => ${olderThanMs / 1000})`);
    const candidates = sql`select ${t.id} from ${t} where ${and(...conditions)} order by ${t.id} limit ${limit} for update skip locked`;
    const rows = await this.database.db
      .update(t)
      .set({ claimable_at: sql`now() + make_interval(secs => ${this.leaseMs / 1000})` })
      .where(sql`${t.id} in (${candidates})`)
      .returning({ id: t.id, type: t.type, payload: t.payload, handled: t.handled, attempts: t.attempts });
    return rows.sort((a, b) => a.id - b.id);
  }

  private async deliver(row: { id: number; type: string; handled: string[]; attempts: number }, event: DomainEvent, batch: DeliveryBatch) {
    const handled = new Set(row.handled);
    const succeeded: string[] = [];
    const failed: string[] = [];
    const errors: string[] = [];
    for (const sub of this.subscriptions) {
      if (handled.has(sub.name) || (sub.types !== '*' && !sub.types.has(row.type))) continue;
      try {
        await sub.handle(event, { eventId: row.id, batch });
        succeeded.push(sub.name);
        handled.add(sub.name);
      } catch (err) {
        failed.push(sub.name);
        errors.push(`${sub.name}: ${err instanceof Error ? err.message : String(err)}`);
        this.log?.error({ err, eventId: row.id, type: row.type, subscriber: sub.name }, 'a domain event subscriber failed');
      }
    }
    const t = domainEvents;
    // Delivered: stamped by the caller with the rest of its batch.
    if (failed.length > 0) {
      const attempts = row.attempts + 1;
      await this.database.db
        .update(t)
        .set({
          attempts,
          last_error: errors.join('; ').slice(0, 2_000),
          handled: [...handled],
          claimable_at: sql`now() + make_interval(secs => ${this.backoffMs(attempts) / 1000})`,
        })
        .where(eq(t.id, row.id));
    }
    return { outcome: { id: row.id, event, delivered: failed.length === 0, succeeded, failed }, handled: [...handled] };
  }
}
