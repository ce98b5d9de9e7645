import type { Queryable } from '@bo/db';
import { forbidden } from '@bo/server-kit';

export interface ActingAdmin {
  id: number;
  name: string;
  isSupportTl: boolean;
}

/** The admin the gateway says is acting (request.ctx.adminId), as chat records name them. */
export async function loadActingAdmin(db: Queryable, adminId: number): Promise<ActingAdmin> {
  const { rows } = await db.query<{ id: number; name: string; is_support_tl: boolean }>(
    'SELECT id, name, is_support_tl FROM core.admins WHERE id = $1',
    [adminId],
  );
  const row = rows[0];
  // The context is signed, so this only happens when the account was removed after sign-in.
  if (!row) throw forbidden('Your admin account no longer exists.');
  return { id: row.id, name: row.name, isSupportTl: row.is_support_tl };
}

/** Admin names by id, for the admins that exist. */
export async function adminNames(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const { rows } = await db.query<{ id: number; name: string }>('SELECT id, name FROM core.admins WHERE id = ANY($1::int[])', [ids]);
  return new Map(rows.map((r) => [r.id, r.name]));
}
