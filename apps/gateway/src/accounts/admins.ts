import type { Queryable } from '@bo/db';
import { ADMIN_COLUMNS, ADMIN_FIELDS, type AdminRecord } from './admin-record.ts';

/** The admin signing in, with the hash to check the password against. */
export async function findAdminForSignIn(db: Queryable, email: string): Promise<(AdminRecord & { password_hash: string }) | null> {
  const r = await db.query<AdminRecord & { password_hash: string }>(
    `SELECT ${ADMIN_COLUMNS('a')}, a.password_hash FROM core.admins a WHERE lower(a.email) = lower($1)`,
    [email],
  );
  return r.rows[0] ?? null;
}

/**
 * Stores a new hash of a password that just verified (a stronger cost). Only if the stored hash is still
 * the one checked: a password changed meanwhile is not overwritten.
 */
export async function upgradePasswordHash(db: Queryable, id: number, checked: string, upgraded: string): Promise<void> {
  await db.query('UPDATE core.admins SET password_hash = $3 WHERE id = $1 AND password_hash = $2', [id, checked, upgraded]);
}

export async function findAdmin(db: Queryable, id: number): Promise<AdminRecord | null> {
  const r = await db.query<AdminRecord>(`SELECT ${ADMIN_COLUMNS('a')} FROM core.admins a WHERE a.id = $1`, [id]);
  return r.rows[0] ?? null;
}

/** A self-registered account: staff, no modules, so it cannot sign in until granted. Null when the e-mail is taken. */
export async function insertRegisteredAdmin(
  db: Queryable,
  input: { name: string; email: string; passwordHash: string },
): Promise<AdminRecord | null> {
  const r = await db.query<AdminRecord>(
    `INSERT INTO core.admins (name, email, password_hash, role, permissions)
     VALUES ($1, $2, $3, 3, '{"modules": [], "main_page": null}'::jsonb)
     ON CONFLICT (lower(email)) DO NOTHING
     RETURNING ${ADMIN_FIELDS.join(', ')}`,
    [input.name, input.email, input.passwordHash],
  );
  return r.rows[0] ?? null;
}

/** The stored hash of an admin's password, to check a current password against. */
export async function passwordHashOf(db: Queryable, id: number): Promise<string | null> {
  const r = await db.query<{ password_hash: string }>('SELECT password_hash FROM core.admins WHERE id = $1', [id]);
  return r.rows[0]?.password_hash ?? null;
}

export async function setPasswordHash(db: Queryable, id: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE core.admins SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
}
