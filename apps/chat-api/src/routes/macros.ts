import type { FastifyPluginAsyncZod } from '@bo/server-kit';
import { CHAT_CALL, CHAT_MESSAGES, ZMacroBody, ZMacroListAnswer, ZMacroListBody, ZMacroParams, ZMacroSaveAnswer } from '@bo/contract';
import { chatDeps } from '../chat/deps.ts';
import { listMacros, mostlyUsedMacros } from '../chat/macros/load.ts';
import { createMacro, updateMacro } from '../chat/macros/save.ts';

/** Macros: the list with the caller's mostly used, create and update (manage_macros, checked by the gateway). */
export const macroRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = chatDeps(app);

  app.post(CHAT_CALL.macroList.path, { schema: { body: ZMacroListBody, response: { 200: ZMacroListAnswer } } }, async (request) => ({
    data: await listMacros(app.db, request.body.search),
    mostly_used: await mostlyUsedMacros(app.db, request.ctx.adminId),
  }));

  app.post(CHAT_CALL.macroCreate.path, { schema: { body: ZMacroBody, response: { 201: ZMacroSaveAnswer } } }, async (request, reply) => {
    const macro = await createMacro(deps, request.body, request.ctx.adminId);
    reply.code(201);
    return { message: CHAT_MESSAGES.macroCreated(macro.title), data: macro };
  });

  app.put(
    CHAT_CALL.macroUpdate.path,
    { schema: { params: ZMacroParams, body: ZMacroBody, response: { 200: ZMacroSaveAnswer } } },
    async (request) => {
      const macro = await updateMacro(deps, request.params.uuid, request.body, request.ctx.adminId);
      return { message: CHAT_MESSAGES.macroUpdated(macro.title), data: macro };
    },
  );
};
