import { alertRulesResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';

/** /alert-system: the metric alarms (migration 024). */
export const alertRules: ServerResource = {
  def: alertRulesResource,
  from: 'admin.alert_rules ar',
  idExpr: 'ar.id',
  idType: 'integer',
  columns: {
    id: 'ar.id',
    name: 'ar.name',
    metric: 'ar.metric',
    scope: 'ar.scope',
    threshold: 'ar.threshold::float8',
    window_minutes: 'ar.window_minutes',
    severity: 'ar.severity',
    enabled: 'ar.enabled',
    muted_until: 'ar.muted_until',
    last_fired_at: 'ar.last_fired_at',
  },
  // Rules that never fired sort after those that did, whichever the direction of the newest first.
  sorts: { last_fired_at: "coalesce(ar.last_fired_at, '-infinity'::timestamptz)" },
  search: ({ pattern }) => `ar.name ILIKE ${pattern}`,
  form: { table: 'admin.alert_rules', unique: 'name', touch: { updated_by: 'admin', updated_at: 'now' } },
};
