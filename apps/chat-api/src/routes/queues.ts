import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { CHAT_CALL, CHAT_EVENT } from '@bo/contract';
import { chatDeps } from '../chat/deps.ts';
import { publishChatEvent } from '../chat/publish.ts';
import { saveUserQueues } from '../chat/queues.ts';

/** The caller switches their chat and ticket queues on or off. */
export const queueRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = chatDeps(app);
  routeCall(app, CHAT_CALL.queues, async (request) => {
    const adminId = request.ctx.adminId;
    const queues = await saveUserQueues(app.db, adminId, request.body);
    // Only this admin's screens show their queues (every open tab of theirs).
    await publishChatEvent(deps, CHAT_EVENT.userQueuesUpdated, { admin_id: adminId, user_queues: queues }, [adminId]);
    return { data: queues };
  });
};
