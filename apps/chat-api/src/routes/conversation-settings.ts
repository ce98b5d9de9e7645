import { notFound, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { CHAT_CALL, CHAT_MESSAGES } from '@bo/contract';
import { setConversationLanguage } from '../chat/conversations/language.ts';
import { loadConversation } from '../chat/conversations/load.ts';
import { runAssign } from '../chat/conversations/reassign.ts';
import { chatDeps } from '../chat/deps.ts';

/** Conversation language and assignee (singly and in bulk). */
export const conversationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = chatDeps(app);

  routeCall(app, CHAT_CALL.languageCode, async (request) => ({
    data: await setConversationLanguage(deps, request.params.id, request.body.language_code),
  }));

  routeCall(app, CHAT_CALL.assignee, async (request) => {
    const outcome = await runAssign(deps, [request.params.id], request.body.admin_id);
    if (outcome.skipped.some((s) => s.reason === CHAT_MESSAGES.conversationNotFound)) throw notFound(CHAT_MESSAGES.conversationNotFound);
    // Assigning the current assignee again changes nothing and is not an error.
    return { data: outcome.data[0] ?? (await loadConversation(app.db, request.params.id)) };
  });

  routeCall(app, CHAT_CALL.bulkAssignee, async (request) => runAssign(deps, request.body.conversation_uuids, request.body.admin_id));
};
