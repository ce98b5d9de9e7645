import { ZRegisterBody } from '@bo/contract';
import { hashPassword, type Db } from '@bo/db';

/** The name of the first super admin when BOOTSTRAP_ADMIN_NAME is not set. */
export const DEFAULT_BOOTSTRAP_ADMIN_NAME = 'Super Admin';
/** Role 1 passes every catalogued permission (packages/contract/src/access.ts). */
const SUPER_ADMIN_ROLE = 1;

export type FirstAdminOutcome = { kind: 'created'; id: number; email: string } | { kind: 'admins-exist' } | { kind: 'not-configured' };

/**
 * Creates the first super admin from BOOTSTRAP_ADMIN_EMAIL / BOOTSTRAP_ADMIN_PASSWORD / BOOTSTRAP_ADMIN_NAME
 * when core.admins is empty, so a fresh production database can be signed into. Never demo data.
 * Settings that are present but invalid throw (the start stops with the message); none at all is allowed:
 * an existing database keeps its admins and the variables can be removed after the first start.
 */
export async function createFirstAdmin(db: Db, env: NodeJS.ProcessEnv = process.env): Promise<FirstAdminOutcome> {
  const email = env.BOOTSTRAP_ADMIN_EMAIL;
  const password = env.BOOTSTRAP_ADMIN_PASSWORD;
  const existing = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM core.admins');
  if ((existing.rows[0]?.n ?? 0) > 0) return { kind: 'admins-exist' };
  if (!email && !password) return { kind: 'not-configured' };
  if (!email || !password) throw new Error('BOOTSTRAP_ADMIN_EMAIL and BOOTSTRAP_ADMIN_PASSWORD must be set together.');
  // The same rules as a registration: a valid e-mail and a password of at least 10 characters.
  const parsed = ZRegisterBody.safeParse({ name: env.BOOTSTRAP_ADMIN_NAME || DEFAULT_BOOTSTRAP_ADMIN_NAME, email, password });
  if (!parsed.success) throw new Error(`The bootstrap admin is invalid: ${parsed.error.issues.map((i) => i.message).join(' ')}`);
  const hash = await hashPassword(parsed.data.password);
  // Only into an empty table: two migrate runs at once create one admin at most (the e-mail is unique too).
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO core.admins (name, email, password_hash, role)
     SELECT $1, $2, $3, $4 WHERE NOT EXISTS (SELECT 1 FROM core.admins)
     ON CONFLICT DO NOTHING RETURNING id`,
    [parsed.data.name, parsed.data.email, hash, SUPER_ADMIN_ROLE],
  );
  const row = inserted.rows[0];
  return row ? { kind: 'created', id: row.id, email: parsed.data.email } : { kind: 'admins-exist' };
}
