import { USER_DETAILS_MESSAGES } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { notFound } from '@bo/server-kit';

/** 404 'User 123 not found' unless the platform user exists. */
export async function assertUserExists(db: Queryable, id: number): Promise<void> {
  const r = await db.query('SELECT 1 FROM admin.users WHERE id = $1', [id]);
  if (r.rows.length === 0) throw notFound(USER_DETAILS_MESSAGES.userNotFound(id));
}

/** The platform user with this hash, or 404. */
export async function userIdByHash(db: Queryable, hash: string): Promise<number> {
  const r = await db.query<{ id: number }>('SELECT id FROM admin.users WHERE hash = $1', [hash]);
  const row = r.rows[0];
  if (!row) throw notFound(USER_DETAILS_MESSAGES.userNotFound(hash));
  return Number(row.id);
}
