import { conflict, notFound } from '@bo/server-kit';
import type { ChatBulkAnswer, Conversation, ConversationAction } from '@bo/contract';
import type { ActingAdmin } from '../acting-admin.ts';
import type { ChatDeps } from '../deps.ts';
import { publishCounters } from '../publish.ts';
import { publishTransition } from './publish-transition.ts';
import { wakeDueConversations } from './snooze-sweep.ts';
import { transitionConversation } from './transition.ts';

/** One conversation: the new state, or 404 / 409 {errors: 'Cannot <action> a <status> conversation.'}. */
export async function runTransition(
  deps: ChatDeps,
  uuid: string,
  action: ConversationAction,
  actor: ActingAdmin,
  snoozeUntil?: Date,
): Promise<Conversation> {
  // A snooze that already ended counts as open before anything is decided.
  await wakeDueConversations(deps);
  const outcome = await transitionConversation(deps.db, uuid, action, actor, snoozeUntil ?? null);
  if (!outcome.changed) throw outcome.missing ? notFound(outcome.reason) : conflict(outcome.reason);
  const conversation = await publishTransition(deps, uuid, outcome.previousStatus, outcome.eventMessageUuid);
  await publishCounters(deps);
  return conversation;
}

/**
 * Several conversations, each on its own: the allowed ones change, the others are skipped with
 * the reason (bulk snooze skips closed conversations, specification 03, section 4).
 */
export async function runBulkTransition(
  deps: ChatDeps,
  uuids: readonly string[],
  action: ConversationAction,
  actor: ActingAdmin,
  snoozeUntil?: Date,
): Promise<ChatBulkAnswer> {
  await wakeDueConversations(deps);
  const answer: ChatBulkAnswer = { changed: [], skipped: [], data: [] };
  for (const uuid of new Set(uuids)) {
    const outcome = await transitionConversation(deps.db, uuid, action, actor, snoozeUntil ?? null);
    if (!outcome.changed) {
      answer.skipped.push({ uuid, reason: outcome.reason });
      continue;
    }
    answer.changed.push(uuid);
    answer.data.push(await publishTransition(deps, uuid, outcome.previousStatus, outcome.eventMessageUuid));
  }
  if (answer.changed.length > 0) await publishCounters(deps);
  return answer;
}
