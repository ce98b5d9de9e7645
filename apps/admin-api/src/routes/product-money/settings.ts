import { PRODUCT_MONEY_MESSAGES as M, STREAK_LENGTH_SETTING, productMoneyCall, streakLengthCall, type Product } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { fieldErrors, notFound, unprocessable, routeCall, type FastifyPluginAsyncZod, type RequestContext } from '@bo/server-kit';
import { logProductAction } from '../../product-money/ledger.ts';

const NUMBER = /^\d+(\.\d+)?$/;

/** One setting changed, action-logged with the value before and after; a numeric setting stays a number of at least 0. */
async function saveSetting(tx: Queryable, product: Product, key: string, value: string, ctx: RequestContext, url: string) {
  const { rows } = await tx.query<{ value: string }>('SELECT value FROM admin.product_settings WHERE app_id = $1 AND key = $2 FOR UPDATE', [
    product.appId,
    key,
  ]);
  const before = rows[0];
  if (!before) throw notFound(M.settingNotFound(key));
  if (NUMBER.test(before.value) && !NUMBER.test(value)) throw unprocessable(fieldErrors([{ path: ['value'], message: M.valueNotNumber }]));
  await tx.query('UPDATE admin.product_settings SET value = $3, updated_by = $4, updated_at = now() WHERE app_id = $1 AND key = $2', [
    product.appId,
    key,
    value,
    ctx.adminId,
  ]);
  await logProductAction(tx, ctx, 'settings_update', url, { app_id: product.appId, key, before: before.value, after: value });
  return { key, value };
}

/**
 * /{p}-settings' edit (the page is a fixed grant, so the gateway lets only its holders reach it) and,
 * for hc and po, the streak length, whose grant is top admins only and which therefore has its own call.
 */
export const settingsRoutes =
  (product: Product, withStreak: boolean): FastifyPluginAsyncZod =>
  async (app) => {
    routeCall(app, productMoneyCall(product, 'settings.update'), async (request) => {
      const { key } = request.params;
      if (key === STREAK_LENGTH_SETTING) throw unprocessable(fieldErrors([{ path: ['key'], message: M.settingStreakOwnCall }]));
      const data = await app.db.transaction((tx) => saveSetting(tx, product, key, request.body.value, request.ctx, request.url));
      return { message: M.settingSaved, data };
    });
    if (!withStreak) return;
    routeCall(app, streakLengthCall(product), async (request) => {
      const data = await app.db.transaction((tx) =>
        saveSetting(tx, product, STREAK_LENGTH_SETTING, request.body.value, request.ctx, request.url),
      );
      return { message: M.settingSaved, data };
    });
  };
