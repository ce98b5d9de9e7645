import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIND_DATA_CALL, type FindDataAnswer } from '@bo/contract';
import { seedCore, type Queryable } from '@bo/db';
import { findData } from '../src/search/find-data.ts';
import { buildListEngineApi, DEMO_NOW, type ListEngineApi } from './list-engine-helper.ts';

/**
 * Find Data by payout account (issue 17) on a payments table big enough for the planner to care
 * (200,000 claims, analysed): the lookup is an index lookup on the lowered account (migration 061),
 * whatever the case the account is typed in, never a scan of every payment.
 */
const PAYMENTS = 200_000;
const ACCOUNT = 'Target.Payee@Wallet.test';

let api: ListEngineApi;
let owner: number;

beforeAll(async () => {
  api = await buildListEngineApi(async (db) => {
    await seedCore(db, { scale: 1, now: DEMO_NOW });
    await db.exec(
      `INSERT INTO admin.users (hash, email, app_id)
       SELECT md5(g::text), 'user' || g || '@mail.test', (SELECT min(id) FROM core.apps) FROM generate_series(1, 500) g`,
    );
    await db.exec(
      `INSERT INTO admin.payments (user_id, app_id, amount, method, status, payout_account, created_at)
       SELECT u.id, u.app_id, 5, 'paypal', 1, 'payee' || g || '@wallet.test', now() - g * interval '1 minute'
       FROM generate_series(1, ${PAYMENTS}) g
       JOIN admin.users u ON u.id = (SELECT min(id) FROM admin.users) + g % 500`,
    );
    await db.exec(
      `INSERT INTO admin.payments (user_id, app_id, amount, method, status, payout_account)
       SELECT id, app_id, 10, 'paypal', 0, '${ACCOUNT}' FROM admin.users ORDER BY id DESC LIMIT 1`,
    );
    await db.exec('ANALYZE admin.payments, admin.users');
  });
  owner = (await api.db.query<{ id: number }>('SELECT max(id)::int AS id FROM admin.users')).rows[0]!.id;
}, 240_000);
afterAll(() => api?.close());

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Relation Name'?: string; Plans?: PlanNode[] };
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe('Find Data by payout account', () => {
  it('finds the claim owner through HTTP, whatever the case typed', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: FIND_DATA_CALL.path,
      headers: api.headers(),
      payload: { inputs: [ACCOUNT.toLowerCase()] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as FindDataAnswer;
    expect(answer.data.filter((r) => r.field === 'payout_account')).toMatchObject([
      { input: ACCOUNT.toLowerCase(), value: ACCOUNT, user_id: owner },
    ]);
    expect(answer.not_found).toEqual([]);
  });

  it.skipIf(process.env.TEST_DB === 'pglite')('reads payments through the lowered payout-account index, not a scan', async () => {
    // The very statement the route runs, explained with its own parameters.
    const plans: PlanNode[] = [];
    const explaining: Queryable = {
      query: async (sql, params) => {
        const { rows } = await api.db.query<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (FORMAT JSON) ${sql}`, params);
        plans.push(rows[0]!['QUERY PLAN'][0]!.Plan);
        return { rows: [] } as never;
      },
      exec: (sql) => api.db.exec(sql),
    };
    await findData(explaining, [ACCOUNT]);
    const nodes = plans.flatMap(nodesOf);
    expect(nodes.some((n) => n['Index Name'] === 'payments_payout_account_lower_idx')).toBe(true);
    expect(nodes.filter((n) => n['Relation Name'] === 'payments' && n['Node Type'] === 'Seq Scan')).toEqual([]);
  });
});
