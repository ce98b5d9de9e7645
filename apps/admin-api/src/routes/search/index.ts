import multipart from '@fastify/multipart';
import { CSV_UPLOAD_LIMIT_BYTES, FIND_DATA_CALL, MULTI_SEARCH_CALL } from '@bo/contract';
import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { searchClicks } from '../../search/clicks.ts';
import { findData } from '../../search/find-data.ts';
import { readSearchInputs } from './read-inputs.ts';
import { searchUsers } from '../../search/users.ts';

/** The searches of specification 04, section 7: many values at once, and the ones not found. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart, { limits: { fileSize: CSV_UPLOAD_LIMIT_BYTES, files: 1 } });
  // The values are read and checked by readSearchInputs (JSON or multipart), so the calls carry no body schema.
  routeCall(app, MULTI_SEARCH_CALL.users, async (request) => searchUsers(app.db, await readSearchInputs(request)));
  routeCall(app, MULTI_SEARCH_CALL.clicks, async (request) => searchClicks(app.db, await readSearchInputs(request)));
  routeCall(app, FIND_DATA_CALL, async (request) => findData(app.db, await readSearchInputs(request)));
};
