import { randomUUID } from 'node:crypto';
import type { Queryable } from '@bo/db';
import type { SignedIn } from '../fastify-types.ts';
import { ADMIN_FIELDS, type AdminRecord } from './admin-record.ts';

/** A session row with its effective admin and, when switched, the admin who signed in. */
export interface LoadedSession {
  id: string;
  accessVersion: number;
  expiresAt: number;
  lastSeenAt: number;
  revoked: boolean;
  /** When the person last signed in or re-authenticated (step-up, issue 24). */
  authenticatedAt: number;
  /** MFA_REQUIRED and no factor yet: only the calls open during enrolment. */
  needsEnrolment: boolean;
  admin: AdminRecord;
  original: AdminRecord | null;
}

export interface NewSession {
  admin: AdminRecord;
  original: AdminRecord | null;
  expiresAt: number;
  userAgent: string | null;
  client: string;
  authenticatedAt: number;
  needsEnrolment: boolean;
}

const adminJson = (alias: string): string => `json_build_object(${ADMIN_FIELDS.map((f) => `'${f}', ${alias}.${f}`).join(', ')})`;

// The one query every authenticated request runs: primary-key lookup of the session, joined with both admins.
const LOAD_SQL = `
  SELECT s.id, s.access_version, s.expires_at, s.last_seen_at, s.revoked_at IS NOT NULL AS revoked,
         s.authenticated_at, s.needs_enrolment,
         ${adminJson('a')} AS admin,
         CASE WHEN o.id IS NULL THEN NULL ELSE ${adminJson('o')} END AS original
    FROM gateway.sessions s
    JOIN core.admins a ON a.id = s.admin_id
    LEFT JOIN core.admins o ON o.id = s.original_admin_id
   WHERE s.id = $1`;

interface LoadedRow {
  id: string;
  access_version: number;
  expires_at: Date | string;
  last_seen_at: Date | string;
  revoked: boolean;
  authenticated_at: Date | string;
  needs_enrolment: boolean;
  admin: AdminRecord;
  original: AdminRecord | null;
}

const ms = (value: Date | string): number => new Date(value).getTime();

export async function loadSession(db: Queryable, id: string): Promise<LoadedSession | null> {
  const row = (await db.query<LoadedRow>(LOAD_SQL, [id])).rows[0];
  if (!row) return null;
  return {
    id: row.id,
    accessVersion: row.access_version,
    expiresAt: ms(row.expires_at),
    lastSeenAt: ms(row.last_seen_at),
    revoked: row.revoked,
    authenticatedAt: ms(row.authenticated_at),
    needsEnrolment: row.needs_enrolment,
    admin: row.admin,
    original: row.original,
  };
}

/** Who calls with an accepted session (HTTP and the websocket alike). */
export const signedInOf = (session: LoadedSession): SignedIn => ({
  sessionId: session.id,
  admin: session.admin,
  original: session.original,
  expiresAt: session.expiresAt,
  authenticatedAt: session.authenticatedAt,
  needsEnrolment: session.needsEnrolment,
});

/** Opens a session for `admin` (acting for `original` when switched) and answers its id. */
export async function openSession(db: Queryable, session: NewSession, now: number): Promise<string> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO gateway.sessions (id, admin_id, original_admin_id, access_version, created_at, last_seen_at, expires_at, user_agent, client_ip,
                                   authenticated_at, needs_enrolment)
     VALUES ($1, $2, $3, $4, $5, $5, $6, $7, $8, $9, $10)`,
    [
      id,
      session.admin.id,
      session.original?.id ?? null,
      session.admin.access_version,
      new Date(now),
      new Date(session.expiresAt),
      session.userAgent,
      session.client,
      new Date(session.authenticatedAt),
      session.needsEnrolment,
    ],
  );
  return id;
}

export async function revokeSession(db: Queryable, id: string, now: number): Promise<void> {
  await db.query('UPDATE gateway.sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [id, new Date(now)]);
}

/** A re-authentication (or an enrolment just confirmed): the session counts as freshly signed in. */
export async function markAuthenticated(db: Queryable, id: string, now: number): Promise<void> {
  await db.query('UPDATE gateway.sessions SET authenticated_at = $2, needs_enrolment = false WHERE id = $1', [id, new Date(now)]);
}

export async function touchSession(db: Queryable, id: string, now: number): Promise<void> {
  await db.query('UPDATE gateway.sessions SET last_seen_at = $2 WHERE id = $1', [id, new Date(now)]);
}

/**
 * Ends every open session of a person (signed in as themselves, or switched from their sign-in into
 * another account) but `keep`, the one making the request (null: all of them). Answers how many.
 */
export async function revokePersonSessions(db: Queryable, personId: number, keep: string | null, now: number): Promise<number> {
  const r = await db.query(
    `UPDATE gateway.sessions SET revoked_at = $3
      WHERE (original_admin_id = $1 OR (admin_id = $1 AND original_admin_id IS NULL))
        AND revoked_at IS NULL AND expires_at > $3 AND ($2::uuid IS NULL OR id <> $2::uuid)`,
    [personId, keep, new Date(now)],
  );
  return r.rowCount ?? 0;
}

/** A person's own sessions (signed in as themselves, or switched from their sign-in), open ones only. */
const PERSON_SESSIONS = `(s.original_admin_id = $1 OR (s.admin_id = $1 AND s.original_admin_id IS NULL)) AND s.revoked_at IS NULL AND s.expires_at > $2`;

export interface PersonSession {
  id: string;
  user_agent: string | null;
  client_ip: string | null;
  created_at: Date | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
  acting_as: { id: number; name: string } | null;
}

/** The open sessions of a person, the most recently used first (idle ones included until they are refused). */
export async function listPersonSessions(db: Queryable, personId: number, now: number): Promise<PersonSession[]> {
  const r = await db.query<PersonSession>(
    `SELECT s.id, s.user_agent, s.client_ip, s.created_at, s.last_seen_at, s.expires_at,
            CASE WHEN s.original_admin_id IS NULL THEN NULL ELSE json_build_object('id', a.id, 'name', a.name) END AS acting_as
       FROM gateway.sessions s JOIN core.admins a ON a.id = s.admin_id
      WHERE ${PERSON_SESSIONS}
      ORDER BY s.last_seen_at DESC, s.created_at DESC`,
    [personId, new Date(now)],
  );
  return r.rows;
}

/** Ends one open session of a person; false when it is not theirs or already ended. */
export async function revokePersonSession(db: Queryable, personId: number, sessionId: string, now: number): Promise<boolean> {
  const r = await db.query(`UPDATE gateway.sessions s SET revoked_at = $2 WHERE ${PERSON_SESSIONS} AND s.id = $3`, [
    personId,
    new Date(now),
    sessionId,
  ]);
  return (r.rowCount ?? 0) > 0;
}
