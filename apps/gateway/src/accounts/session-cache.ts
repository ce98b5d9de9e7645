import type { Queryable } from '@bo/db';
import type { SessionCacheOptions } from '../options.ts';
import { loadSession, type LoadedSession } from './sessions.ts';

/** How long and how many sessions an instance keeps in memory (issue 21). */
export const SESSION_CACHE = {
  /**
   * An entry is read again from the database after this long. It is also the bound on a revocation
   * this instance did not hear of (Redis down between the instances): the token is refused at most
   * this long after its session was ended elsewhere.
   */
  ttlMs: 5_000,
  /** Past it, the least recently used session leaves. */
  maxEntries: 10_000,
} as const;

interface Entry {
  session: LoadedSession;
  loadedAt: number;
}

/**
 * The sessions this instance read lately, by session id, so a call within a few seconds of the
 * previous one needs no database round trip. The checks themselves (revoked, expiry, idle, access
 * version) still run on every call against the entry. Any drop bumps the generation: a read that
 * began before it is not stored, so a session ended while its row was being read never comes back.
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  /** Reads under way, by session id, with the generation each began in. */
  readonly #reading = new Map<string, { generation: number; read: Promise<LoadedSession | null> }>();
  #generation = 0;

  constructor(private readonly opts: SessionCacheOptions) {}

  get size(): number {
    return this.#entries.size;
  }

  /** The session read less than ttlMs ago, made the most recently used; undefined otherwise. */
  get(id: string, now: number): LoadedSession | undefined {
    const entry = this.#entries.get(id);
    if (!entry) return undefined;
    this.#entries.delete(id);
    if (now - entry.loadedAt >= this.opts.ttlMs || now < entry.loadedAt) return undefined;
    this.#entries.set(id, entry);
    return entry.session;
  }

  /** Taken before reading a session from the database, handed to put with what was read. */
  generation(): number {
    return this.#generation;
  }

  put(session: LoadedSession, readAt: { generation: number; now: number }): void {
    if (this.opts.ttlMs <= 0 || readAt.generation !== this.#generation) return;
    this.#entries.delete(session.id);
    this.#entries.set(session.id, { session, loadedAt: readAt.now });
    if (this.#entries.size > this.opts.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
  }

  /**
   * The session read from the database (and kept). Calls that miss the same session at once share one
   * read (issue 21: when an entry expired, every call in flight read the row again), but only a read
   * begun in the current generation: after a drop, a call never takes what an earlier read found.
   */
  load(id: string, now: number, read: () => Promise<LoadedSession | null>): Promise<LoadedSession | null> {
    const generation = this.#generation;
    const under = this.#reading.get(id);
    if (under && under.generation === generation) return under.read;
    const reading = read()
      .then((session) => {
        if (session) this.put(session, { generation, now });
        return session;
      })
      .finally(() => {
        if (this.#reading.get(id)?.read === reading) this.#reading.delete(id);
      });
    this.#reading.set(id, { generation, read: reading });
    return reading;
  }

  /** last_seen_at was just written: the idle check of the next calls counts from it. */
  touched(id: string, now: number): void {
    const entry = this.#entries.get(id);
    if (entry) entry.session = { ...entry.session, lastSeenAt: now };
  }

  /** One session changed (a write by its own caller, a re-authentication). */
  drop(id: string): void {
    this.#generation++;
    this.#entries.delete(id);
  }

  /** Sessions were ended or someone's access changed, here or on another instance. */
  clear(): void {
    this.#generation++;
    this.#entries.clear();
  }
}

/** The session of a token: from the cache when read lately, else from the database (and kept). */
export async function cachedSession(cache: SessionCache, db: Queryable, id: string, now: number): Promise<LoadedSession | null> {
  const cached = cache.get(id, now);
  if (cached) return cached;
  return cache.load(id, now, () => loadSession(db, id));
}
