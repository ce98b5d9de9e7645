import fp from 'fastify-plugin';
import type { Queryable } from '@bo/db';
import { everyRound, SKIPPED, underAdvisoryLock } from './every-round.ts';

/** Any fixed number naming this job's lock: several admin-api instances share one database. */
const QUEUE_ALERTS_LOCK_KEY = 8_008_035;
/** The job's signature in cronjob_logs and the job registry (Job Monitoring). */
export const QUEUE_ALERTS_SIGNATURE = 'alerts:check-queues';
/** A rule whose condition still holds fires again only after this many minutes. */
export const QUEUE_ALERT_REFIRE_MINUTES = 30;
/** Every 5 minutes unless QUEUE_ALERTS_EVERY_MS says otherwise (0: off). */
export const queueAlertsEveryMs = (env = process.env): number => Number(env.QUEUE_ALERTS_EVERY_MS ?? 300_000);

interface RuleRow {
  id: number;
  name: string;
  queue: 'chat' | 'ticket';
  app_id: number | null;
  condition: 'waiting' | 'oldest_unassigned_minutes';
  threshold: number;
  severity: string;
  value: number;
  recent: boolean;
}

/**
 * Per enabled rule of /queue-alert-system, its queue now: open conversations of the queue (chat type 0,
 * tickets the others) of the rule's app (all apps when none), and the minutes the oldest unassigned one
 * has waited.
 */
const RULES_WITH_VALUES = `
  SELECT r.id, r.name, r.queue, r.app_id, r.condition, r.threshold, r.severity,
    coalesce(CASE r.condition
      WHEN 'waiting' THEN q.waiting
      ELSE q.oldest_minutes END, 0)::float8 AS value,
    (r.last_fired_at IS NOT NULL AND r.last_fired_at > $1::timestamptz - make_interval(mins => $2)) AS recent
  FROM admin.queue_alert_rules r
  CROSS JOIN LATERAL (
    SELECT count(*) AS waiting,
      floor(extract(epoch FROM $1::timestamptz - min(c.created_at) FILTER (WHERE c.assignee_id IS NULL)) / 60) AS oldest_minutes
    FROM chat.conversations c JOIN chat.users u ON u.uuid = c.user_uuid
    WHERE c.status = 'open' AND (CASE WHEN c.type = 0 THEN 'chat' ELSE 'ticket' END) = r.queue
      AND (r.app_id IS NULL OR u.app_external_id = r.app_id)
  ) q
  WHERE r.enabled
  ORDER BY r.id`;

const describe = (r: RuleRow): string =>
  r.condition === 'waiting'
    ? `${r.value} ${r.queue === 'chat' ? 'chats' : 'tickets'} waiting (more than ${r.threshold})`
    : `the oldest unassigned ${r.queue} has waited ${r.value} min (more than ${r.threshold})`;

/**
 * One round of the queue alert rules: each enabled rule whose condition holds (waiting > N, oldest
 * unassigned > M minutes) and that has not fired in the last QUEUE_ALERT_REFIRE_MINUTES raises a System
 * Alert (type queue_backlog, the rule's severity) and records its last fired time; the round is a
 * cronjob_logs run of alerts:check-queues. Answers the ids of the rules that fired.
 */
export async function evaluateQueueAlerts(tx: Queryable, now: Date = new Date()): Promise<number[]> {
  const started = Date.now();
  const { rows } = await tx.query<RuleRow>(RULES_WITH_VALUES, [now.toISOString(), QUEUE_ALERT_REFIRE_MINUTES]);
  const firing = rows.filter((r) => r.value > r.threshold && !r.recent);
  for (const r of firing) {
    const scope = r.app_id === null ? 'all apps' : `app ${r.app_id}`;
    await tx.query(
      `INSERT INTO admin.system_alerts (type, severity, title, message, data, created_at) VALUES ('queue_backlog', $1, $2, $3, $4::jsonb, $5)`,
      [
        r.severity,
        `Queue alert: ${r.name}`,
        `${describe(r)} in the ${r.queue} queue of ${scope}.`,
        JSON.stringify({ rule_id: r.id, queue: r.queue, app_id: r.app_id, condition: r.condition, threshold: r.threshold, value: r.value }),
        now.toISOString(),
      ],
    );
    await tx.query('UPDATE admin.queue_alert_rules SET last_fired_at = $2 WHERE id = $1', [r.id, now.toISOString()]);
  }
  await tx.query(
    `INSERT INTO admin.cronjob_logs (signature, duration_ms, status, exit_code, output, created_at) VALUES ($1, $2, 'success', 0, $3, $4)`,
    [QUEUE_ALERTS_SIGNATURE, Date.now() - started, `Checked ${rows.length} rules, ${firing.length} fired.`, now.toISOString()],
  );
  return firing.map((r) => r.id);
}

/** The periodic evaluator: one instance per round (advisory lock), a round never doubled, stopped on close. */
export const queueAlertsJob = fp<{ everyMs: number }>(
  async (app, { everyMs }) => {
    everyRound(app, {
      job: 'queue-alerts',
      everyMs,
      failed: 'evaluating the queue alert rules failed',
      round: async () => {
        const fired = await underAdvisoryLock(app.db, QUEUE_ALERTS_LOCK_KEY, (tx) => evaluateQueueAlerts(tx));
        if (fired !== SKIPPED && fired.length > 0) app.log.info({ job: 'queue-alerts', fired }, 'queue alert rules fired');
      },
    });
  },
  { name: 'queue-alerts-job' },
);
