import multipart from '@fastify/multipart';
import {
  CSV_UPLOAD_LIMIT_BYTES,
  FIND_DATA_CALL,
  MULTI_SEARCH_CALL,
  ZFindDataAnswer,
  ZMultiSearchClicksAnswer,
  ZMultiSearchUsersAnswer,
} from '@bo/contract';
import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { searchClicks } from './clicks.ts';
import { findData } from './find-data.ts';
import { readSearchInputs } from './read-inputs.ts';
import { searchUsers } from './users.ts';

/** The searches of specification 04, section 7: many values at once, and the ones not found. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart, { limits: { fileSize: CSV_UPLOAD_LIMIT_BYTES, files: 1 } });
  app.post(MULTI_SEARCH_CALL.users.path, { schema: { response: { 200: ZMultiSearchUsersAnswer } } }, async (request) =>
    searchUsers(app.db, await readSearchInputs(request)),
  );
  app.post(MULTI_SEARCH_CALL.clicks.path, { schema: { response: { 200: ZMultiSearchClicksAnswer } } }, async (request) =>
    searchClicks(app.db, await readSearchInputs(request)),
  );
  app.post(FIND_DATA_CALL.path, { schema: { response: { 200: ZFindDataAnswer } } }, async (request) =>
    findData(app.db, await readSearchInputs(request)),
  );
};
