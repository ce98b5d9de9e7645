import { chatFirstResponseTimeResource, chatWeeklyCsatResource, teamActivityResource, userBanStatisticsResource } from '@bo/contract';
import type { ServerResource } from '../list-engine/types.ts';
import { OPTIONS_SQL } from './options.ts';
import { STAFF_ACTIVITY_ROWS } from '../reports/staff-sources.ts';

/**
 * Activity and support performance, from the rows as they are (no rollup yet): each page groups the
 * source rows by its row's day or week, and the date filters read that day or week. Fine for staff
 * and chat volumes. Team Activity Summary (a report) reads the same rows (STAFF_ACTIVITY_ROWS).
 */
export const teamActivity: ServerResource = {
  def: teamActivityResource,
  from: `(SELECT x.admin_id, d.day, d.day::text || ':' || x.admin_id AS row_key,
        count(*) FILTER (WHERE x.kind = 'page_view') AS page_views,
        count(*) FILTER (WHERE x.kind = 'action') AS actions,
        count(*) FILTER (WHERE x.kind = 'status_change') AS status_changes,
        count(*) FILTER (WHERE x.kind = 'review') AS reviews_judged,
        count(*) FILTER (WHERE x.kind = 'chat_message') AS chat_messages,
        count(*) FILTER (WHERE x.kind = 'click_ticket') AS click_tickets_reviewed,
        min(x.at) AS first_activity, max(x.at) AS last_activity
      FROM (${STAFF_ACTIVITY_ROWS}) x CROSS JOIN LATERAL (SELECT (x.at AT TIME ZONE 'UTC')::date AS day) d
      GROUP BY x.admin_id, d.day) t
    LEFT JOIN core.admins a ON a.id = t.admin_id`,
  idExpr: 't.row_key',
  columns: {
    day: 't.day',
    admin_id: 't.admin_id',
    admin_name: 'a.name',
    page_views: 't.page_views::int',
    actions: 't.actions::int',
    status_changes: 't.status_changes::int',
    reviews_judged: 't.reviews_judged::int',
    chat_messages: 't.chat_messages::int',
    click_tickets_reviewed: 't.click_tickets_reviewed::int',
    first_activity: 't.first_activity',
    last_activity: 't.last_activity',
  },
  options: { admin_id: OPTIONS_SQL.admins },
  statistics: { total_actions: 'coalesce(sum(t.actions), 0)', total_chat_messages: 'coalesce(sum(t.chat_messages), 0)' },
};

/**
 * Ratings of the week by the agent the conversation was assigned to when the user rated it, and by chat
 * app: the app filter keeps whole rows, so a row is one week, agent and app.
 */
export const chatWeeklyCsat: ServerResource = {
  def: chatWeeklyCsatResource,
  from: `(SELECT d.week_start, m.assignee_id AS admin_id, cu.app_external_id AS app_id,
        d.week_start::text || ':' || coalesce(m.assignee_id, 0) || ':' || cu.app_external_id AS row_key,
        count(*) AS ratings, avg(m.rating) AS avg_rating,
        100.0 * count(*) FILTER (WHERE m.rating >= 4) / count(*) AS csat_percent,
        100.0 * count(*) FILTER (WHERE m.rating <= 2) / count(*) AS dissatisfied_percent
      FROM chat.messages m
      JOIN chat.conversations cc ON cc.uuid = m.conversation_uuid JOIN chat.users cu ON cu.uuid = cc.user_uuid
      CROSS JOIN LATERAL (SELECT date_trunc('week', m.created_at AT TIME ZONE 'UTC')::date AS week_start) d
      WHERE m.type = 'rating' AND m.rating BETWEEN 1 AND 5 AND m.deleted_at IS NULL
      GROUP BY d.week_start, m.assignee_id, cu.app_external_id) t
    LEFT JOIN core.admins a ON a.id = t.admin_id`,
  idExpr: 't.row_key',
  columns: {
    week: `to_char(t.week_start, 'IYYY-"W"IW')`,
    week_start: 't.week_start',
    admin_id: 't.admin_id',
    admin_name: `coalesce(a.name, 'Unassigned')`,
    app_id: 't.app_id',
    ratings: 't.ratings::int',
    avg_rating: 'round(t.avg_rating, 2)::float8',
    csat_percent: 'round(t.csat_percent, 2)::float8',
    dissatisfied_percent: 'round(t.dissatisfied_percent, 2)::float8',
  },
  sorts: { week: 't.week_start' },
  options: { admin_id: OPTIONS_SQL.admins },
};

