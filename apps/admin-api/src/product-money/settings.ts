import { PRODUCT_MONEY_MESSAGES as M, STREAK_LENGTH_SETTING, type Product } from '@bo/contract';
import type { Db, Queryable } from '@bo/db';
import { fieldErrors, notFound, unprocessable, type RequestContext } from '@bo/server-kit';
import { logProductAction } from './ledger.ts';

const NUMBER = /^\d+(\.\d+)?$/;

interface SettingAnswer {
  key: string;
  value: string;
}

/** One setting changed, action-logged with the value before and after; a numeric setting stays a number of at least 0. */
async function saveSetting(
  tx: Queryable,
  product: Product,
  key: string,
  value: string,
  ctx: RequestContext,
  url: string,
): Promise<SettingAnswer> {
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

/** /{p}-settings' edit of one setting; the streak length has its own call (its grant is top admins only), so it is refused here. */
export function updateSetting(
  db: Db,
  product: Product,
  key: string,
  value: string,
  ctx: RequestContext,
  url: string,
): Promise<SettingAnswer> {
  if (key === STREAK_LENGTH_SETTING) throw unprocessable(fieldErrors([{ path: ['key'], message: M.settingStreakOwnCall }]));
  return db.transaction((tx) => saveSetting(tx, product, key, value, ctx, url));
}

/** The streak length of hc and po (top admins only). */
export function updateStreakLength(db: Db, product: Product, value: string, ctx: RequestContext, url: string): Promise<SettingAnswer> {
  return db.transaction((tx) => saveSetting(tx, product, STREAK_LENGTH_SETTING, value, ctx, url));
}
