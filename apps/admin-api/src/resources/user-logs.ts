import { userBonusOffersResource, userProfilingsResource, userStatusChangesNewResource, userStatusChangesResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { OPTIONS_SQL } from './options.ts';

/** The status entries of the user action audit (migration 009), with the user's app and the admin. */
export const userStatusChanges: ServerResource = {
  def: userStatusChangesResource,
  from: `(SELECT * FROM admin.user_action_audit WHERE action = 'status') ua
    JOIN admin.users u ON u.id = ua.user_id
    LEFT JOIN core.admins ad ON ad.id = ua.admin_id`,
  idExpr: 'ua.id',
  columns: {
    id: 'ua.id',
    user_id: 'ua.user_id',
    app_id: 'u.app_id',
    from_status: "(ua.before->>'status')::int",
    to_status: "(ua.after->>'status')::int",
    comment: "ua.after->>'comment'",
    banned_until: "(ua.after->>'banned_until')::timestamptz",
    admin_name: 'ad.name',
    admin_hex_color: 'ad.hex_color',
    created_at: 'ua.created_at',
  },
  filters: { userId: 'ua.user_id', admin_id: 'ua.admin_id', app_id: 'u.app_id' },
  options: { admin_id: OPTIONS_SQL.admins, app_id: OPTIONS_SQL.apps },
  rangeFirst: { filter: 'created_at', maxDays: 7 },
};

/**
 * Approval requests (any state) and direct changes (status entries not made by approving a request),
 * as one timeline. Two small tables: counted pages.
 */
export const userStatusChangesNew: ServerResource = {
  def: userStatusChangesNewResource,
  from: `(
      SELECT 'Request ' || ap.id AS reference, ap.id * 2 AS row_key, ap.user_id, ap.status::int AS status,
        ap.requested_by_admin_id AS admin_id, ap.requested_original_admin_id AS original_admin_id, ap.state,
        ap.decided_by_admin_id, ap.requested_at AS created_at
      FROM admin.user_status_approvals ap
      UNION ALL
      SELECT 'Change ' || ua.id, ua.id * 2 + 1, ua.user_id, (ua.after->>'status')::int,
        ua.admin_id, ua.original_admin_id, 'direct', NULL, ua.created_at
      FROM admin.user_action_audit ua
      WHERE ua.action = 'status' AND NOT (ua.after ? 'approval')
    ) t
    LEFT JOIN core.admins rq ON rq.id = t.admin_id
    LEFT JOIN core.admins si ON si.id = t.original_admin_id
    LEFT JOIN core.admins dc ON dc.id = t.decided_by_admin_id`,
  idExpr: 't.row_key',
  columns: {
    reference: 't.reference',
    user_id: 't.user_id',
    status: 't.status',
    requested_by_name: 'rq.name',
    signed_in_name: 'si.name',
    state: 't.state',
    decided_by_name: 'dc.name',
    created_at: 't.created_at',
  },
  filters: { userId: 't.user_id', admin_id: 't.admin_id' },
  options: { admin_id: OPTIONS_SQL.admins },
};

export const userProfilings: ServerResource = {
  def: userProfilingsResource,
  from: `admin.user_profiling_answers pa
    JOIN admin.questions q ON q.id = pa.question_id
    LEFT JOIN admin.question_answers qa ON qa.id = pa.answer_id`,
  idExpr: 'pa.id',
  columns: {
    id: 'pa.id',
    user_id: 'pa.user_id',
    question_id: 'pa.question_id',
    question_text: 'q.text',
    answer: 'coalesce(qa.text, pa.answer_input)',
    source: "CASE pa.source WHEN 'user_input' THEN 'Manually' WHEN 'automatic_match' THEN 'Automatically' ELSE 'Supplier Match' END",
    created_at: 'pa.created_at',
  },
  filters: { userId: 'pa.user_id', question_id: 'pa.question_id', source: 'pa.source' },
  options: { question_id: OPTIONS_SQL.questions },
};

export const userBonusOffers: ServerResource = {
  def: userBonusOffersResource,
  from: 'admin.user_bonus_offers bo JOIN core.apps a ON a.id = bo.app_id',
  idExpr: 'bo.id',
  columns: {
    id: 'bo.id',
    user_id: 'bo.user_id',
    app_id: 'bo.app_id',
    type: 'bo.type',
    target: 'bo.target',
    progress: 'bo.progress',
    reward_points: 'bo.reward_points',
    reward_usd: 'round(bo.reward_points::numeric / coalesce(a.points_divisor, a.exchange_rate), 2)::float8',
    status: 'bo.status',
    expires_at: 'bo.expires_at',
    created_at: 'bo.created_at',
  },
  filters: { userId: 'bo.user_id' },
  options: { app_id: OPTIONS_SQL.apps },
};
