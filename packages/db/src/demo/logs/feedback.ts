import type { Queryable } from '../../types.ts';
import { sqlInt, sqlPick, sqlRandom } from '../marketplace/sql-random.ts';
import type { LogSeed } from './context.ts';

const MESSAGES = [
  'The survey closed after ten minutes and I got nothing.',
  'Screened out at the last question again.',
  'My PayPal cash-out is still pending.',
  'Love the app, rewards arrive fast!',
  'Support answered quickly, thanks.',
  'The app crashes when I open the offer wall.',
  'Please add more surveys in my country.',
  'The points I earned yesterday are missing.',
];
const CATEGORY_OF_MESSAGE = ['surveys', 'surveys', 'rewards', 'app', 'support', 'app', 'surveys', 'rewards'];

/**
 * In-app feedback for /feedback: one message for about one user in four over the last 30 days; the
 * older half handled by support (admins 93 and 1), the rest new. Survey messages name the user's
 * first survey.
 */
export async function seedFeedback(tx: Queryable, s: LogSeed): Promise<void> {
  const pick = sqlInt('g', 891, 1, MESSAGES.length);
  await tx.query(
    `INSERT INTO admin.user_feedback (user_id, app_id, rating, category, message, survey_id, status, handled_by_admin_id, handled_at, created_at)
     SELECT u.id, u.app_id, y.rating, y.category, y.message,
       CASE WHEN y.category = 'surveys' THEN (SELECT c.survey_id FROM admin.clicks c WHERE c.user_id = u.id ORDER BY c.id LIMIT 1) END,
       CASE WHEN y.handled THEN 'handled' ELSE 'new' END,
       CASE WHEN y.handled THEN ${sqlPick('g', 892, [93, 1])} END,
       CASE WHEN y.handled THEN x.at + interval '5 hours' END, x.at
     FROM (SELECT g, 1 + ((g * 4 - 1) % $2::int) AS user_id, $1::timestamptz - ${sqlRandom('g', 893)} * interval '30 days' AS at
           FROM generate_series(1, greatest(1, $2::int / 4)) g) x
     JOIN admin.users u ON u.id = x.user_id
     CROSS JOIN LATERAL (SELECT ${pick} AS n) p
     CROSS JOIN LATERAL (SELECT (ARRAY[${MESSAGES.map((m) => `'${m.replaceAll("'", "''")}'`).join(', ')}])[p.n] AS message,
       (ARRAY[${CATEGORY_OF_MESSAGE.map((c) => `'${c}'`).join(', ')}])[p.n] AS category,
       CASE WHEN p.n IN (4, 5) THEN ${sqlInt('g', 894, 4, 5)} ELSE ${sqlInt('g', 895, 1, 3)} END AS rating,
       x.at < $1::timestamptz - interval '15 days' AS handled) y`,
    [s.now, s.users],
  );
}

/** The queue alarms of /queue-alert-system: one per queue and condition, a few per app, one disabled. */
export async function seedQueueAlertRules(tx: Queryable, s: LogSeed): Promise<void> {
  await tx.query(
    `INSERT INTO admin.queue_alert_rules (name, queue, app_id, condition, threshold, severity, enabled, last_fired_at, updated_by)
     VALUES ('Chat queue over 20 waiting', 'chat', NULL, 'waiting', 20, 'warning', true, $1::timestamptz - interval '2 days 3 hours', 1),
            ('Chat unassigned over 15 min', 'chat', NULL, 'oldest_unassigned_minutes', 15, 'critical', true, $1::timestamptz - interval '5 hours', 1),
            ('Ticket backlog over 50', 'ticket', NULL, 'waiting', 50, 'warning', true, NULL, 1),
            ('Tickets unassigned over 4 h', 'ticket', NULL, 'oldest_unassigned_minutes', 240, 'info', true, $1::timestamptz - interval '9 days', 1),
            ('Prime Opinion chat over 10 waiting', 'chat', 13, 'waiting', 10, 'warning', true, $1::timestamptz - interval '1 day', 1),
            ('Five Surveys chat unassigned over 10 min', 'chat', 16, 'oldest_unassigned_minutes', 10, 'critical', false, NULL, 1)`,
    [s.now],
  );
}
