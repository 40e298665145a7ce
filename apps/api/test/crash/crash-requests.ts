// The crash test's requests and their answers (crash-harness.ts): money-moving requests sent under load, each
// with its Idempotency-Key, every answer recorded; after a restart the unanswered ones sent again, and what
// went wrong with those retries.
import { randomBytes } from 'node:crypto';
import type { CheckoutLine } from '@vitrina/api-client/contracts';
import type { LaunchedNode } from '../../src/cluster/cluster-test-fixture.js';

/** The lease of an Idempotency-Key (s): long enough that a retry right after a restart finds it still held. */
export const LEASE_SECONDS = 4;
/** What a retry may take beyond the lease: the resumed request's own work, on a busy CI machine. */
const ANSWER_MARGIN_MS = 8_000;
const RETRY_TIMEOUT_MS = LEASE_SECONDS * 1_000 + ANSWER_MARGIN_MS;
/** Everything left unsettled is settled by then: the bound, a few sweeps, the work. */
export const SETTLE_MS = 20_000;

// ---------------------------------------------------------------------------------------------------------
// Requests and their answers

interface Answer {
  /** 0: no answer (the connection broke: the process died; or none within the timeout). */
  status: number;
  body: unknown;
  ms: number;
  /** Why there was no answer. */
  error?: string;
}

/** One money-moving request (one Idempotency-Key) and every answer it got, first send and retries. */
export interface Attempt {
  url: string;
  key: string;
  body: unknown;
  ip: string;
  answers: Answer[];
  /** The first answer after the restart, when it was retried. */
  retry?: Answer;
  /** Checkout: the lines, to count stock. */
  lines?: CheckoutLine[];
}

export const errorCode = (a: Answer): string | undefined => (a.body as { error?: { code?: string } } | null)?.error?.code;
/** Not answered yet: no answer, or "the outcome is not known yet, retry later" (503 payment_pending). */
export const isPending = (a: Answer | undefined) => !a || a.status === 0 || (a.status === 503 && errorCode(a) === 'payment_pending');
/** An answer no retry may get: the key still "in progress", or a server error other than payment_pending. */
const isBad = (a: Answer) => (a.status === 409 && errorCode(a) === 'in_progress') || (a.status >= 500 && !isPending(a));
export const last = (a: Attempt) => a.answers[a.answers.length - 1];
export const describeAnswer = (a: Answer | undefined) =>
  !a
    ? 'never sent'
    : a.status === 0
      ? `no answer after ${Math.round(a.ms)} ms (${a.error})`
      : `${a.status} ${JSON.stringify(a.body).slice(0, 160)} after ${Math.round(a.ms)} ms`;

export async function send(node: LaunchedNode, attempt: Attempt, timeoutMs: number): Promise<Answer> {
  const start = performance.now();
  try {
    const res = await fetch(`${node.url}${attempt.url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': attempt.key, 'x-forwarded-for': attempt.ip },
      body: JSON.stringify(attempt.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: res.status, body, ms: performance.now() - start };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string } };
    return {
      status: 0,
      body: null,
      ms: performance.now() - start,
      error: e.name === 'TimeoutError' ? 'timeout' : (e.cause?.code ?? e.message),
    };
  }
}

let ipCounter = 0;
/**
 * A fresh client address (TRUST_PROXY=loopback: the API reads it from X-Forwarded-For), one per checkout:
 * the per-address rate limit (30 a minute) never decides a test.
 */
export const nextIp = () => {
  ipCounter += 1;
  return `10.32.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};
export const newKey = () => `crash_${randomBytes(10).toString('hex')}`;
export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * `count` buyers sending requests at once, each one after the other with a new key and address, until
 * `stopped()` (or `perBuyer` each), or until one is left without an outcome. Answers are recorded as they
 * come; a request cut by the process's death has status 0.
 */
export async function runBuyers(
  node: LaunchedNode,
  count: number,
  perBuyer: number,
  make: (buyer: number) => Omit<Attempt, 'answers' | 'ip'>,
  stopped: () => boolean,
): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  await Promise.all(
    Array.from({ length: count }, async (_, buyer) => {
      for (let n = 0; n < perBuyer && !stopped(); n += 1) {
        const attempt: Attempt = { ...make(buyer), ip: nextIp(), answers: [] };
        attempts.push(attempt);
        const answer = await send(node, attempt, 60_000);
        attempt.answers.push(answer);
        // A buyer left without an outcome starts no other checkout: they will send this one again.
        if (isPending(answer)) break;
      }
    }),
  );
  return attempts;
}

/**
 * After a restart: every attempt without an answer is sent again (same key, same body, same address), all at
 * once; then those answered "payment_pending" are asked again until they have an outcome or `settleMs` pass.
 */
export async function retryUnanswered(node: LaunchedNode, attempts: Attempt[], settleMs = SETTLE_MS): Promise<Attempt[]> {
  const open = attempts.filter((a) => isPending(last(a)));
  await Promise.all(
    open.map(async (a) => {
      const answer = await send(node, a, RETRY_TIMEOUT_MS);
      a.retry = answer;
      a.answers.push(answer);
    }),
  );
  const deadline = Date.now() + settleMs;
  for (;;) {
    const pending = open.filter((a) => last(a)!.status === 503 && isPending(last(a)));
    if (pending.length === 0 || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 250));
    await Promise.all(pending.map(async (a) => a.answers.push(await send(node, a, RETRY_TIMEOUT_MS))));
  }
  return open;
}

/** What went wrong with the retries, one line each (empty: every retry answered in time, and finally). */
export function retryProblems(retried: Attempt[]): string[] {
  const problems: string[] = [];
  for (const a of retried) {
    const first = a.retry;
    if (!first || first.status === 0) problems.push(`${a.key}: retry not answered within ${RETRY_TIMEOUT_MS} ms: ${describeAnswer(first)}`);
    else if (isBad(first)) problems.push(`${a.key}: retry answered ${describeAnswer(first)}`);
    else if (first.ms > RETRY_TIMEOUT_MS) problems.push(`${a.key}: retry took ${Math.round(first.ms)} ms`);
    const end = last(a)!;
    if (end !== first && (isPending(end) || isBad(end)))
      problems.push(`${a.key}: no outcome after ${SETTLE_MS} ms: ${describeAnswer(end)}`);
  }
  return problems;
}
