// What the events of one claim share while they are delivered (issue 29 "Checkout"): the claimed events, so a
// subscriber may read what all of them need in one statement (the mail module reads the orders of every order
// event of the batch and the businesses of their clients at once), and a memo of those reads, kept for this
// delivery only. Nothing outlives the batch: a retry in a later batch reads again, and every read happens after
// the claim, so it sees every change whose event was claimed (the events were committed with their changes).
import type { DomainEvent } from './domain-events.js';

/** One claimed event of the batch: its row id and what it says. */
export interface BatchEvent {
  id: number;
  event: DomainEvent;
}

export class DeliveryBatch {
  private readonly memos = new Map<string, Promise<unknown>>();

  constructor(readonly events: readonly BatchEvent[]) {}

  /** A batch of one event (a subscriber called outside a delivery: tests, a resend). */
  static of(event: DomainEvent, id = 0): DeliveryBatch {
    return new DeliveryBatch([{ id, event }]);
  }

  /**
   * `load()` once per batch for `key`, its answer shared by every subscriber and event of the batch. A load that
   * fails is forgotten, so the next caller (the event's retry, another event) tries it again.
   */
  memo<T>(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.memos.get(key) as Promise<T> | undefined;
    if (known) return known;
    const loading = load();
    this.memos.set(key, loading);
    loading.catch(() => {
      if (this.memos.get(key) === loading) this.memos.delete(key);
    });
    return loading;
  }
}
