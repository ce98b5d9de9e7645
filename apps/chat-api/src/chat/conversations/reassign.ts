import { CHAT_EVENT, type ChatBulkAnswer } from '@bo/contract';
import type { ChatDeps } from '../deps.ts';
import { adminNames } from '../acting-admin.ts';
import { publishChatEvent, publishCounters } from '../publish.ts';
import { assignConversations } from './assign.ts';
import { loadConversations } from './load.ts';

/** Sets the assignee and tells everyone (conversation.reassigned with the previous assignee). */
export async function runAssign(deps: ChatDeps, uuids: readonly string[], adminId: number | null): Promise<ChatBulkAnswer> {
  const outcome = await assignConversations(deps.db, uuids, adminId);
  const changed = await loadConversations(
    deps.db,
    outcome.changed.map((c) => c.uuid),
  );
  const previousIds = [...new Set(outcome.changed.flatMap((c) => (c.previousAssigneeId === null ? [] : [c.previousAssigneeId])))];
  const names = await adminNames(deps.db, previousIds);
  for (const [i, conversation] of changed.entries()) {
    const previousId = outcome.changed[i]?.previousAssigneeId ?? null;
    const previous = previousId === null ? null : { id: previousId, name: names.get(previousId) ?? '' };
    await publishChatEvent(deps, CHAT_EVENT.conversationReassigned, { conversation, previous_assignee: previous });
  }
  if (changed.length > 0) await publishCounters(deps);
  return { changed: changed.map((c) => c.uuid), skipped: outcome.skipped, data: changed };
}
