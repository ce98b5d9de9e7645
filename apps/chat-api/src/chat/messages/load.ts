import type { Queryable } from '@bo/db';
import type { ChatMessage } from '@bo/contract';
import { MESSAGE_COLUMNS, presentMessage, type AttachmentRow, type MessageRow } from './present.ts';

/** Presents message rows with their attachments (metadata only, never the bytes) and macros. */
export async function presentMessageRows(db: Queryable, rows: readonly MessageRow[]): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const uuids = rows.map((r) => r.uuid);
  const attachments = await db.query<AttachmentRow>(
    `SELECT uuid, message_uuid, file_name, mime_type, kind, size_bytes FROM chat.attachments
      WHERE message_uuid = ANY($1::uuid[]) ORDER BY position, created_at, uuid`,
    [uuids],
  );
  const macros = await db.query<{ message_uuid: string; macro_uuid: string }>(
    'SELECT message_uuid, macro_uuid FROM chat.macro_uses WHERE message_uuid = ANY($1::uuid[]) ORDER BY used_at, macro_uuid',
    [uuids],
  );
  const group = <T extends { message_uuid: string }>(items: readonly T[]): Map<string, T[]> => {
    const map = new Map<string, T[]>();
    for (const item of items) map.set(item.message_uuid, [...(map.get(item.message_uuid) ?? []), item]);
    return map;
  };
  const filesByMessage = group(attachments.rows);
  const macrosByMessage = group(macros.rows);
  return rows.map((row) =>
    presentMessage(
      row,
      filesByMessage.get(row.uuid) ?? [],
      (macrosByMessage.get(row.uuid) ?? []).map((m) => m.macro_uuid),
    ),
  );
}

export async function loadMessage(db: Queryable, uuid: string): Promise<ChatMessage | null> {
  const { rows } = await db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat.messages m WHERE m.uuid = $1`, [uuid]);
  const [message] = await presentMessageRows(db, rows);
  return message ?? null;
}
