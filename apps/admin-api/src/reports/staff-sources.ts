import type { ReportSource } from './types.ts';
import { DAILY_APP_SUPPLIER_STATS, DAILY_STATS } from './sources.ts';

/**
 * The sources of the staff, support and activity reports (specification 04, sections 4 and 5):
 * unions of the rows as they are, each row a thing someone did at a moment, so the window is applied
 * to those moments before anything is grouped. One truth: Team Activity (a table screen) and Team
 * Activity Summary read the same rows.
 */
const utcDay = (at: string) => `(${at} AT TIME ZONE 'UTC')::date`;
const utcBound = (day: string) => `((${day})::timestamp AT TIME ZONE 'UTC')`;
const atWindow = (at: string) => (lo: string, hi: string) => `${at} >= ${utcBound(lo)} AND ${at} < ${utcBound(hi)}`;
const median = (expr: string, kind: string) => `percentile_cont(0.5) WITHIN GROUP (ORDER BY ${expr}) FILTER (WHERE ${kind})`;

/** Support messages written by an agent (replies users read), with their conversation. */
const SUPPORT_REPLIES = `chat.messages m JOIN chat.conversations c ON c.uuid = m.conversation_uuid JOIN chat.users cu ON cu.uuid = c.user_uuid
  WHERE m.type = 'message' AND m.is_support_message AND m.deleted_at IS NULL AND m.author_admin_id IS NOT NULL`;
const CHANNEL = `CASE WHEN c.type = 0 THEN 'chat' ELSE 'ticket' END`;

/** What each staff member did, one row per act: admin (admin_id), kind, at. */
export const STAFF_ACTIVITY_ROWS = `SELECT admin_id, type AS kind, created_at AS at FROM admin.admin_logs
  UNION ALL SELECT admin_id, 'status_change', created_at FROM admin.user_action_audit WHERE action = 'status'
  UNION ALL SELECT admin_id, 'review', created_at FROM support.review_history WHERE event = 'status_changed' AND admin_id IS NOT NULL
  UNION ALL SELECT m.author_admin_id, 'chat_message', m.created_at FROM ${SUPPORT_REPLIES}
  UNION ALL SELECT reviewed_by_admin_id, 'click_ticket', reviewed_at FROM admin.click_tickets
    WHERE reviewed_by_admin_id IS NOT NULL AND reviewed_at IS NOT NULL`;

const kindCount = (alias: string, kind: string) => `count(*) FILTER (WHERE ${alias}.kind = '${kind}')`;

export const STAFF_ACTIVITY: ReportSource = {
  from: `(${STAFF_ACTIVITY_ROWS}) sa`,
  day: utcDay('sa.at'),
  window: atWindow('sa.at'),
  dims: { admin: 'sa.admin_id' },
  sums: {
    page_views: kindCount('sa', 'page_view'),
    actions: kindCount('sa', 'action'),
    status_changes: kindCount('sa', 'status_change'),
    reviews_judged: kindCount('sa', 'review'),
    chat_messages: kindCount('sa', 'chat_message'),
    click_tickets_reviewed: kindCount('sa', 'click_ticket'),
    active_days: `count(DISTINCT ${utcDay('sa.at')})`,
    active_hours: `count(DISTINCT date_trunc('hour', sa.at))`,
  },
};

/** Click tickets on the day they were reviewed, by the reviewer. */
export const CLICK_TICKET_REVIEWS: ReportSource = {
  from: 'admin.click_tickets ct',
  day: utcDay('ct.reviewed_at'),
  window: atWindow('ct.reviewed_at'),
  where: 'ct.status IN (1, 2) AND ct.reviewed_by_admin_id IS NOT NULL AND ct.reviewed_at IS NOT NULL',
  dims: { admin: 'ct.reviewed_by_admin_id', reason: 'ct.reason' },
  sums: {
    tickets_reviewed: 'count(*)',
    tickets_approved: 'count(*) FILTER (WHERE ct.status = 1)',
    tickets_rejected: 'count(*) FILTER (WHERE ct.status = 2)',
    review_minutes_median: `percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM ct.reviewed_at - ct.created_at) / 60)`,
  },
};

/** The first support reply of each conversation: its author, and minutes since the conversation began. */
const FIRST_REPLIES = `SELECT DISTINCT ON (m.conversation_uuid) m.author_admin_id AS agent_id, c.created_at AS at, cu.app_external_id AS app_id,
    m.conversation_uuid::text AS item, extract(epoch FROM m.created_at - c.created_at) / 60 AS value
  FROM ${SUPPORT_REPLIES} ORDER BY m.conversation_uuid, m.created_at, m.id`;

