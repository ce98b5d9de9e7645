import {
  ALERT_MESSAGES,
  SYSTEM_ALERT_TYPES,
  adminRefOf,
  isoTimestamp,
  systemAlertTypeLabel,
  type SystemAlert,
  type SystemAlertListQuery,
} from '@bo/contract';
import type { Queryable } from '@bo/db';
import { notFound } from '@bo/server-kit';
import { countedPaging } from '../list-engine/paging.ts';
import { Conditions } from '../query/conditions.ts';
import { addRange, rangeBounds } from '../query/date-range.ts';

interface AlertRow {
  id: number;
  type: string;
  severity: string;
  title: string;
  message: string;
  data: Record<string, unknown> | null;
  is_seen: boolean;
  seen_at: Date | null;
  seen_by_id: number | null;
  seen_by_name: string | null;
  seen_by_color: string | null;
  created_at: Date;
}

const ALERT_SELECT = `
  SELECT al.id, al.type, al.severity, al.title, al.message, al.data, al.is_seen, al.seen_at, al.created_at,
         ad.id AS seen_by_id, ad.name AS seen_by_name, ad.hex_color AS seen_by_color
    FROM admin.system_alerts al LEFT JOIN core.admins ad ON ad.id = al.seen_by_admin_id`;

const presentAlert = (r: AlertRow): SystemAlert => ({
  id: r.id,
  type: r.type,
  type_label: systemAlertTypeLabel(r.type),
  severity: r.severity,
  title: r.title,
  message: r.message,
  data: r.data,
  is_seen: r.is_seen,
  seen_at: r.seen_at ? isoTimestamp(r.seen_at) : null,
  seen_by: adminRefOf(r.seen_by_id, r.seen_by_name, r.seen_by_color),
  created_at: isoTimestamp(r.created_at),
});

async function loadAlert(db: Queryable, id: number): Promise<SystemAlert | null> {
  const { rows } = await db.query<AlertRow>(`${ALERT_SELECT} WHERE al.id = $1`, [id]);
  return rows[0] ? presentAlert(rows[0]) : null;
}

const FILTER_DATA = {
  type: SYSTEM_ALERT_TYPES.map((t) => ({ value: t.value, label: t.label })),
  is_seen: [
    { value: 0, label: 'Not seen' },
    { value: 1, label: 'Seen' },
  ],
};

/** The list (seen / not seen, type, creation date range; newest first) with its filter options and paging. */
export async function listSystemAlerts(db: Queryable, query: SystemAlertListQuery) {
  const { page, per_page: perPage, is_seen: isSeen, type, created_from: from, created_to: to } = query;
  const c = new Conditions();
  c.when(isSeen, (p) => `al.is_seen = ${p}`);
  c.when(type, (p) => `al.type = ${p}`);
  addRange(c, 'al.created_at', 'timestamptz', rangeBounds(from, to, 'utc'));
  const counted = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM admin.system_alerts al ${c.sql}`, c.params);
  const total = counted.rows[0]?.total ?? 0;
  const offset = (page - 1) * perPage;
  const { rows } = await db.query<AlertRow>(
    `${ALERT_SELECT} ${c.sql} ORDER BY al.created_at DESC, al.id DESC LIMIT ${c.param(perPage)} OFFSET ${c.param(offset)}`,
    c.params,
  );
  return {
    data: rows.map(presentAlert),
    filterData: FILTER_DATA,
    paging: countedPaging(total, page, perPage, rows.length),
  };
}

/** How many alerts nobody has seen (the screens poll it every minute). */
export async function notSeenAlertCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM admin.system_alerts WHERE NOT is_seen');
  return rows[0]?.count ?? 0;
}

/** Marks an alert seen by the admin and answers it; 404 for an unknown alert. */
export async function markAlertSeen(db: Queryable, adminId: number, id: number): Promise<SystemAlert> {
  // Marking an alert seen twice keeps who saw it first.
  const { rowCount } = await db.query(
    `UPDATE admin.system_alerts SET is_seen = true, seen_at = coalesce(seen_at, now()), seen_by_admin_id = coalesce(seen_by_admin_id, $2) WHERE id = $1`,
    [id, adminId],
  );
  const alert = rowCount ? await loadAlert(db, id) : null;
  if (!alert) throw notFound(ALERT_MESSAGES.alertNotFound);
  return alert;
}
