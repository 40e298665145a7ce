// Idempotency keys of money-moving calls (issue 13 checkout: "the same key replayed returns the first
// answer; the same key with a different body → 422; keys kept at least 24 hours").
//
// The key row is inserted first, in its own statement (insert … on conflict do nothing): exactly one
// request wins it and runs; every other request with that key waits for the winner's answer (polling the
// row) and then replays it byte for byte (the answer is kept as its JSON text). A request whose body hashes
// differently is refused at once. When the winner fails unexpectedly its row is deleted, so the key can be
// tried again.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { AppDb } from '../db/database.js';
import { idempotencyKeys } from '../db/schema.js';

/** Keys are purged after this long (the issue asks for at least 24 hours). */
export const IDEMPOTENCY_KEEP_MS = 48 * 3_600_000;

export interface StoredAnswer {
  status: number;
  /** The answer's JSON text, sent as is. */
  body: string;
}

export type IdempotencyStart =
  | { kind: 'first' }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'mismatch' }
  /** The first request is still running after the wait. */
  | { kind: 'in_progress' };

/** JSON with object keys sorted at every level: the same data always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

export interface IdempotencyScope {
  clientId: number;
  scope: string;
  key: string;
}

const where = (s: IdempotencyScope) =>
  and(eq(idempotencyKeys.client_id, s.clientId), eq(idempotencyKeys.scope, s.scope), eq(idempotencyKeys.key, s.key));

export interface StartOptions {
  /** How long a duplicate waits for the first request's answer before answering in_progress. */
  waitMs?: number;
  pollMs?: number;
}

export async function startIdempotent(db: AppDb, s: IdempotencyScope, hash: string, opts: StartOptions = {}): Promise<IdempotencyStart> {
  const waitMs = opts.waitMs ?? 30_000;
  const pollMs = opts.pollMs ?? 50;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const won = await db
      .insert(idempotencyKeys)
      .values({ client_id: s.clientId, scope: s.scope, key: s.key, request_hash: hash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (won.length > 0) return { kind: 'first' };
    const [row] = await db.select().from(idempotencyKeys).where(where(s));
    // Deleted meanwhile (the first request failed): try to win it again.
    if (!row) continue;
    if (row.request_hash !== hash) return { kind: 'mismatch' };
    const text = (row.response_body as { text?: unknown } | null)?.text;
    if (row.response_status !== null && typeof text === 'string') {
      return { kind: 'replay', answer: { status: row.response_status, body: text } };
    }
    if (Date.now() >= deadline) return { kind: 'in_progress' };
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Keeps the first request's answer for every later request with its key. */
export async function finishIdempotent(db: AppDb, s: IdempotencyScope, answer: StoredAnswer): Promise<void> {
  // Kept as its text inside an object: a bare JSON string would be parsed back into the data by the driver.
  await db
    .update(idempotencyKeys)
    .set({ response_status: answer.status, response_body: { text: answer.body } })
    .where(where(s));
}

/** The first request failed without an answer worth keeping (a 5xx): the key may be used again. */
export async function abandonIdempotent(db: AppDb, s: IdempotencyScope): Promise<void> {
  await db.delete(idempotencyKeys).where(where(s));
}

export async function purgeIdempotencyKeys(db: AppDb, now: Date = new Date()): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.created_at, new Date(now.getTime() - IDEMPOTENCY_KEEP_MS)));
}
