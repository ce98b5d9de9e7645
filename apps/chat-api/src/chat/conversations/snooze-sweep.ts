import { CHAT_EVENT_TEXTS, CHAT_MESSAGE_TYPE } from '@bo/contract';
import type { ChatDeps } from '../deps.ts';
import { insertMessage } from '../messages/insert.ts';
import { publishCounters } from '../publish.ts';
import { publishTransition } from './publish-transition.ts';

/** How often the background sweep looks for snoozes that ended (reads also sweep first). */
export const SNOOZE_SWEEP_INTERVAL_MS = 15_000;

/**
 * Opens every conversation whose snooze time has passed, writes event.conversation_unsnoozed into
 * each thread and publishes the changes. Runs before chat reads and on a timer, so a snooze ends
 * on time whether or not anyone is looking. Answers the reopened uuids.
 */
export async function wakeDueConversations(deps: ChatDeps): Promise<string[]> {
  const due = await deps.db.query("SELECT 1 FROM chat.conversations WHERE status = 'snoozed' AND snooze_until <= now() LIMIT 1");
  if (due.rows.length === 0) return [];
  const woken = await deps.db.transaction(async (tx) => {
    // The row locks of the UPDATE make a concurrent sweep skip rows this one already reopened.
    const { rows } = await tx.query<{ uuid: string }>(
      `UPDATE chat.conversations SET status = 'open', snooze_until = NULL, updated_at = now()
        WHERE status = 'snoozed' AND snooze_until <= now() RETURNING uuid`,
    );
    const reopened: { uuid: string; eventMessageUuid: string }[] = [];
    for (const row of rows) {
      const eventMessageUuid = await insertMessage(tx, {
        conversationUuid: row.uuid,
        type: CHAT_MESSAGE_TYPE.conversationUnsnoozed,
        text: CHAT_EVENT_TEXTS.snoozeEnded,
        author: null,
        isSupportMessage: true,
      });
      reopened.push({ uuid: row.uuid, eventMessageUuid });
    }
    return reopened;
  });
  if (woken.length === 0) return [];
  for (const { uuid, eventMessageUuid } of woken) await publishTransition(deps, uuid, 'snoozed', eventMessageUuid);
  await publishCounters(deps);
  return woken.map((w) => w.uuid);
}
