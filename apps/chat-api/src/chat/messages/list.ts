import type { Queryable } from '@bo/db';
import type { ChatMessage } from '@bo/contract';
import { presentMessageRows } from './load.ts';
import { MESSAGE_COLUMNS, type MessageRow } from './present.ts';

export interface MessagePage {
  data: ChatMessage[];
  total: number;
  last_page: number;
}

/** Page 1 is the newest messages; each page is returned oldest first, ready to render. */
export async function listMessages(db: Queryable, conversationUuid: string, page: number, perPage: number): Promise<MessagePage> {
  const count = await db.query<{ total: number }>('SELECT count(*) AS total FROM chat.messages WHERE conversation_uuid = $1', [
    conversationUuid,
  ]);
  const total = Number(count.rows[0]?.total ?? 0);
  const { rows } = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat.messages m WHERE m.conversation_uuid = $1
      ORDER BY m.created_at DESC, m.id DESC LIMIT $2 OFFSET $3`,
    [conversationUuid, perPage, (page - 1) * perPage],
  );
  return { data: await presentMessageRows(db, rows.reverse()), total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** An agent opened the thread: the user's messages count as seen. Answers how many changed. */
export async function markUserMessagesSeen(db: Queryable, conversationUuid: string): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE chat.messages SET seen_at = now()
      WHERE conversation_uuid = $1 AND NOT is_support_message AND type IN ('message', 'rating') AND seen_at IS NULL`,
    [conversationUuid],
  );
  return rowCount;
}
