import { notFound, type FastifyPluginAsyncZod } from '@bo/server-kit';
import {
  CHAT_CALL,
  CHAT_EVENT,
  CHAT_MESSAGES,
  ZUserNoteAnswer,
  ZUserNoteBody,
  ZUserNoteDeletedAnswer,
  ZUserNoteItemParams,
  ZUserNoteParams,
  ZUserNotesAnswer,
} from '@bo/contract';
import { loadActingAdmin } from '../chat/acting-admin.ts';
import { chatDeps } from '../chat/deps.ts';
import { publishChatEvent } from '../chat/publish.ts';
import { addUserNote, listUserNotes, removeUserNote } from '../chat/user-notes.ts';

/** Notes about an app user (by chat app id and the user's id in that app). */
export const userNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = chatDeps(app);

  app.get(CHAT_CALL.userNotes.path, { schema: { params: ZUserNoteParams, response: { 200: ZUserNotesAnswer } } }, async (request) => ({
    data: await listUserNotes(app.db, request.params.appId, request.params.userId),
  }));

  app.post(
    CHAT_CALL.userNoteCreate.path,
    { schema: { params: ZUserNoteParams, body: ZUserNoteBody, response: { 201: ZUserNoteAnswer } } },
    async (request, reply) => {
      const admin = await loadActingAdmin(app.db, request.ctx.adminId);
      const note = await addUserNote(app.db, request.params.appId, request.params.userId, request.body.text, admin);
      await publishChatEvent(deps, CHAT_EVENT.userNoteSaved, { note });
      reply.code(201);
      return { data: note };
    },
  );

  app.delete(
    CHAT_CALL.userNoteDelete.path,
    { schema: { params: ZUserNoteItemParams, response: { 200: ZUserNoteDeletedAnswer } } },
    async (request) => {
      const { appId, userId, noteId } = request.params;
      if (!(await removeUserNote(app.db, appId, userId, noteId))) throw notFound(CHAT_MESSAGES.noteNotFound);
      await publishChatEvent(deps, CHAT_EVENT.userNoteDeleted, { uuid: noteId, app_external_id: appId, user_external_id: userId });
      return { data: { uuid: noteId } };
    },
  );
};
