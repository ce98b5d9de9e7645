import { ALERT_METRICS } from '@bo/contract';
import type { Queryable } from '@bo/db';

/** The kind of system alert a metric rule raises (packages/contract support/system-alerts.ts). */
export const METRIC_ALERT_TYPE = 'metric_alert';

/**
 * Which way a metric goes wrong: conversion and revenue per hour when they fall under the threshold,
 * the others when they reach it (the demo's "Feed failing 3 runs in a row" fires at the third failure).
 */
const FIRES_BELOW = new Set(['conversion', 'revenue_per_hour']);

interface RuleRow {
  id: number;
  name: string;
  metric: string;
  scope: string;
  threshold: string;
  window_minutes: number;
  severity: string;
}

/** A rule's scope ('all', 'supplier 8', 'app 16'); anything else is not evaluated rather than misread. */
export function parseScope(scope: string): { supplierId: number | null; appId: number | null } | null {
  const text = scope.trim().toLowerCase();
  if (text === 'all' || text === '') return { supplierId: null, appId: null };
  const match = /^(supplier|app) (\d+)$/.exec(text);
  if (!match) return null;
  const id = Number(match[2]);
  return match[1] === 'supplier' ? { supplierId: id, appId: null } : { supplierId: null, appId: id };
}

type Scope = NonNullable<ReturnType<typeof parseScope>>;

/** The clicks of the scope: a supplier's own, or those of an app's users. */
const clickScope = (s: Scope, first: number) =>
  s.supplierId !== null
    ? { sql: ` AND c.supplier_id = $${first}`, params: [s.supplierId] }
    : s.appId !== null
      ? { sql: ` AND c.user_id IN (SELECT id FROM admin.users WHERE app_id = $${first})`, params: [s.appId] }
      : { sql: '', params: [] };

/**
 * A metric's value over the window ending at `now`, or null when there is nothing to judge (no clicks,
 * no completes in the window). Definitions as the reports' (specification 04, rule 2): clicks on their
 * created_at, completes and their revenue on completed_at, offer events on created_at without the
 * rejected (2); recon % = reconciled / completes of the completes' own days, read from the rollups
 * over the UTC days the window touches, so it equals the reports' recon % for those days.
 */
export async function metricValue(db: Queryable, metric: string, scope: Scope, windowMinutes: number, now: Date): Promise<number | null> {
  const from = new Date(now.getTime() - windowMinutes * 60_000);
  const c = clickScope(scope, 3);
  const params = [from.toISOString(), now.toISOString(), ...c.params];
  switch (metric) {
    case 'conversion': {
      const { rows } = await db.query<{ clicks: number; completes: number }>(
        `SELECT (SELECT count(*)::int FROM admin.clicks c WHERE c.created_at >= $1 AND c.created_at < $2${c.sql}) AS clicks,
           (SELECT count(*)::int FROM admin.clicks c WHERE c.status = 1 AND c.completed_at >= $1 AND c.completed_at < $2${c.sql}) AS completes`,
        params,
      );
      const { clicks, completes } = rows[0]!;
      return clicks > 0 ? (100 * completes) / clicks : null;
    }
    case 'revenue_per_hour': {
      // A supplier's scope is its survey revenue; offer events belong to no supplier.
      const offers =
        scope.supplierId !== null
          ? '0'
          : `(SELECT coalesce(sum(e.revenue), 0) FROM admin.offer_events e WHERE e.status <> 2 AND e.created_at >= $1 AND e.created_at < $2${
              scope.appId !== null ? ' AND e.user_id IN (SELECT id FROM admin.users WHERE app_id = $3)' : ''
            })`;
      const { rows } = await db.query<{ revenue: string }>(
        `SELECT (SELECT coalesce(sum(c.revenue), 0) FROM admin.clicks c WHERE c.status = 1 AND c.completed_at >= $1 AND c.completed_at < $2${c.sql})
           + ${offers} AS revenue`,
        params,
      );
      return (Number(rows[0]!.revenue) * 60) / windowMinutes;
    }
    case 'postback_errors': {
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM admin.postback_logs p WHERE p.result = 'rejected' AND p.created_at >= $1 AND p.created_at < $2${
          scope.supplierId !== null
            ? ' AND p.supplier_id = $3'
            : scope.appId !== null
              ? ' AND p.user_id IN (SELECT id FROM admin.users WHERE app_id = $3)'
              : ''
        }`,
        scope.supplierId !== null || scope.appId !== null ? params : params.slice(0, 2),
      );
      return rows[0]!.n;
    }
    case 'sync_failures': {
      // Feeds belong to suppliers, not apps: an app's scope reads every feed.
      const bySupplier = scope.supplierId !== null;
      const { rows } = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM admin.survey_sync_runs r WHERE r.status = 2 AND r.started_at >= $1 AND r.started_at < $2${bySupplier ? ' AND r.supplier_id = $3' : ''}`,
        bySupplier ? [params[0], params[1], scope.supplierId] : params.slice(0, 2),
      );
      return rows[0]!.n;
    }
    case 'recon_percent': {
      const where = scope.supplierId !== null ? ' AND supplier_id = $3' : scope.appId !== null ? ' AND app_id = $3' : '';
      const { rows } = await db.query<{ completes: number; reconciled: number }>(
        `SELECT coalesce(sum(completes), 0)::int AS completes, coalesce(sum(reconciled), 0)::int AS reconciled
         FROM admin.daily_stats WHERE day >= ($1::timestamptz AT TIME ZONE 'UTC')::date AND day <= ($2::timestamptz AT TIME ZONE 'UTC')::date${where}`,
        where ? [params[0], params[1], scope.supplierId ?? scope.appId] : params.slice(0, 2),
      );
      const { completes, reconciled } = rows[0]!;
      return completes > 0 ? (100 * reconciled) / completes : null;
    }
    default:
      return null;
  }
}

