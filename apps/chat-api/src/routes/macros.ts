import { routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { CHAT_CALL, CHAT_MESSAGES } from '@bo/contract';
import { chatDeps } from '../chat/deps.ts';
import { listMacros, mostlyUsedMacros } from '../chat/macros/load.ts';
import { createMacro, updateMacro } from '../chat/macros/save.ts';

/** Macros: the list with the caller's mostly used, create and update (manage_macros, checked by the gateway). */
export const macroRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = chatDeps(app);

  routeCall(app, CHAT_CALL.macroList, async (request) => ({
    data: await listMacros(app.db, request.body.search),
    mostly_used: await mostlyUsedMacros(app.db, request.ctx.adminId),
  }));

  routeCall(app, CHAT_CALL.macroCreate, async (request) => {
    const macro = await createMacro(deps, request.body, request.ctx.adminId);
    return { message: CHAT_MESSAGES.macroCreated(macro.title), data: macro };
  });

  routeCall(app, CHAT_CALL.macroUpdate, async (request) => {
    const macro = await updateMacro(deps, request.params.uuid, request.body, request.ctx.adminId);
    return { message: CHAT_MESSAGES.macroUpdated(macro.title), data: macro };
  });
};
