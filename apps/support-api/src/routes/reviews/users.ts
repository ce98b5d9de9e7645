import type { Queryable } from '@bo/db';
import { REVIEW_MESSAGES } from '@bo/contract';
import { notFound } from '@bo/server-kit';

/** Throws 404 when the platform user does not exist (history and notes are per user). */
export async function requireUser(db: Queryable, userId: number, message: string = REVIEW_MESSAGES.userNotFound): Promise<void> {
  const { rows } = await db.query('SELECT 1 FROM admin.users WHERE id = $1', [userId]);
  if (rows.length === 0) throw notFound(message);
}
