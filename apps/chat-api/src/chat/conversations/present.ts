import { isTicket, type Conversation, type ConversationStatus } from '@bo/contract';
import { iso } from '../sql.ts';

/** One row of CONVERSATION_SELECT. */
export interface ConversationRow {
  uuid: string;
  status: ConversationStatus;
  snooze_until: Date | null;
  type: number;
  rating: number | null;
  language_code: string | null;
  source: string | null;
  latest_generic_message_sent_at: Date | null;
  created_at: Date;
  updated_at: Date;
  assignee_id: number | null;
  assignee_name: string | null;
  user_uuid: string;
  app_external_id: number;
  external_id: string;
  is_app_user: boolean;
  ps_user_id: number | null;
  user_name: string | null;
  user_email: string | null;
  country_code: string | null;
  conversation_count: number;
  unseen_count: number;
  lm_uuid: string | null;
  lm_type: string | null;
  lm_text: string | null;
  lm_author_name: string | null;
  lm_is_support_message: boolean | null;
  lm_has_attachments: boolean | null;
  lm_created_at: Date | null;
}

export function presentConversation(row: ConversationRow): Conversation {
  return {
    uuid: row.uuid,
    status: row.status,
    snooze_until: iso(row.snooze_until),
    assignee: row.assignee_id === null ? null : { id: row.assignee_id, name: row.assignee_name ?? '' },
    creator: {
      uuid: row.user_uuid,
      app_external_id: row.app_external_id,
      external_id: row.external_id,
      is_app_user: row.is_app_user,
      ps_user_id: row.ps_user_id === null ? null : Number(row.ps_user_id),
      conversation_count: Number(row.conversation_count),
      name: row.user_name,
      email: row.user_email,
      country_code: row.country_code?.trim() ?? null,
    },
    app_external_id: row.app_external_id,
    type: row.type,
    is_ticket: isTicket(row.type),
    rating: row.rating,
    language_code: row.language_code,
    source: row.source,
    latest_message:
      row.lm_uuid === null
        ? null
        : {
            uuid: row.lm_uuid,
            type: row.lm_type ?? 'message',
            text: row.lm_text,
            author_name: row.lm_author_name,
            is_support_message: Boolean(row.lm_is_support_message),
            has_attachments: Boolean(row.lm_has_attachments),
            created_at: iso(row.lm_created_at as Date),
          },
    latest_generic_message_sent_at: iso(row.latest_generic_message_sent_at),
    unseen_count: Number(row.unseen_count),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}
