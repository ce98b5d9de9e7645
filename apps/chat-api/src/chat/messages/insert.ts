import { randomUUID } from 'node:crypto';
import type { Queryable } from '@bo/db';

export interface NewMessage {
  conversationUuid: string;
  type: string;
  text: string | null;
  translateRequested?: boolean;
  /** The admin writing it; null for the user and for automatic events. */
  author: { id: number; name: string } | null;
  /** Author name when not an admin (the app user's name). */
  authorName?: string | null;
  isSupportMessage: boolean;
  rating?: number | null;
}

/**
 * Inserts one message, stamping the conversation's current assignee on it. Runs inside the
 * caller's transaction, which holds the conversation row lock.
 */
export async function insertMessage(tx: Queryable, message: NewMessage): Promise<string> {
  const uuid = randomUUID();
  await tx.query(
    `INSERT INTO chat.messages (uuid, conversation_uuid, type, text, translate_requested, author_admin_id, author_name,
                                is_support_message, rating, assignee_id, assignee_name, created_at)
     SELECT $1, c.uuid, $3, $4, $5, $6, $7, $8, $9, c.assignee_id, a.name, clock_timestamp()
       FROM chat.conversations c LEFT JOIN core.admins a ON a.id = c.assignee_id
      WHERE c.uuid = $2`,
    [
      uuid,
      message.conversationUuid,
      message.type,
      message.text,
      message.translateRequested ?? false,
      message.author?.id ?? null,
      message.author?.name ?? message.authorName ?? null,
      message.isSupportMessage,
      message.rating ?? null,
    ],
  );
  return uuid;
}
