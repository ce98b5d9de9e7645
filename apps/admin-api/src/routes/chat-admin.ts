import { CHAT_CALL, CHAT_MESSAGES } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { availableCountries, saveAvailableCountries } from '../chat-admin/available-countries.ts';
import { chatAssignees, chatStatus, saveChatStatus } from '../chat-admin/chat-status.ts';
import { chatInfo, userStreaks } from '../chat-admin/user-lookups.ts';

/**
 * The chat calls the admin API answers (specification 03, section 7): available countries (team
 * leads edit them), the admin's chat status, assignable admins, and the user lookups shown beside
 * a conversation (chat info, streaks); their reads and writes are in src/chat-admin.
 */
export const chatAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, CHAT_CALL.availableCountries, async () => availableCountries(app.db));

  routeCall(app, CHAT_CALL.availableCountriesSave, async (request) => ({
    message: CHAT_MESSAGES.availableCountriesUpdated,
    selected_codes: await saveAvailableCountries(app.db, request.ctx.adminId, request.body.codes),
  }));

  routeCall(app, CHAT_CALL.chatStatus, async (request) => ({ status: await chatStatus(app.db, request.ctx.adminId) }));

  routeCall(app, CHAT_CALL.chatStatusSave, async (request) => {
    await saveChatStatus(app.db, request.ctx.adminId, request.body.status);
    return { status: request.body.status };
  });

  routeCall(app, CHAT_CALL.assignees, async () => ({ data: await chatAssignees(app.db) }));

  routeCall(app, CHAT_CALL.chatInfo, async (request) => chatInfo(app.db, request.params.appExternalId, request.params.externalId));

  routeCall(app, CHAT_CALL.streaks, async (request) => userStreaks(app.db, request.params.appName, request.params.appUserId));
};
