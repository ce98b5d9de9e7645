import { routeCall, unprocessable, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { CHAT_CALL, CHAT_MESSAGES, type ConversationAction } from '@bo/contract';
import { loadActingAdmin } from '../chat/acting-admin.ts';
import { runBulkTransition, runTransition } from '../chat/conversations/actions.ts';
import { chatDeps } from '../chat/deps.ts';

const futureSnooze = (until: Date): Date => {
  if (until.getTime() <= Date.now()) throw unprocessable({ snooze: [CHAT_MESSAGES.snoozeInPast] });
  return until;
};

/** Actions that need nothing but the conversation(s): one call each, single and bulk. */
const PLAIN_ACTIONS: readonly {
  action: ConversationAction;
  single: typeof CHAT_CALL.unsnooze | typeof CHAT_CALL.reopen | typeof CHAT_CALL.close;
  bulk: typeof CHAT_CALL.bulkUnsnooze | typeof CHAT_CALL.bulkReopen | typeof CHAT_CALL.bulkClose;
}[] = [
  { action: 'unsnooze', single: CHAT_CALL.unsnooze, bulk: CHAT_CALL.bulkUnsnooze },
  { action: 'reopen', single: CHAT_CALL.reopen, bulk: CHAT_CALL.bulkReopen },
  { action: 'close', single: CHAT_CALL.close, bulk: CHAT_CALL.bulkClose },
];

/** Snooze, unsnooze, reopen and close, singly and in bulk (specification 03, section 4). */
export const conversationStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = chatDeps(app);
  routeCall(app, CHAT_CALL.snooze, async (request) => {
    const until = futureSnooze(request.body.snooze);
    const admin = await loadActingAdmin(app.db, request.ctx.adminId);
    return { data: await runTransition(deps, request.params.id, 'snooze', admin, until) };
  });

  routeCall(app, CHAT_CALL.bulkSnooze, async (request) => {
    const until = futureSnooze(request.body.snooze);
    const admin = await loadActingAdmin(app.db, request.ctx.adminId);
    return runBulkTransition(deps, request.body.conversation_uuids, 'snooze', admin, until);
  });

  for (const { action, single, bulk } of PLAIN_ACTIONS) {
    routeCall(app, single, async (request) => {
      const admin = await loadActingAdmin(app.db, request.ctx.adminId);
      return { data: await runTransition(deps, request.params.id, action, admin) };
    });
    routeCall(app, bulk, async (request) => {
      const admin = await loadActingAdmin(app.db, request.ctx.adminId);
      return runBulkTransition(deps, request.body.conversation_uuids, action, admin);
    });
  }
};