/**
 * Per day, channel, chat app and agent (the conversation's assignee): conversations started, and how long
 * until the first agent reply. The app and agent filters keep whole rows, so each is part of the row.
 */
export const chatFirstResponseTime: ServerResource = {
  def: chatFirstResponseTimeResource,
  from: `(SELECT d.day, f.channel, f.app_id, f.admin_id,
        d.day::text || ':' || f.channel || ':' || f.app_id || ':' || coalesce(f.admin_id, 0) AS row_key, count(*) AS started,
        percentile_cont(0.5) WITHIN GROUP (ORDER BY d.minutes) AS median_minutes,
        percentile_cont(0.9) WITHIN GROUP (ORDER BY d.minutes) AS p90_minutes,
        100.0 * count(*) FILTER (WHERE d.minutes <= 5) / count(*) AS within_5_min_percent,
        100.0 * count(*) FILTER (WHERE d.minutes <= 60) / count(*) AS within_1_hour_percent,
        count(*) FILTER (WHERE d.minutes IS NULL) AS unanswered
      FROM (SELECT c.created_at, CASE WHEN c.type = 0 THEN 'chat' ELSE 'ticket' END AS channel, cu.app_external_id AS app_id,
              c.assignee_id AS admin_id,
              (SELECT min(m.created_at) FROM chat.messages m
               WHERE m.conversation_uuid = c.uuid AND m.type = 'message' AND m.is_support_message AND m.deleted_at IS NULL) AS first_reply
            FROM chat.conversations c JOIN chat.users cu ON cu.uuid = c.user_uuid) f
      CROSS JOIN LATERAL (SELECT (f.created_at AT TIME ZONE 'UTC')::date AS day,
        extract(epoch FROM f.first_reply - f.created_at) / 60 AS minutes) d
      GROUP BY d.day, f.channel, f.app_id, f.admin_id) t
    LEFT JOIN core.admins a ON a.id = t.admin_id`,
  idExpr: 't.row_key',
  columns: {
    day: 't.day',
    channel: 't.channel',
    app_id: 't.app_id',
    admin_id: 't.admin_id',
    admin_name: `coalesce(a.name, 'Unassigned')`,
    started: 't.started::int',
    median_minutes: 'round(t.median_minutes::numeric, 1)::float8',
    p90_minutes: 'round(t.p90_minutes::numeric, 1)::float8',
    within_5_min_percent: 'round(t.within_5_min_percent, 2)::float8',
    within_1_hour_percent: 'round(t.within_1_hour_percent, 2)::float8',
    unanswered: 't.unanswered::int',
  },
  options: { admin_id: OPTIONS_SQL.admins },
};

/** Status changes per day by the status they set; automatic ones are those no staff account made (admin 0). */
export const userBanStatistics: ServerResource = {
  def: userBanStatisticsResource,
  from: `(SELECT d.day, d.day::text AS row_key,
        count(*) FILTER (WHERE s.status = 2) AS bans, count(*) FILTER (WHERE s.status = 3) AS shadow_bans,
        count(*) FILTER (WHERE s.status = 6) AS on_hold, count(*) FILTER (WHERE s.status IN (4, 5)) AS reviews,
        count(*) FILTER (WHERE s.status = 1) AS reactivations,
        count(*) FILTER (WHERE ua.admin_id > 0) AS by_staff, count(*) FILTER (WHERE ua.admin_id <= 0) AS automatic
      FROM admin.user_action_audit ua
      CROSS JOIN LATERAL (SELECT (ua.after->>'status')::int AS status) s
      CROSS JOIN LATERAL (SELECT (ua.created_at AT TIME ZONE 'UTC')::date AS day) d
      WHERE ua.action = 'status'
      GROUP BY d.day) t`,
  idExpr: 't.row_key',
  columns: {
    day: 't.day',
    bans: 't.bans::int',
    shadow_bans: 't.shadow_bans::int',
    on_hold: 't.on_hold::int',
    reviews: 't.reviews::int',
    reactivations: 't.reactivations::int',
    by_staff: 't.by_staff::int',
    automatic: 't.automatic::int',
  },
  statistics: { total_bans: 'coalesce(sum(t.bans), 0)', total_reactivations: 'coalesce(sum(t.reactivations), 0)' },
};