export const firesAt = (metric: string, value: number, threshold: number): boolean =>
  FIRES_BELOW.has(metric) ? value < threshold : value >= threshold;

export interface AlertFiring {
  ruleId: number;
  alertId: number;
  value: number;
}

const metricLabel = (metric: string) => ALERT_METRICS.find((m) => m.value === metric)?.label ?? metric;
const shown = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(2));

/**
 * One round of /alert-system: every enabled, unmuted rule not already fired within its own window is
 * judged over its window ending `now`; a rule at its threshold writes a System Alert (its firing,
 * with the rule's severity and the figure) and its last fired time. Run by the rollup job right after
 * the rollups are rebuilt, under the same lock, so one instance judges each round.
 */
export async function evaluateAlertRules(db: Queryable, now: Date): Promise<AlertFiring[]> {
  const { rows: rules } = await db.query<RuleRow>(
    `SELECT id, name, metric, scope, threshold::text AS threshold, window_minutes, severity FROM admin.alert_rules
     WHERE enabled AND (muted_until IS NULL OR muted_until <= $1)
       AND (last_fired_at IS NULL OR last_fired_at <= $1::timestamptz - make_interval(mins => window_minutes))
     ORDER BY id`,
    [now.toISOString()],
  );
  const fired: AlertFiring[] = [];
  for (const rule of rules) {
    const scope = parseScope(rule.scope);
    if (!scope) continue;
    const value = await metricValue(db, rule.metric, scope, rule.window_minutes, now);
    const threshold = Number(rule.threshold);
    if (value === null || !firesAt(rule.metric, value, threshold)) continue;
    const message = `${metricLabel(rule.metric)} is ${shown(value)} over the last ${rule.window_minutes} minutes (${rule.scope}); threshold ${shown(threshold)}.`;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO admin.system_alerts (type, severity, title, message, data, created_at)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6) RETURNING id::int AS id`,
      [
        METRIC_ALERT_TYPE,
        rule.severity,
        rule.name,
        message,
        JSON.stringify({
          alert_rule_id: rule.id,
          metric: rule.metric,
          scope: rule.scope,
          value,
          threshold,
          window_minutes: rule.window_minutes,
        }),
        now.toISOString(),
      ],
    );
    await db.query('UPDATE admin.alert_rules SET last_fired_at = $2 WHERE id = $1', [rule.id, now.toISOString()]);
    fired.push({ ruleId: rule.id, alertId: rows[0]!.id, value });
  }
  return fired;
}
