import { LIMIT } from '../limits.ts';

/**
 * Counts failed sign-ins (and registrations) per key in a fixed window: attempt-limits.ts says which
 * keys. The memory store serves one instance; redis-login-attempts.ts shares the count between gateways.
 */
export interface LoginAttemptStore {
  /** Milliseconds until the key may try again, or 0 when it may try now; `maxFailures` overrides the store's. */
  blockedFor(key: string, now: number, maxFailures?: number): Promise<number>;
  recordFailure(key: string, now: number): Promise<void>;
  /** A successful sign-in forgets the failures. */
  reset(key: string): Promise<void>;
}

interface Window {
  failures: number;
  endsAt: number;
}

/** Above this many keys, ended windows are swept so a flood of guessed e-mails cannot grow memory forever. */
const SWEEP_ABOVE = 10_000;

export function memoryLoginAttempts(maxFailures: number = LIMIT.loginFailures, windowMs: number = LIMIT.loginWindowMs): LoginAttemptStore {
  const windows = new Map<string, Window>();
  const sweep = (now: number): void => {
    for (const [key, w] of windows) if (w.endsAt <= now) windows.delete(key);
  };
  return {
    async blockedFor(key, now, max = maxFailures) {
      const w = windows.get(key);
      if (!w || w.endsAt <= now || w.failures < max) return 0;
      return w.endsAt - now;
    },
    async recordFailure(key, now) {
      const w = windows.get(key);
      if (w && w.endsAt > now) {
        w.failures += 1;
        return;
      }
      if (windows.size >= SWEEP_ABOVE) sweep(now);
      windows.set(key, { failures: 1, endsAt: now + windowMs });
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}
