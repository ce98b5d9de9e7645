import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { CHAT_CALL, CHAT_EVENT, CHAT_MESSAGES } from '@bo/contract';
import { chatDeps } from '../chat/deps.ts';
import { publishChatEvent } from '../chat/publish.ts';
import { saveSpecialNotice } from '../chat/special-notice.ts';

/** The special notice (status, text); the latest saved one is in force. */
export const specialNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = chatDeps(app);
  routeCall(app, CHAT_CALL.specialNotice, async (request) => {
    const notice = await saveSpecialNotice(app.db, request.body, request.ctx.adminId);
    await publishChatEvent(deps, CHAT_EVENT.specialNoticeSaved, { special_notice: notice });
    return { message: CHAT_MESSAGES.specialNoticeSaved, data: notice };
  });
};
