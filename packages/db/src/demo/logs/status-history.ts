import type { Queryable } from '../../types.ts';
import { sqlInt, sqlPick, sqlRandom } from '../marketplace/sql-random.ts';
import type { LogSeed } from './context.ts';

/** Staff who change statuses in the demo (admins with the user-details page). */
const STATUS_ADMINS = [1, 5, 26, 93];
const COMMENTS = ['Fraud pattern confirmed', 'Duplicate accounts', 'Proxy traffic', 'Chargeback risk', 'Appeal accepted'];

/**
 * Status history for users 150 and up that are not Active: the change that set their status, and
 * for some an earlier ban lifted. Ids below 150 are the showcase and the tests' users, whose audit
 * trails start empty.
 */
export async function seedStatusHistory(tx: Queryable, s: LogSeed): Promise<void> {
  await tx.query(
    `INSERT INTO admin.user_action_audit (admin_id, user_id, action, before, after, created_at)
     SELECT ${sqlPick('u.id', 981, STATUS_ADMINS)}, u.id, 'status', jsonb_build_object('status', 1),
       jsonb_build_object('status', 2, 'comment', ${sqlPick('u.id', 982, COMMENTS.slice(0, 4))},
         'banned_until', to_char($1::timestamptz + interval '30 days', 'YYYY-MM-DD"T"00:00:00"Z"')),
       $1::timestamptz - ${sqlInt('u.id', 983, 20, 60)} * interval '1 day'
     FROM admin.users u WHERE u.id >= 150 AND ${sqlRandom('u.id', 984)} < 0.2
     UNION ALL
     SELECT ${sqlPick('u.id', 985, STATUS_ADMINS)}, u.id, 'status', jsonb_build_object('status', CASE WHEN u.status = 1 THEN 2 ELSE 1 END),
       jsonb_build_object('status', u.status, 'comment', ${sqlPick('u.id', 986, COMMENTS)},
         'banned_until', CASE WHEN u.banned_until IS NOT NULL THEN to_char(u.banned_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') END),
       $1::timestamptz - ${sqlInt('u.id', 987, 1, 19)} * interval '1 day'
     FROM admin.users u WHERE u.id >= 150 AND (u.status <> 1 OR ${sqlRandom('u.id', 984)} < 0.2)`,
    [s.now],
  );
}
