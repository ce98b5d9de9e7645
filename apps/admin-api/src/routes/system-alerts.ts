import type { Queryable } from '@bo/db';
import {
  ALERT_MESSAGES,
  OPERATIONS_CALL,
  SYSTEM_ALERT_TYPES,
  adminRefOf,
  isoTimestamp,
  systemAlertTypeLabel,
  type SystemAlert,
} from '@bo/contract';
import { bodyErrorsAs422, notFound, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { Conditions } from '../query/conditions.ts';
import { addRange, rangeBounds } from '../query/date-range.ts';
import { countedPaging } from '../list-engine/paging.ts';

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

/**
 * System alerts (specification 03): the list (seen / not seen, type, creation date range; newest
 * first), marking one seen, and the not-seen count the screens poll every minute.
 */
export const systemAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);

  routeCall(app, OPERATIONS_CALL.alertList, async (request) => {
    const { page, per_page: perPage, is_seen: isSeen, type, created_from: from, created_to: to } = request.query;
    const c = new Conditions();
    c.when(isSeen, (p) => `al.is_seen = ${p}`);
    c.when(type, (p) => `al.type = ${p}`);
    addRange(c, 'al.created_at', 'timestamptz', rangeBounds(from, to, 'utc'));
    const counted = await app.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM admin.system_alerts al ${c.sql}`, c.params);
    const total = counted.rows[0]?.total ?? 0;
    const offset = (page - 1) * perPage;
    const { rows } = await app.db.query<AlertRow>(
      `${ALERT_SELECT} ${c.sql} ORDER BY al.created_at DESC, al.id DESC LIMIT ${c.param(perPage)} OFFSET ${c.param(offset)}`,
      c.params,
    );
    return {
      data: rows.map(presentAlert),
      filterData: FILTER_DATA,
      paging: countedPaging(total, page, perPage, rows.length),
    };
  });

  routeCall(app, OPERATIONS_CALL.alertNotSeenCount, async () => {
    const { rows } = await app.db.query<{ count: number }>('SELECT count(*)::int AS count FROM admin.system_alerts WHERE NOT is_seen');
    return { count: rows[0]?.count ?? 0 };
  });

  routeCall(app, OPERATIONS_CALL.alertMarkSeen, async (request) => {
    // Marking an alert seen twice keeps who saw it first.
    const { rowCount } = await app.db.query(
      `UPDATE admin.system_alerts SET is_seen = true, seen_at = coalesce(seen_at, now()), seen_by_admin_id = coalesce(seen_by_admin_id, $2) WHERE id = $1`,
      [request.params.id, request.ctx.adminId],
    );
    const alert = rowCount ? await loadAlert(app.db, request.params.id) : null;
    if (!alert) throw notFound(ALERT_MESSAGES.alertNotFound);
    return { message: ALERT_MESSAGES.markedSeen, data: alert };
  });
};
