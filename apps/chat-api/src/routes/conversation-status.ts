import { unprocessable, type FastifyPluginAsyncZod } from '@bo/server-kit';
import {
  CHAT_CALL,
  CHAT_MESSAGES,
  ZChatBulkAnswer,
  ZChatBulkBody,
  ZChatBulkSnoozeBody,
  ZChatSnoozeBody,
  ZConversationAnswer,
  ZConversationParams,
  type ConversationAction,
} from '@bo/contract';
import { loadActingAdmin } from '../chat/acting-admin.ts';
import { runBulkTransition, runTransition } from '../chat/conversations/actions.ts';
import { chatDeps } from '../chat/deps.ts';

const futureSnooze = (until: Date): Date => {
  if (until.getTime() <= Date.now()) throw unprocessable({ snooze: [CHAT_MESSAGES.snoozeInPast] });
  return until;
};

/** Actions that need nothing but the conversation(s): one call each, single and bulk. */
const PLAIN_ACTIONS: readonly { action: ConversationAction; single: { path: string }; bulk: { path: string } }[] = [
  { action: 'unsnooze', single: CHAT_CALL.unsnooze, bulk: CHAT_CALL.bulkUnsnooze },
  { action: 'reopen', single: CHAT_CALL.reopen, bulk: CHAT_CALL.bulkReopen },
  { action: 'close', single: CHAT_CALL.close, bulk: CHAT_CALL.bulkClose },
];

/** Snooze, unsnooze, reopen and close, singly and in bulk (specification 03, section 4). */
export const conversationStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = chatDeps(app);
  const single = { params: ZConversationParams, response: { 200: ZConversationAnswer } };

  app.put(CHAT_CALL.snooze.path, { schema: { ...single, body: ZChatSnoozeBody } }, async (request) => {
    const until = futureSnooze(request.body.snooze);
    const admin = await loadActingAdmin(app.db, request.ctx.adminId);
    return { data: await runTransition(deps, request.params.id, 'snooze', admin, until) };
  });

  app.put(CHAT_CALL.bulkSnooze.path, { schema: { body: ZChatBulkSnoozeBody, response: { 200: ZChatBulkAnswer } } }, async (request) => {
    const until = futureSnooze(request.body.snooze);
    const admin = await loadActingAdmin(app.db, request.ctx.adminId);
    return runBulkTransition(deps, request.body.conversation_uuids, 'snooze', admin, until);
  });

  for (const { action, single: singleCall, bulk } of PLAIN_ACTIONS) {
    app.put(singleCall.path, { schema: single }, async (request) => {
      const admin = await loadActingAdmin(app.db, request.ctx.adminId);
      return { data: await runTransition(deps, request.params.id, action, admin) };
    });
    app.put(bulk.path, { schema: { body: ZChatBulkBody, response: { 200: ZChatBulkAnswer } } }, async (request) => {
      const admin = await loadActingAdmin(app.db, request.ctx.adminId);
      return runBulkTransition(deps, request.body.conversation_uuids, action, admin);
    });
  }
};