/** An agent's support work, one row per act: agent_id, kind, at, app_id, item (conversation), value. */
const SUPPORT_WORK_ROWS = `SELECT m.author_admin_id AS agent_id, 'reply' AS kind, m.created_at AS at, cu.app_external_id AS app_id,
      m.conversation_uuid::text AS item, NULL::numeric AS value FROM ${SUPPORT_REPLIES}
  UNION ALL SELECT m.author_admin_id, 'ticket_closed', m.created_at, cu.app_external_id, m.conversation_uuid::text, NULL
    FROM chat.messages m JOIN chat.conversations c ON c.uuid = m.conversation_uuid JOIN chat.users cu ON cu.uuid = c.user_uuid
    WHERE m.type = 'event.conversation_closed' AND c.type <> 0 AND m.deleted_at IS NULL
  UNION ALL SELECT f.agent_id, 'first_response', f.at, f.app_id, f.item, f.value FROM (${FIRST_REPLIES}) f
  UNION ALL SELECT m.assignee_id, 'rating', m.created_at, cu.app_external_id, m.conversation_uuid::text, m.rating
    FROM chat.messages m JOIN chat.conversations c ON c.uuid = m.conversation_uuid JOIN chat.users cu ON cu.uuid = c.user_uuid
    WHERE m.type = 'rating' AND m.rating BETWEEN 1 AND 5 AND m.deleted_at IS NULL
  UNION ALL SELECT h.admin_id, 'review', h.created_at, u.app_id, h.review_uuid::text, h.status
    FROM support.review_history h JOIN admin.users u ON u.id = h.user_id WHERE h.event = 'status_changed' AND h.admin_id IS NOT NULL
  UNION ALL SELECT t.reviewed_by_admin_id, 'click_ticket', t.reviewed_at, u.app_id, t.id::text, t.status
    FROM admin.click_tickets t JOIN admin.users u ON u.id = t.user_id
    WHERE t.reviewed_by_admin_id IS NOT NULL AND t.reviewed_at IS NOT NULL`;

export const SUPPORT_WORK: ReportSource = {
  from: `(${SUPPORT_WORK_ROWS}) sw`,
  day: utcDay('sw.at'),
  window: atWindow('sw.at'),
  dims: { agent: 'sw.agent_id', app: 'sw.app_id' },
  sums: {
    conversations_handled: `count(DISTINCT sw.item) FILTER (WHERE sw.kind = 'reply')`,
    tickets_closed: kindCount('sw', 'ticket_closed'),
    first_response_median: median('sw.value', `sw.kind = 'first_response'`),
    ratings: kindCount('sw', 'rating'),
    ratings_satisfied: `count(*) FILTER (WHERE sw.kind = 'rating' AND sw.value >= 4)`,
    reviews_judged: kindCount('sw', 'review'),
    click_tickets_reviewed: kindCount('sw', 'click_ticket'),
  },
};

/** Each agent's replies (with whether a macro wrote them) and closes (with minutes since the first reply). */
const CHAT_OUTPUT_ROWS = `SELECT m.author_admin_id AS agent_id, 'reply' AS kind, m.created_at AS at, cu.app_external_id AS app_id, ${CHANNEL} AS channel,
      m.conversation_uuid::text AS item, CASE WHEN EXISTS (SELECT 1 FROM chat.macro_uses mu WHERE mu.message_uuid = m.uuid) THEN 1 ELSE 0 END AS value
    FROM ${SUPPORT_REPLIES}
  UNION ALL SELECT m.author_admin_id, 'closed', m.created_at, cu.app_external_id, ${CHANNEL}, m.conversation_uuid::text,
      extract(epoch FROM m.created_at - coalesce(
        (SELECT min(r.created_at) FROM chat.messages r WHERE r.conversation_uuid = m.conversation_uuid AND r.type = 'message'
           AND r.is_support_message AND r.deleted_at IS NULL), c.created_at)) / 60
    FROM chat.messages m JOIN chat.conversations c ON c.uuid = m.conversation_uuid JOIN chat.users cu ON cu.uuid = c.user_uuid
    WHERE m.type = 'event.conversation_closed' AND m.deleted_at IS NULL AND m.author_admin_id IS NOT NULL`;

export const CHAT_OUTPUT: ReportSource = {
  from: `(${CHAT_OUTPUT_ROWS}) co`,
  day: utcDay('co.at'),
  window: atWindow('co.at'),
  dims: { agent: 'co.agent_id', app: 'co.app_id', channel: 'co.channel' },
  sums: {
    conversations_replied: `count(DISTINCT co.item) FILTER (WHERE co.kind = 'reply')`,
    conversations_closed: kindCount('co', 'closed'),
    messages_sent: kindCount('co', 'reply'),
    macro_messages: `count(*) FILTER (WHERE co.kind = 'reply' AND co.value = 1)`,
    handling_median: median('co.value', `co.kind = 'closed'`),
  },
};

