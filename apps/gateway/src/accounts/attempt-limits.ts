import { LIMIT } from '../limits.ts';
import type { LoginAttemptStore } from './login-attempts.ts';

interface Counter {
  key: string;
  max: number;
}

const account = (email: string): string => email.trim().toLowerCase();

/**
 * The counters a sign-in is held to: the e-mail from this address (the tightest), and the e-mail from
 * anywhere, so spreading guesses over many addresses buys no more than LIMIT.loginAccountFailures.
 */
const signInCounters = (email: string, client: string): Counter[] => [
  { key: `login:${account(email)}|${client}`, max: LIMIT.loginFailures },
  { key: `login-account:${account(email)}`, max: LIMIT.loginAccountFailures },
];

/** Registrations are counted per address: each one costs a password hash and makes an account. */
const registerCounter = (client: string): Counter => ({ key: `register:${client}`, max: LIMIT.registerAttempts });

async function longestWait(store: LoginAttemptStore, counters: Counter[], now: number): Promise<number> {
  const waits = await Promise.all(counters.map((c) => store.blockedFor(c.key, now, c.max)));
  return Math.max(0, ...waits);
}

/** What the sign-in and register routes ask of the counters; every key is built here and nowhere else. */
export const attemptLimits = {
  signInWait: (store: LoginAttemptStore, email: string, client: string, now: number): Promise<number> =>
    longestWait(store, signInCounters(email, client), now),
  async signInFailed(store: LoginAttemptStore, email: string, client: string, now: number): Promise<void> {
    await Promise.all(signInCounters(email, client).map((c) => store.recordFailure(c.key, now)));
  },
  /** A right password forgets the failures of this e-mail, from this address and from anywhere. */
  async signedIn(store: LoginAttemptStore, email: string, client: string): Promise<void> {
    await Promise.all(signInCounters(email, client).map((c) => store.reset(c.key)));
  },
  registerWait: (store: LoginAttemptStore, client: string, now: number): Promise<number> =>
    longestWait(store, [registerCounter(client)], now),
  /** Every registration counts, made or refused: an address may try LIMIT.registerAttempts per window. */
  registerAttempted: (store: LoginAttemptStore, client: string, now: number): Promise<void> =>
    store.recordFailure(registerCounter(client).key, now),
};
