import { STATUS_ACTION_MESSAGES, USER_DETAILS_MESSAGES, STATUS_ACTION_CALL } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { bodyErrorsAs422, notFound, unprocessable, type FastifyPluginAsyncZod, routeCall } from '@bo/server-kit';
import { recordUserAction } from '../../../user-actions/audit.ts';
import { activeBans, addSupplierBan, liftBans, lockUserAndSupplier, resetSupplierHash } from '../../../user-actions/supplier/bans.ts';
import { supplierStatisticsOf } from './statistics.ts';

/** 404 for an unknown user; an unknown supplier is 404 in a path and 422 (a form field) in a body. */
async function lockOrRefuse(tx: Queryable, userId: number, supplierId: number, supplierInBody: boolean): Promise<void> {
  const found = await lockUserAndSupplier(tx, userId, supplierId);
  if (!found.user) throw notFound(USER_DETAILS_MESSAGES.userNotFound(userId));
  if (!found.supplier) {
    const message = STATUS_ACTION_MESSAGES.supplierNotFound(supplierId);
    throw supplierInBody ? unprocessable({ id: [message] }) : notFound(message);
  }
}

/**
 * The supplier actions of the Supplier Statistics table (specification 02, sections 4 and 7): ban or
 * disable, reactivate a disable the user made, lift the bans, reset the user's data. Each writes its
 * audit entry in the same transaction and answers the user's supplier statistics.
 */
export const supplierActionRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);

  routeCall(app, STATUS_ACTION_CALL.supplierBan, async (request) => {
    const userId = request.params.id;
    const ban = request.body;
    await app.db.transaction(async (tx) => {
      await lockOrRefuse(tx, userId, ban.id, true);
      const before = await activeBans(tx, userId, ban.id);
      const added = await addSupplierBan(tx, userId, ban, request.ctx.adminId);
      await recordUserAction(tx, request.ctx, {
        userId,
        action: 'supplier_ban',
        requestUrl: request.url,
        before: { supplier_id: ban.id, active_bans: before },
        after: { supplier_id: ban.id, ban: added },
      });
    });
    return { data: { supplier_statistics: await supplierStatisticsOf(app.db, userId) } };
  });

  const liftRoute = (
    call: typeof STATUS_ACTION_CALL.supplierActivate | typeof STATUS_ACTION_CALL.supplierLift,
    action: string,
    which: 'all' | 'userDisables',
  ) =>
    routeCall(app, call, async (request) => {
      const { userId, supplierId } = request.params;
      await app.db.transaction(async (tx) => {
        await lockOrRefuse(tx, userId, supplierId, false);
        const lifted = await liftBans(tx, userId, supplierId, which);
        await recordUserAction(tx, request.ctx, {
          userId,
          action,
          requestUrl: request.url,
          before: { supplier_id: supplierId, active_bans: lifted.map((b) => ({ ...b, lifted_at: null })) },
          after: { supplier_id: supplierId, lifted: lifted.map((b) => b.id) },
        });
      });
      return { data: { supplier_statistics: await supplierStatisticsOf(app.db, userId) } };
    });
  // Reactivation (section 4): a disable the user made is reactivated first; the screen then lifts
  // any ban still in force with the DELETE.
  liftRoute(STATUS_ACTION_CALL.supplierActivate, 'supplier_activate', 'userDisables');
  liftRoute(STATUS_ACTION_CALL.supplierLift, 'supplier_ban_lift', 'all');

  routeCall(app, STATUS_ACTION_CALL.supplierReset, async (request) => {
    const { userId, supplierId } = request.params;
    await app.db.transaction(async (tx) => {
      await lockOrRefuse(tx, userId, supplierId, false);
      const reset = await resetSupplierHash(tx, userId, supplierId);
      await recordUserAction(tx, request.ctx, {
        userId,
        action: 'supplier_reset',
        requestUrl: request.url,
        before: { supplier_id: supplierId, active_hashes: reset.reset },
        after: { supplier_id: supplierId, active_hashes: [reset.hash] },
      });
    });
    return { data: { supplier_statistics: await supplierStatisticsOf(app.db, userId) } };
  });
};
