// Failed sign-ins counted per e-mail + IP in a fixed window: after `maxFailures` the pair is blocked
// until the window ends, whatever the password. In memory: the built-in provider is the embedded
// default's development identity provider, one process.

export interface LoginLimiterOptions {
  maxFailures?: number;
  windowMs?: number;
  now?: () => number;
}

export interface LoginLimiter {
  /** Milliseconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string): number;
  recordFailure(key: string): void;
  reset(key: string): void;
}

const MAX_TRACKED = 10_000;

export function loginLimiterKey(email: string, ip: string): string {
  return `${email.trim().toLowerCase()}|${ip}`;
}

export function createLoginLimiter({ maxFailures = 5, windowMs = 15 * 60_000, now = Date.now }: LoginLimiterOptions = {}): LoginLimiter {
  const failures = new Map<string, { count: number; resetAt: number }>();

  const current = (key: string) => {
    const entry = failures.get(key);
    if (entry && entry.resetAt <= now()) {
      failures.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    retryAfter(key) {
      const entry = current(key);
      return entry && entry.count >= maxFailures ? entry.resetAt - now() : 0;
    },
    recordFailure(key) {
      const entry = current(key);
      if (entry) {
        entry.count += 1;
        return;
      }
      if (failures.size >= MAX_TRACKED) {
        for (const [k, v] of failures) if (v.resetAt <= now()) failures.delete(k);
        if (failures.size >= MAX_TRACKED) failures.delete(failures.keys().next().value as string);
      }
      failures.set(key, { count: 1, resetAt: now() + windowMs });
    },
    reset: (key) => void failures.delete(key),
  };
}
