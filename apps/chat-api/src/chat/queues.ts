import type { Queryable } from '@bo/db';
import type { UserQueues } from '@bo/contract';

/** An admin's queue flags; an admin who never switched them has both on. */
export async function loadUserQueues(db: Queryable, adminId: number): Promise<UserQueues> {
  const { rows } = await db.query<UserQueues>(
    'SELECT is_chat_queue_enabled, is_ticket_queue_enabled FROM chat.admin_queues WHERE admin_id = $1',
    [adminId],
  );
  return rows[0] ?? { is_chat_queue_enabled: true, is_ticket_queue_enabled: true };
}

export async function saveUserQueues(db: Queryable, adminId: number, change: Partial<UserQueues>): Promise<UserQueues> {
  const { rows } = await db.query<UserQueues>(
    `INSERT INTO chat.admin_queues (admin_id, is_chat_queue_enabled, is_ticket_queue_enabled)
     VALUES ($1, COALESCE($2, true), COALESCE($3, true))
     ON CONFLICT (admin_id) DO UPDATE
       SET is_chat_queue_enabled = COALESCE($2, chat.admin_queues.is_chat_queue_enabled),
           is_ticket_queue_enabled = COALESCE($3, chat.admin_queues.is_ticket_queue_enabled),
           updated_at = now()
     RETURNING is_chat_queue_enabled, is_ticket_queue_enabled`,
    [adminId, change.is_chat_queue_enabled ?? null, change.is_ticket_queue_enabled ?? null],
  );
  return rows[0] as UserQueues;
}
