// Failed sign-ins slow guessing down without letting a stranger lock an owner out. The rule:
//
// - A *stranger* is a browser without a device cookie for the e-mail it types (device-cookie.ts; the
//   cookie is set by a successful sign-in to that e-mail). Strangers' failures are counted twice, in
//   windows of `windowMs` (15 min) from the first failure:
//   - per e-mail, across all addresses: after `perEmail.free` failures (3) every further failure makes
//     the e-mail wait 1 s, 2 s, 4 s … at most 60 s before strangers may try it again. A delay, never a
//     lock: the owner can always get in, if slowly, and with their device cookie at once;
//   - per IP, across all e-mails: after `perIp.free` failures (20) the address waits 1 s, 2 s, 4 s … at
//     most 15 min, so one address cannot walk through many e-mails.
// - A *device holder* (valid cookie for the typed e-mail) is exempt from both: only the failures of that
//   device count against it (same back-off as per e-mail). So a stranger on the owner's network, or
//   anywhere else, cannot slow the owner down.
// - A success resets the e-mail's counters (and the device's); the IP's are left to expire, so that
//   signing in to one's own account does not buy more guesses at others.
// Attempts refused for waiting are not counted (the password is not even checked). Counters live in a
// CounterStore: in memory by default, shared (Redis) when several API nodes run.
import { normalizeEmail } from './account-store.js';
import { createMemoryCounterStore, type CounterStore } from './counter-store.js';

export interface BackOff {
  /** Failures in the window that cost nothing. */
  free: number;
  /** Wait after the first failure beyond `free`; doubles with each further one. */
  baseMs: number;
  maxMs: number;
}

export interface LoginLimiterOptions {
  counters?: CounterStore;
  /** The clock the waits are measured with; the counters' store should use the same. */
  now?: () => number;
  windowMs?: number;
  perEmail?: Partial<BackOff>;
  perIp?: Partial<BackOff>;
  perDevice?: Partial<BackOff>;
}

export interface LoginAttempt {
  email: string;
  ip: string;
  /** The device id of a cookie valid for this e-mail (device-cookie.ts), or null: a stranger. */
  device: string | null;
}

export interface LoginLimiter {
  /** Milliseconds until this attempt may be made, or 0 when it may be made now. */
  retryAfter(attempt: LoginAttempt): Promise<number>;
  recordFailure(attempt: LoginAttempt): Promise<void>;
  recordSuccess(attempt: LoginAttempt): Promise<void>;
}

export const DEFAULT_LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  perEmail: { free: 3, baseMs: 1_000, maxMs: 60_000 },
  perIp: { free: 20, baseMs: 1_000, maxMs: 15 * 60_000 },
  perDevice: { free: 3, baseMs: 1_000, maxMs: 60_000 },
} as const;

/** The wait after the `count`-th failure of a window. */
export function backOffDelay(count: number, { free, baseMs, maxMs }: BackOff): number {
  if (count <= free) return 0;
  return Math.min(baseMs * 2 ** Math.min(count - free - 1, 30), maxMs);
}

/** The counters an attempt is judged by: the device's, or a stranger's e-mail and IP. */
function scopesOf(attempt: LoginAttempt, rules: Record<'email' | 'ip' | 'device', BackOff>): Array<{ key: string; rule: BackOff }> {
  if (attempt.device) return [{ key: `login:device:${attempt.device}`, rule: rules.device }];
  return [
    { key: `login:email:${normalizeEmail(attempt.email)}`, rule: rules.email },
    { key: `login:ip:${attempt.ip}`, rule: rules.ip },
  ];
}

/**
 * The n-th failure waits on a counter of its own whose window is its delay, so failures that land
 * together (parallel posts) still make the next attempt wait the longest delay. Keyed by count only: a
 * shared store derives `resetAt` from a TTL, so it may differ by a millisecond between two reads. A
 * leftover wait of an earlier window with the same count can only end sooner than the new one.
 */
const waitKey = (key: string, failures: { count: number }) => `${key}:wait:${failures.count}`;

export function createLoginLimiter(options: LoginLimiterOptions = {}): LoginLimiter {
  const now = options.now ?? Date.now;
  const counters = options.counters ?? createMemoryCounterStore({ now });
  const windowMs = options.windowMs ?? DEFAULT_LOGIN_LIMITS.windowMs;
  const rules = {
    email: { ...DEFAULT_LOGIN_LIMITS.perEmail, ...options.perEmail },
    ip: { ...DEFAULT_LOGIN_LIMITS.perIp, ...options.perIp },
    device: { ...DEFAULT_LOGIN_LIMITS.perDevice, ...options.perDevice },
  };

  return {
    async retryAfter(attempt) {
      let wait = 0;
      for (const { key } of scopesOf(attempt, rules)) {
        const failures = await counters.get(key);
        if (failures.count === 0) continue;
        const pending = await counters.get(waitKey(key, failures));
        if (pending.count > 0) wait = Math.max(wait, pending.resetAt - now());
      }
      return Math.max(0, wait);
    },
    async recordFailure(attempt) {
      for (const { key, rule } of scopesOf(attempt, rules)) {
        const failures = await counters.hit(key, windowMs);
        const delay = backOffDelay(failures.count, rule);
        if (delay > 0) await counters.hit(waitKey(key, failures), delay);
      }
    },
    async recordSuccess(attempt) {
      await counters.reset(`login:email:${normalizeEmail(attempt.email)}`);
      if (attempt.device) await counters.reset(`login:device:${attempt.device}`);
    },
  };
}
