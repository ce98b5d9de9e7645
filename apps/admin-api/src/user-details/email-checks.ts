import type { Queryable } from '@bo/db';

/**
 * Runs a check for the screen: the outside services' results are already in the feed tables; running
 * the check records when staff looked, so the page shows the result from then on instead of "not checked".
 */
export async function markEmailChecked(
  db: Queryable,
  userId: number,
  column: 'breaches_checked_at' | 'connected_checked_at',
): Promise<void> {
  await db.query(
    `INSERT INTO admin.user_email_checks (user_id, ${column}) VALUES ($1, now()) ON CONFLICT (user_id) DO UPDATE SET ${column} = now()`,
    [userId],
  );
}
