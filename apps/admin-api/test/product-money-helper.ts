import { PRODUCTS, productByPrefix, type Product } from '@bo/contract';
import type { Db } from '@bo/db';
import type { AdminGatewayStack } from './admin-gateway-stack.ts';

export const product = (prefix: string): Product => productByPrefix(prefix)!;
export { PRODUCTS };

type ListBody = { data: Record<string, unknown>[]; statistic_data: Record<string, number> };

/** A user's balance three ways: the /{p}-users row, the user page's card and the sum of the /{p}-transactions rows. */
export async function balancesOf(stack: AdminGatewayStack, p: Product, userId: number) {
  const users = await stack.direct('GET', `/api/${p.project}/users?filter[id]=${userId}`);
  const card = await stack.direct('GET', `/api/${p.project}/user/${userId}/basic`);
  const ledger = await stack.direct('GET', `/api/${p.project}/transactions?filter[userId]=${userId}&itemPerPage=1`);
  const row = (users.body as ListBody).data[0]!;
  return {
    usersPage: row.balance as number,
    usersPageUsd: row.balance_usd as number,
    userPage: (card.body as { data: { balance: number } }).data.balance,
    ledger: (ledger.body as ListBody).statistic_data.points_total!,
  };
}

/** What a refused call must leave as it was: the user's balance, ledger, claims, redemptions, audit rows and admin logs. */
export async function footprint(db: Db, userId: number) {
  const { rows } = await db.query<Record<string, string>>(
    `SELECT (SELECT balance FROM admin.users WHERE id = $1)::text AS balance,
       (SELECT count(*) FROM admin.user_transactions WHERE user_id = $1)::text AS transactions,
       (SELECT count(*) FROM admin.payments WHERE user_id = $1)::text AS claims,
       (SELECT count(*) FROM admin.bonus_code_redemptions WHERE user_id = $1)::text AS redemptions,
       (SELECT count(*) FROM admin.user_action_audit WHERE user_id = $1)::text AS audit,
       (SELECT count(*) FROM admin.admin_logs)::text AS logs`,
    [userId],
  );
  return rows[0]!;
}

/** An Active user of the product past the showcase with at least `minBalance` points, the n-th such. */
export async function activeUser(db: Db, p: Product, n: number, minBalance = 0): Promise<{ id: number; balance: number }> {
  const { rows } = await db.query<{ id: string; balance: number }>(
    `SELECT id, balance FROM admin.users WHERE app_id = $1 AND status = 1 AND id > 60 AND balance >= $2 ORDER BY id OFFSET $3 LIMIT 1`,
    [p.appId, minBalance, n],
  );
  return { id: Number(rows[0]!.id), balance: rows[0]!.balance };
}

export async function claimOf(db: Db, p: Product, status: number, n = 0) {
  const { rows } = await db.query<{ id: string; user_id: string; points: number }>(
    'SELECT id, user_id, points FROM admin.payments WHERE app_id = $1 AND status = $2 ORDER BY id OFFSET $3 LIMIT 1',
    [p.appId, status, n],
  );
  const r = rows[0]!;
  return { id: Number(r.id), userId: Number(r.user_id), points: r.points };
}

export const count = async (db: Db, sql: string, params: unknown[]): Promise<number> =>
  Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM (${sql}) x`, params)).rows[0]!.n);
