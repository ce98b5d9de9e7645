import { USER_DETAILS_MESSAGES, USER_DETAILS_CALL } from '@bo/contract';
import { notFound, type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';
import { assertUserExists } from '../../../user-details/lookup.ts';
import { loadDatabaseData, loadPersonalData } from '../../../user-details/user-record.ts';

/** GET /api/user/:id/database-data (the DB view) and GET /api/user/:id/personal-data. */
export const userRecordRoutes: FastifyPluginAsyncZod = async (app) => {
  routeCall(app, USER_DETAILS_CALL.databaseData, async (request) => {
    const data = await loadDatabaseData(app.db, request.params.id);
    if (data.length === 0) throw notFound(USER_DETAILS_MESSAGES.userNotFound(request.params.id));
    return { data };
  });

  routeCall(app, USER_DETAILS_CALL.personalData, async (request) => {
    await assertUserExists(app.db, request.params.id);
    return { data: await loadPersonalData(app.db, request.params.id) };
  });
};
