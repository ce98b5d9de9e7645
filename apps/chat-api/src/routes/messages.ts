import multipart from '@fastify/multipart';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { CHAT_CALL } from '@bo/contract';
import { loadActingAdmin } from '../chat/acting-admin.ts';
import { loadConversation } from '../chat/conversations/load.ts';
import { wakeDueConversations } from '../chat/conversations/snooze-sweep.ts';
import { chatDeps } from '../chat/deps.ts';
import { deleteMessage } from '../chat/messages/delete.ts';
import { listMessages, markUserMessagesSeen } from '../chat/messages/list.ts';
import { readSendForm } from '../chat/messages/send-form.ts';
import { sendAgentMessage } from '../chat/messages/send.ts';
import { publishConversationUpdated } from '../chat/publish.ts';

/** A conversation's thread: its pages, sending (text and files together), deleting. */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = chatDeps(app);
  // Multipart only for this plugin's routes; the limits are checked per request in readSendForm.
  await app.register(multipart);

  routeCall(app, CHAT_CALL.messageList, async (request) => {
    const { id } = request.params;
    await wakeDueConversations(deps);
    await loadConversation(app.db, id);
    // Opening the newest page is reading the thread: the user's messages are seen from then on.
    if (request.body.page === 1 && (await markUserMessagesSeen(app.db, id)) > 0) {
      await publishConversationUpdated(deps, await loadConversation(app.db, id), null);
    }
    const page = await listMessages(app.db, id, request.body.page, request.body.per_page);
    return { ...page, page: request.body.page, per_page: request.body.per_page };
  });

  routeCall(app, CHAT_CALL.sendMessage, async (request) => {
    const form = await readSendForm(request);
    const admin = await loadActingAdmin(app.db, request.ctx.adminId);
    const { message } = await sendAgentMessage(deps, request.params.id, admin, form);
    return { data: message };
  });

  routeCall(app, CHAT_CALL.deleteMessage, async (request) => {
    const admin = await loadActingAdmin(app.db, request.ctx.adminId);
    return { data: await deleteMessage(deps, request.params.id, request.params.messageId, admin) };
  });
};
