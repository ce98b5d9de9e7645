import type { Queryable } from '@bo/db';
import type { Conversation, ConversationFilters } from '@bo/contract';
import { CONVERSATION_ORDER, conversationWhere } from './list-query.ts';
import { loadConversations } from './load.ts';

export interface ConversationPage {
  data: Conversation[];
  total: number;
  last_page: number;
}

/** One page of the conversation list: the filtered count, then only this page's rows in full. */
export async function listConversations(
  db: Queryable,
  query: { page: number; per_page: number; sort: keyof typeof CONVERSATION_ORDER; filters: ConversationFilters },
): Promise<ConversationPage> {
  const where = conversationWhere(query.filters);
  const from = `FROM chat.conversations c JOIN chat.users u ON u.uuid = c.user_uuid ${where.sql}`;
  const count = await db.query<{ total: number }>(`SELECT count(*) AS total ${from}`, where.params);
  const total = Number(count.rows[0]?.total ?? 0);
  const n = where.params.length;
  const page = await db.query<{ uuid: string }>(
    `SELECT c.uuid ${from} ORDER BY ${CONVERSATION_ORDER[query.sort]} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, query.per_page, (query.page - 1) * query.per_page],
  );
  return {
    data: await loadConversations(
      db,
      page.rows.map((r) => r.uuid),
    ),
    total,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
}
