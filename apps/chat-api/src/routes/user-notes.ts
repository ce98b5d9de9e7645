import { notFound, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { CHAT_CALL, CHAT_EVENT, CHAT_MESSAGES } from '@bo/contract';
import { loadActingAdmin } from '../chat/acting-admin.ts';
import { chatDeps } from '../chat/deps.ts';
import { publishChatEvent } from '../chat/publish.ts';
import { addUserNote, listUserNotes, removeUserNote } from '../chat/user-notes.ts';

/** Notes about an app user (by chat app id and the user's id in that app). */
export const userNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = chatDeps(app);

  routeCall(app, CHAT_CALL.userNotes, async (request) => ({
    data: await listUserNotes(app.db, request.params.appId, request.params.userId),
  }));

  routeCall(app, CHAT_CALL.userNoteCreate, async (request) => {
    const admin = await loadActingAdmin(app.db, request.ctx.adminId);
    const note = await addUserNote(app.db, request.params.appId, request.params.userId, request.body.text, admin);
    await publishChatEvent(deps, CHAT_EVENT.userNoteSaved, { note });
    return { data: note };
  });

  routeCall(app, CHAT_CALL.userNoteDelete, async (request) => {
    const { appId, userId, noteId } = request.params;
    if (!(await removeUserNote(app.db, appId, userId, noteId))) throw notFound(CHAT_MESSAGES.noteNotFound);
    await publishChatEvent(deps, CHAT_EVENT.userNoteDeleted, { uuid: noteId, app_external_id: appId, user_external_id: userId });
    return { data: { uuid: noteId } };
  });
};
