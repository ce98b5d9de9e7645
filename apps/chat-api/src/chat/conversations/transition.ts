import type { Db } from '@bo/db';
import {
  CHAT_EVENT_TEXTS,
  CHAT_MESSAGES,
  CONVERSATION_TRANSITIONS,
  nextConversationStatus,
  type ConversationAction,
  type ConversationStatus,
} from '@bo/contract';
import type { ActingAdmin } from '../acting-admin.ts';
import { insertMessage } from '../messages/insert.ts';

export type TransitionOutcome =
  | { changed: true; uuid: string; previousStatus: ConversationStatus; eventMessageUuid: string }
  | { changed: false; uuid: string; reason: string; missing: boolean };

const EVENT_TEXT: Record<ConversationAction, (until: Date | null) => string> = {
  snooze: (until) => CHAT_EVENT_TEXTS.snoozed((until as Date).toISOString()),
  unsnooze: () => CHAT_EVENT_TEXTS.unsnoozed,
  reopen: () => CHAT_EVENT_TEXTS.reopened,
  close: () => CHAT_EVENT_TEXTS.closed,
};

/**
 * Applies one status action to one conversation under its row lock (specification 03, section 4)
 * and writes the event message into the thread. A refused action changes nothing.
 */
export async function transitionConversation(
  db: Db,
  uuid: string,
  action: ConversationAction,
  actor: ActingAdmin,
  snoozeUntil: Date | null = null,
): Promise<TransitionOutcome> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: ConversationStatus }>('SELECT status FROM chat.conversations WHERE uuid = $1 FOR UPDATE', [
      uuid,
    ]);
    const current = rows[0]?.status;
    if (!current) return { changed: false, uuid, reason: CHAT_MESSAGES.conversationNotFound, missing: true };
    const next = nextConversationStatus(action, current);
    if (!next) return { changed: false, uuid, reason: CHAT_MESSAGES.cannotTransition(action, current), missing: false };
    await tx.query('UPDATE chat.conversations SET status = $2, snooze_until = $3, updated_at = now() WHERE uuid = $1', [
      uuid,
      next,
      next === 'snoozed' ? snoozeUntil : null,
    ]);
    const eventMessageUuid = await insertMessage(tx, {
      conversationUuid: uuid,
      type: CONVERSATION_TRANSITIONS[action].event,
      text: EVENT_TEXT[action](snoozeUntil),
      author: { id: actor.id, name: actor.name },
      isSupportMessage: true,
    });
    return { changed: true, uuid, previousStatus: current, eventMessageUuid };
  });
}
