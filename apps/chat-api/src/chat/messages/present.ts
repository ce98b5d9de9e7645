import { CHAT_CALL, type ChatMessage } from '@bo/contract';
import { iso } from '../sql.ts';

export interface MessageRow {
  uuid: string;
  conversation_uuid: string;
  type: string;
  text: string | null;
  translated_text: string | null;
  translate_requested: boolean;
  author_admin_id: number | null;
  author_name: string | null;
  is_support_message: boolean;
  rating: number | null;
  assignee_id: number | null;
  assignee_name: string | null;
  seen_at: Date | null;
  created_at: Date;
  deleted_at: Date | null;
  deleted_by_name: string | null;
}

export interface AttachmentRow {
  uuid: string;
  message_uuid: string;
  file_name: string;
  mime_type: string;
  kind: 'image' | 'video' | 'document';
  size_bytes: number;
}

export const MESSAGE_COLUMNS = `m.uuid, m.conversation_uuid, m.type, m.text, m.translated_text, m.translate_requested, m.author_admin_id,
  m.author_name, m.is_support_message, m.rating, m.assignee_id, m.assignee_name, m.seen_at, m.created_at, m.deleted_at, m.deleted_by_name`;

export const attachmentUrl = (uuid: string): string => CHAT_CALL.attachment.path.replace(':attachmentId', uuid);

/** A deleted message keeps who deleted it and when; its text and files are no longer shown. */
export function presentMessage(row: MessageRow, attachments: readonly AttachmentRow[], macroUuids: readonly string[]): ChatMessage {
  const deleted = row.deleted_at !== null;
  return {
    uuid: row.uuid,
    conversation_uuid: row.conversation_uuid,
    type: row.type,
    text: deleted ? null : row.text,
    translated_text: deleted ? null : row.translated_text,
    translate_requested: row.translate_requested,
    attachments: deleted
      ? []
      : attachments.map((a) => ({
          uuid: a.uuid,
          file_name: a.file_name,
          mime_type: a.mime_type,
          kind: a.kind,
          size: a.size_bytes,
          url: attachmentUrl(a.uuid),
        })),
    author_name: row.author_name,
    author_admin_id: row.author_admin_id,
    is_support_message: row.is_support_message,
    status: row.seen_at ? 'seen' : 'sent',
    macro_uuids: [...macroUuids],
    rating: row.rating,
    assignee: row.assignee_id === null ? null : { id: row.assignee_id, name: row.assignee_name ?? '' },
    created_at: iso(row.created_at),
    deleted_at: iso(row.deleted_at),
    deleted_by_name: row.deleted_by_name,
  };
}
