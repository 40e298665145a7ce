// Whose a visitor's hold is (issue 25): the hashes of their booking cookie and of their client address on
// the `held` row (appointments.hold_session_hash / hold_address_hash). The hold's transaction takes an
// advisory lock per visitor and per address of the business first, so counting and taking are one step for
// every node and every race; the lock goes with the transaction.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database.js';
import { appointments } from '../../db/schema.js';

export interface HoldOwner {
  /** SHA-256 (hex) of the visitor's booking cookie. */
  sessionHash: string;
  /** SHA-256 (hex) of the client address. */
  addressHash: string;
}

const lockKey = (clientId: number, kind: 'session' | 'address', hash: string) => `booking-hold|${clientId}|${kind}|${hash}`;

/**
 * Waits for the other holds of this visitor and of this address at the business to commit. Always the
 * visitor first, then the address: two transactions never wait for each other in a circle.
 */
export async function lockHoldOwner(tx: AppDb, clientId: number, owner: HoldOwner): Promise<void> {
  for (const key of [lockKey(clientId, 'session', owner.sessionHash), lockKey(clientId, 'address', owner.addressHash)]) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}

const live = (clientId: number, now: Date) =>
  and(eq(appointments.client_id, clientId), eq(appointments.status, 'held'), gt(appointments.hold_expires_at, now));

/** Lets go of this visitor's live holds at the business (their new pick replaces them). */
export async function releaseVisitorHolds(tx: AppDb, clientId: number, sessionHash: string, now: Date): Promise<void> {
  await tx
    .update(appointments)
    .set({ status: 'released', hold_session_hash: null, hold_address_hash: null, updated_at: now })
    .where(and(live(clientId, now), eq(appointments.hold_session_hash, sessionHash)));
}

/** How many live holds this address keeps at the business. */
export async function liveAddressHolds(tx: AppDb, clientId: number, addressHash: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(appointments)
    .where(and(live(clientId, now), eq(appointments.hold_address_hash, addressHash)));
  return Number(row?.n ?? 0);
}
