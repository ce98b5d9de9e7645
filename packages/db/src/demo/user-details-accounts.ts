import type { Queryable } from '../types.ts';
import { sqlRandom } from './marketplace/sql-random.ts';

/**
 * Sibling accounts: about 15 in 100 neighbouring pairs of users (ids 2k-1 and 2k) in different apps
 * are one person's accounts, grouped under the first id and signed up with the same e-mail; 4 in 100
 * accounts were deleted in their app.
 */
export async function seedAccountLinks(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `UPDATE admin.users u SET account_group_id = first.id, email = coalesce(first.email, u.email)
     FROM admin.users first
     WHERE first.id % 2 = 1 AND u.id IN (first.id, first.id + 1) AND ${sqlRandom('first.id', 905)} < 0.15
       AND first.app_id <> (SELECT second.app_id FROM admin.users second WHERE second.id = first.id + 1)`,
  );
  await tx.query(
    `UPDATE admin.users u SET app_deleted_at = least($1::timestamptz, u.created_at + interval '30 days')
     WHERE ${sqlRandom('u.id', 906)} < 0.04`,
    [now],
  );
}