const STATUS_EVENT = `CASE m.type WHEN 'event.conversation_closed' THEN 'closed' WHEN 'event.conversation_snoozed' THEN 'snoozed' ELSE 'open' END`;

/**
 * Each conversation's states over time from its status events (opened at creation; snoozed, unsnoozed,
 * reopened, closed), then one row per UTC day whose end fell inside an open or snoozed stretch.
 */
const BACKLOG_ROWS = `SELECT s.app_id, s.state, (d.day + 1)::timestamp AT TIME ZONE 'UTC' - interval '1 microsecond' AS at
  FROM (SELECT e.*, lead(e.since) OVER (PARTITION BY e.uuid ORDER BY e.since, e.seq) AS until FROM (
      SELECT c.uuid, cu.app_external_id AS app_id, 'open' AS state, c.created_at AS since, 0::bigint AS seq
        FROM chat.conversations c JOIN chat.users cu ON cu.uuid = c.user_uuid
      UNION ALL SELECT c.uuid, cu.app_external_id, ${STATUS_EVENT}, m.created_at, m.id
        FROM chat.messages m JOIN chat.conversations c ON c.uuid = m.conversation_uuid JOIN chat.users cu ON cu.uuid = c.user_uuid
        WHERE m.type IN ('event.conversation_closed', 'event.conversation_snoozed', 'event.conversation_unsnoozed', 'event.conversation_reopened')
    ) e) s
  CROSS JOIN LATERAL generate_series(${utcDay('s.since')}, least(${utcDay("coalesce(s.until, 'infinity')")}, ${utcDay('now()')}), interval '1 day') g(ts)
  CROSS JOIN LATERAL (SELECT g.ts::date AS day) d
  WHERE s.state <> 'closed' AND (d.day + 1)::timestamp AT TIME ZONE 'UTC' > s.since
    AND (s.until IS NULL OR (d.day + 1)::timestamp AT TIME ZONE 'UTC' <= s.until)`;

/** The desk's day: conversations begun, closed (with hours since they began), reopened, rated; the backlog at day end. */
const DESK_ROWS = `SELECT CASE WHEN c.type = 0 THEN 'new_chat' ELSE 'new_ticket' END AS kind, c.created_at AS at, cu.app_external_id AS app_id, NULL::numeric AS value
    FROM chat.conversations c JOIN chat.users cu ON cu.uuid = c.user_uuid
  UNION ALL SELECT CASE m.type WHEN 'event.conversation_closed' THEN 'closed' WHEN 'event.conversation_reopened' THEN 'reopened' ELSE 'rating' END,
      m.created_at, cu.app_external_id,
      CASE m.type WHEN 'event.conversation_closed' THEN extract(epoch FROM m.created_at - c.created_at) / 3600 WHEN 'rating' THEN m.rating END
    FROM chat.messages m JOIN chat.conversations c ON c.uuid = m.conversation_uuid JOIN chat.users cu ON cu.uuid = c.user_uuid
    WHERE m.deleted_at IS NULL AND (m.type IN ('event.conversation_closed', 'event.conversation_reopened') OR (m.type = 'rating' AND m.rating BETWEEN 1 AND 5))
  UNION ALL SELECT b.state || '_end', b.at, b.app_id, NULL FROM (${BACKLOG_ROWS}) b`;

/** A figure at day end exists for one day only: a longer window (the totals row) leaves it empty. */
const atDayEnd = (state: string) =>
  `CASE WHEN count(DISTINCT ${utcDay('dk.at')}) FILTER (WHERE dk.kind IN ('open_end', 'snoozed_end')) <= 1 THEN count(*) FILTER (WHERE dk.kind = '${state}_end') END`;

export const CHAT_DESK: ReportSource = {
  from: `(${DESK_ROWS}) dk`,
  day: utcDay('dk.at'),
  window: atWindow('dk.at'),
  dims: { app: 'dk.app_id' },
  sums: {
    new_chats: kindCount('dk', 'new_chat'),
    new_tickets: kindCount('dk', 'new_ticket'),
    conversations_closed: kindCount('dk', 'closed'),
    conversations_reopened: kindCount('dk', 'reopened'),
    open_at_day_end: atDayEnd('open'),
    snoozed_at_day_end: atDayEnd('snoozed'),
    resolution_median: median('dk.value', `dk.kind = 'closed'`),
    ratings: kindCount('dk', 'rating'),
    ratings_satisfied: `count(*) FILTER (WHERE dk.kind = 'rating' AND dk.value >= 4)`,
  },
};

