import { CHAT_APPS, CHAT_MESSAGES } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { notFound } from '@bo/server-kit';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The chat user of an app (by its external ids) with their conversation counts and notes, as shown beside a conversation. */
export async function chatInfo(db: Queryable, appExternalId: number, externalId: string) {
  const { rows } = await db.query<{
    uuid: string;
    name: string | null;
    email: string | null;
    country_code: string | null;
    ps_user_id: number | null;
    is_app_user: boolean;
    conversation_count: number;
    ticket_count: number;
    open: number;
    snoozed: number;
    closed: number;
    average_rating: number | null;
    first_contact_at: Date | null;
    last_contact_at: Date | null;
    latest_conversation_uuid: string | null;
    note_count: number;
  }>(
    `SELECT u.uuid, u.name, u.email, u.country_code, u.ps_user_id, u.is_app_user,
            count(c.uuid) AS conversation_count, count(c.uuid) FILTER (WHERE c.type <> 0) AS ticket_count,
            count(c.uuid) FILTER (WHERE c.status = 'open') AS open, count(c.uuid) FILTER (WHERE c.status = 'snoozed') AS snoozed,
            count(c.uuid) FILTER (WHERE c.status = 'closed') AS closed, avg(c.rating)::float8 AS average_rating,
            min(c.created_at) AS first_contact_at, max(c.last_activity_at) AS last_contact_at,
            (SELECT lc.uuid FROM chat.conversations lc WHERE lc.user_uuid = u.uuid ORDER BY lc.created_at DESC LIMIT 1) AS latest_conversation_uuid,
            (SELECT count(*) FROM chat.user_notes n WHERE n.app_external_id = u.app_external_id AND n.user_external_id = u.external_id) AS note_count
       FROM chat.users u LEFT JOIN chat.conversations c ON c.user_uuid = u.uuid
      WHERE u.app_external_id = $1 AND u.external_id = $2
      GROUP BY u.uuid`,
    [appExternalId, externalId],
  );
  const row = rows[0];
  if (!row) throw notFound(CHAT_MESSAGES.chatUserNotFound);
  return {
    data: {
      app_external_id: appExternalId,
      external_id: externalId,
      user_uuid: row.uuid,
      name: row.name,
      email: row.email,
      country_code: row.country_code?.trim() ?? null,
      ps_user_id: row.ps_user_id === null ? null : Number(row.ps_user_id),
      is_app_user: row.is_app_user,
      conversation_count: Number(row.conversation_count),
      ticket_count: Number(row.ticket_count),
      status_counts: { open: Number(row.open), snoozed: Number(row.snoozed), closed: Number(row.closed) },
      average_rating: row.average_rating === null ? null : Math.round(Number(row.average_rating) * 100) / 100,
      note_count: Number(row.note_count),
      first_contact_at: iso(row.first_contact_at),
      last_contact_at: iso(row.last_contact_at),
      latest_conversation_uuid: row.latest_conversation_uuid,
    },
  };
}

/** A user's streaks in a product (appName is its slug: hey-cash, prime-opinion ...); a user without streaks has an empty list. */
export async function userStreaks(db: Queryable, appName: string, appUserId: string) {
  const chatApp = CHAT_APPS.find((a) => a.project === appName);
  if (!chatApp) throw notFound(CHAT_MESSAGES.unknownApp(appName));
  const { rows } = await db.query<{
    name: string;
    current_length: number;
    longest_length: number;
    started_at: Date | null;
    last_activity_at: Date | null;
    last_renewal_at: Date | null;
  }>(
    `SELECT name, current_length, longest_length, started_at, last_activity_at, last_renewal_at
       FROM chat.user_streaks WHERE app_external_id = $1 AND user_external_id = $2 ORDER BY name`,
    [chatApp.id, appUserId],
  );
  const renewals = rows.flatMap((r) => (r.last_renewal_at ? [new Date(r.last_renewal_at).getTime()] : []));
  return {
    streaks: rows.map((r) => ({
      name: r.name,
      current_length: r.current_length,
      longest_length: r.longest_length,
      started_at: iso(r.started_at),
      last_activity_at: iso(r.last_activity_at),
    })),
    last_renewal: renewals.length > 0 ? new Date(Math.max(...renewals)).toISOString() : null,
  };
}
