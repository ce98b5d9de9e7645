import type { Queryable } from '@bo/db';
import { notFound } from '@bo/server-kit';
import { CHAT_MESSAGES, type Conversation } from '@bo/contract';
import { presentConversation, type ConversationRow } from './present.ts';

/**
 * The full conversation answer for a set of uuids: creator, assignee, latest message (events left
 * out) and counters. Only the rows asked for pay for the lateral lookups.
 */
const CONVERSATION_SELECT = `
  SELECT c.uuid, c.status, c.snooze_until, c.type, c.rating, c.language_code, c.source,
         c.latest_generic_message_sent_at, c.created_at, c.updated_at,
         c.assignee_id, a.name AS assignee_name,
         u.uuid AS user_uuid, u.app_external_id, u.external_id, u.is_app_user, u.ps_user_id,
         u.name AS user_name, u.email AS user_email, u.country_code,
         (SELECT count(*) FROM chat.conversations uc WHERE uc.user_uuid = u.uuid) AS conversation_count,
         (SELECT count(*) FROM chat.messages um
           WHERE um.conversation_uuid = c.uuid AND NOT um.is_support_message AND um.type = 'message'
             AND um.seen_at IS NULL AND um.deleted_at IS NULL) AS unseen_count,
         lm.uuid AS lm_uuid, lm.type AS lm_type, lm.text AS lm_text, lm.author_name AS lm_author_name,
         lm.is_support_message AS lm_is_support_message, lm.has_attachments AS lm_has_attachments, lm.created_at AS lm_created_at
    FROM chat.conversations c
    JOIN chat.users u ON u.uuid = c.user_uuid
    LEFT JOIN core.admins a ON a.id = c.assignee_id
    LEFT JOIN LATERAL (
      SELECT m.uuid, m.type, CASE WHEN m.deleted_at IS NULL THEN m.text END AS text, m.author_name, m.is_support_message, m.created_at,
             EXISTS (SELECT 1 FROM chat.attachments ma WHERE ma.message_uuid = m.uuid) AND m.deleted_at IS NULL AS has_attachments
        FROM chat.messages m
       WHERE m.conversation_uuid = c.uuid AND m.type NOT LIKE 'event.%'
       ORDER BY m.created_at DESC, m.id DESC
       LIMIT 1
    ) lm ON true
   WHERE c.uuid = ANY($1::uuid[])`;

/** The conversations with these uuids, in the order given; unknown uuids are left out. */
export async function loadConversations(db: Queryable, uuids: readonly string[]): Promise<Conversation[]> {
  if (uuids.length === 0) return [];
  const { rows } = await db.query<ConversationRow>(CONVERSATION_SELECT, [uuids]);
  const byUuid = new Map(rows.map((r) => [r.uuid, presentConversation(r)]));
  return uuids.flatMap((uuid) => byUuid.get(uuid) ?? []);
}

export async function loadConversation(db: Queryable, uuid: string): Promise<Conversation> {
  const [conversation] = await loadConversations(db, [uuid]);
  if (!conversation) throw notFound(CHAT_MESSAGES.conversationNotFound);
  return conversation;
}
