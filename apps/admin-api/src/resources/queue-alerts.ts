import { queueAlertRulesResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';

/** /queue-alert-system: the queue alarms (migration 035). */
export const queueAlertRules: ServerResource = {
  def: queueAlertRulesResource,
  from: 'admin.queue_alert_rules qr',
  idExpr: 'qr.id',
  idType: 'integer',
  columns: {
    id: 'qr.id',
    name: 'qr.name',
    queue: 'qr.queue',
    app_id: 'qr.app_id',
    condition: 'qr.condition',
    threshold: 'qr.threshold',
    severity: 'qr.severity',
    enabled: 'qr.enabled',
    last_fired_at: 'qr.last_fired_at',
  },
  sorts: { last_fired_at: "coalesce(qr.last_fired_at, '-infinity'::timestamptz)" },
  search: ({ pattern }) => `qr.name ILIKE ${pattern}`,
  form: { table: 'admin.queue_alert_rules', unique: 'name', touch: { updated_by: 'admin', updated_at: 'now' } },
};
