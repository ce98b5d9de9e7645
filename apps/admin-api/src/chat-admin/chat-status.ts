import type { CHAT_STATUS } from '@bo/contract';
import type { Queryable } from '@bo/db';

type ChatStatus = (typeof CHAT_STATUS)[keyof typeof CHAT_STATUS];

/** The admin's chat status: available (1) or not (0). */
export async function chatStatus(db: Queryable, adminId: number): Promise<ChatStatus> {
  const { rows } = await db.query<{ chat_status: number }>('SELECT chat_status FROM core.admins WHERE id = $1', [adminId]);
  return rows[0]?.chat_status === 1 ? 1 : 0;
}

export async function saveChatStatus(db: Queryable, adminId: number, status: ChatStatus): Promise<void> {
  await db.query('UPDATE core.admins SET chat_status = $2, updated_at = now() WHERE id = $1', [adminId, status]);
}

/** Whoever may work the chat: super admins and admins holding the chat module. */
export async function chatAssignees(db: Queryable) {
  const { rows } = await db.query<{ id: number; name: string; hex_color: string; chat_status: number }>(
    `SELECT id, name, hex_color, chat_status FROM core.admins
      WHERE role = 1 OR permissions->'modules' @> '["chat"]'::jsonb ORDER BY name, id`,
  );
  return rows;
}