/**
 * The review team's decisions: reviews judged (with the status set), bans and activations of the
 * audit (an activation marked when the user was banned again within 30 days), approvals asked and,
 * of those, granted (both on the day asked).
 */
const REVIEW_DECISION_ROWS = `SELECT h.admin_id, 'review' AS kind, h.created_at AS at, u.app_id, h.status::int AS value
    FROM support.review_history h JOIN admin.users u ON u.id = h.user_id WHERE h.event = 'status_changed' AND h.admin_id IS NOT NULL
  UNION ALL SELECT ua.admin_id, CASE (ua.after->>'status')::int WHEN 1 THEN 'activation' ELSE 'ban' END, ua.created_at, u.app_id,
      CASE WHEN (ua.after->>'status')::int = 1 AND EXISTS (SELECT 1 FROM admin.user_action_audit rb WHERE rb.user_id = ua.user_id
        AND rb.action = 'status' AND (rb.after->>'status')::int IN (2, 3) AND rb.created_at > ua.created_at
        AND rb.created_at <= ua.created_at + interval '30 days') THEN 1 ELSE 0 END
    FROM admin.user_action_audit ua JOIN admin.users u ON u.id = ua.user_id
    WHERE ua.action = 'status' AND (ua.after->>'status')::int IN (1, 2)
  UNION ALL SELECT a.requested_by_admin_id, 'approval', a.requested_at, u.app_id, CASE WHEN a.state = 'approved' THEN 1 ELSE 0 END
    FROM admin.user_status_approvals a JOIN admin.users u ON u.id = a.user_id`;

export const REVIEW_DECISIONS: ReportSource = {
  from: `(${REVIEW_DECISION_ROWS}) rd`,
  day: utcDay('rd.at'),
  window: atWindow('rd.at'),
  dims: { admin: 'rd.admin_id', app: 'rd.app_id' },
  sums: {
    reviews_judged: kindCount('rd', 'review'),
    judged_problem: `count(*) FILTER (WHERE rd.kind = 'review' AND rd.value = 1)`,
    judged_review: `count(*) FILTER (WHERE rd.kind = 'review' AND rd.value = 2)`,
    judged_good: `count(*) FILTER (WHERE rd.kind = 'review' AND rd.value = 3)`,
    judged_perfect: `count(*) FILTER (WHERE rd.kind = 'review' AND rd.value = 4)`,
    bans: kindCount('rd', 'ban'),
    activations: kindCount('rd', 'activation'),
    activations_rebanned: `count(*) FILTER (WHERE rd.kind = 'activation' AND rd.value = 1)`,
    approvals_asked: kindCount('rd', 'approval'),
    approvals_granted: `count(*) FILTER (WHERE rd.kind = 'approval' AND rd.value = 1)`,
  },
};

/**
 * Clicks and offer events row by row, as daily_stats counts them (the user's app, country and
 * platform; clicks on created_at, offer events but rejected ones): read only for the hour of day,
 * which the rollups do not keep.
 */
export const ACTIVITY_ROWS: ReportSource = {
  from: `(SELECT c.created_at AS at, u.app_id, c.supplier_id, u.country_code, u.platform, c.status, 0 AS offer_event
      FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id
    UNION ALL SELECT e.created_at, u.app_id, NULL, u.country_code, u.platform, NULL, 1
      FROM admin.offer_events e JOIN admin.users u ON u.id = e.user_id WHERE e.status <> 2) ar`,
  day: utcDay('ar.at'),
  window: atWindow('ar.at'),
  dims: {
    app: 'ar.app_id',
    supplier: 'ar.supplier_id',
    country: 'ar.country_code',
    platform: 'ar.platform',
    hour: `extract(hour FROM ar.at AT TIME ZONE 'UTC')::int`,
  },
  sums: {
    clicks: 'count(*) FILTER (WHERE ar.offer_event = 0)',
    clicks_init: 'count(*) FILTER (WHERE ar.status = 0)',
    clicks_completed: 'count(*) FILTER (WHERE ar.status = 1)',
    clicks_screen_out: 'count(*) FILTER (WHERE ar.status = 2)',
    clicks_cancelled: 'count(*) FILTER (WHERE ar.status = 3)',
    offer_events: 'sum(ar.offer_event)',
  },
};

/** The rollups answer every cut but the hour of day (rule 1: the same sums from the same rows). */
export const ACTIVITY_COARSER: readonly ReportSource[] = [DAILY_APP_SUPPLIER_STATS, DAILY_STATS];
