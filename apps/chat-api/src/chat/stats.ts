import type { Queryable } from '@bo/db';
import {
  CHAT_CONVERSATION_TYPE,
  CONVERSATION_STATUSES,
  type ChatStatistics,
  type ConversationStatus,
  type QueueCounts,
  type UserQueues,
} from '@bo/contract';

export async function queueCounts(db: Queryable): Promise<QueueCounts> {
  const { rows } = await db.query<{ chats: number; tickets: number }>(
    `SELECT count(*) FILTER (WHERE type = $1) AS chats, count(*) FILTER (WHERE type <> $1) AS tickets
       FROM chat.conversations WHERE status = 'open' AND assignee_id IS NULL`,
    [CHAT_CONVERSATION_TYPE],
  );
  const chats = Number(rows[0]?.chats ?? 0);
  const tickets = Number(rows[0]?.tickets ?? 0);
  return { queued_count: chats + tickets, chat_queued_count: chats, ticket_queued_count: tickets };
}

/** The queued count an admin sees: only the queues they have switched on. */
export const queuedCountFor = (counts: QueueCounts, queues: UserQueues): number =>
  (queues.is_chat_queue_enabled ? counts.chat_queued_count : 0) + (queues.is_ticket_queue_enabled ? counts.ticket_queued_count : 0);

/** The live counters of the chat dashboard. */
export async function chatStatistics(db: Queryable): Promise<ChatStatistics> {
  const byStatus = await db.query<{ status: ConversationStatus; n: number; unassigned: number }>(
    `SELECT status, count(*) AS n, count(*) FILTER (WHERE assignee_id IS NULL) AS unassigned FROM chat.conversations GROUP BY status`,
  );
  const byApp = await db.query<{ app_external_id: number; open: number }>(
    `SELECT u.app_external_id, count(*) AS open
       FROM chat.conversations c JOIN chat.users u ON u.uuid = c.user_uuid
      WHERE c.status = 'open' GROUP BY u.app_external_id ORDER BY u.app_external_id`,
  );
  const counts = Object.fromEntries(CONVERSATION_STATUSES.map((s) => [s, 0])) as Record<ConversationStatus, number>;
  let unassignedOpen = 0;
  for (const row of byStatus.rows) {
    counts[row.status] = Number(row.n);
    if (row.status === 'open') unassignedOpen = Number(row.unassigned);
  }
  return {
    by_status: counts,
    unassigned_open: unassignedOpen,
    by_app: byApp.rows.map((r) => ({ app_external_id: r.app_external_id, open: Number(r.open) })),
  };
}
