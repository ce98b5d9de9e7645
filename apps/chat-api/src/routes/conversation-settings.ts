import { notFound, type FastifyPluginAsyncZod } from '@bo/server-kit';
import {
  CHAT_CALL,
  CHAT_MESSAGES,
  ZChatBulkAnswer,
  ZChatBulkAssigneeBody,
  ZChatLanguageCodeBody,
  ZConversationAnswer,
  ZConversationAssigneeBody,
  ZConversationParams,
} from '@bo/contract';
import { setConversationLanguage } from '../chat/conversations/language.ts';
import { loadConversation } from '../chat/conversations/load.ts';
import { runAssign } from '../chat/conversations/reassign.ts';
import { chatDeps } from '../chat/deps.ts';

/** Conversation language and assignee (singly and in bulk). */
export const conversationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = chatDeps(app);

  app.put(
    CHAT_CALL.languageCode.path,
    { schema: { params: ZConversationParams, body: ZChatLanguageCodeBody, response: { 200: ZConversationAnswer } } },
    async (request) => ({ data: await setConversationLanguage(deps, request.params.id, request.body.language_code) }),
  );

  app.put(
    CHAT_CALL.assignee.path,
    { schema: { params: ZConversationParams, body: ZConversationAssigneeBody, response: { 200: ZConversationAnswer } } },
    async (request) => {
      const outcome = await runAssign(deps, [request.params.id], request.body.admin_id);
      if (outcome.skipped.some((s) => s.reason === CHAT_MESSAGES.conversationNotFound)) throw notFound(CHAT_MESSAGES.conversationNotFound);
      // Assigning the current assignee again changes nothing and is not an error.
      return { data: outcome.data[0] ?? (await loadConversation(app.db, request.params.id)) };
    },
  );

  app.put(CHAT_CALL.bulkAssignee.path, { schema: { body: ZChatBulkAssigneeBody, response: { 200: ZChatBulkAnswer } } }, async (request) =>
    runAssign(deps, request.body.conversation_uuids, request.body.admin_id),
  );
};
