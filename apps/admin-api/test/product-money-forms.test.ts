import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MESSAGES, PRODUCT_MONEY_MESSAGES } from '@bo/contract';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';

let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack();
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const reward = { name: 'Steam Card', type: 'gift_card', points_per_usd: 100, fee_percent: 0, confirmation_threshold: 30, status: 1 };

describe('per-product forms on the shared engine', () => {
  it('creates a reward in the product of the page only, action-logged', async () => {
    const res = await stack.viaGateway(1, 'POST', '/api/hey-cash/rewards', reward);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await stack.db.query<{ app_id: number; updated_by: number }>(
      `SELECT app_id, updated_by FROM admin.rewards WHERE name = 'Steam Card'`,
    );
    expect(row.rows).toEqual([{ app_id: 18, updated_by: 1 }]);
    const po = (await stack.viaGateway(1, 'GET', '/api/prime-opinion/rewards?itemPerPage=100')).body as { data: { name: string }[] };
    expect(po.data.map((r) => r.name)).not.toContain('Steam Card');
    const logs = await stack.db.query(`SELECT 1 FROM admin.admin_logs WHERE action = 'form.hc_rewards.create'`);
    expect(logs.rows).toHaveLength(1);
  });

  it('refuses a negative value naming the field and writes nothing', async () => {
    const before = await stack.db.query(`SELECT count(*) FROM admin.rewards`);
    const res = await stack.viaGateway(1, 'POST', '/api/hey-cash/rewards', { ...reward, name: 'Bad', points_per_usd: -5 });
    expect(res).toEqual({ status: 400, body: { errors: { points_per_usd: [FORM_MESSAGES.tooSmall('Points per $', 1)] } } });
    expect((await stack.db.query(`SELECT count(*) FROM admin.rewards`)).rows).toEqual(before.rows);
  });

  it('edits a row of its own product only', async () => {
    const poReward = await stack.db.query<{ id: number }>(`SELECT id FROM admin.rewards WHERE app_id = 13 ORDER BY id LIMIT 1`);
    const id = poReward.rows[0]!.id;
    expect((await stack.viaGateway(1, 'PUT', `/api/hey-cash/rewards/${id}`, reward)).status).toBe(404);
    const ok = await stack.viaGateway(1, 'PUT', `/api/prime-opinion/rewards/${id}`, { ...reward, name: 'PayPal', status: 0 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await stack.db.query(`SELECT status FROM admin.rewards WHERE id = $1`, [id])).rows).toEqual([{ status: 0 }]);
  });

  it('refuses to delete a payout confirmation rule that caught claims (409)', async () => {
    const rule = await stack.db.query<{ id: number }>(
      `SELECT c.id FROM admin.payout_confirmation_rules c WHERE EXISTS (SELECT 1 FROM admin.payments p WHERE p.confirmation_rule_id = c.id) LIMIT 1`,
    );
    const res = await stack.viaGateway(1, 'DELETE', `/api/prime-opinion/payout-confirmation-rules/${rule.rows[0]!.id}`);
    expect(res.status).toBe(409);
    const unused = await stack.db.query<{ id: number }>(
      `SELECT c.id FROM admin.payout_confirmation_rules c WHERE NOT EXISTS (SELECT 1 FROM admin.payments p WHERE p.confirmation_rule_id = c.id) LIMIT 1`,
    );
    expect((await stack.viaGateway(1, 'DELETE', `/api/prime-opinion/payout-confirmation-rules/${unused.rows[0]!.id}`)).status).toBe(200);
  });

  it('lets only the page holders write (403 through the gateway)', async () => {
    expect(
      (await stack.viaGateway(9, 'POST', '/api/hey-cash/levels', { level: 9, name: 'Legend', points_needed: 1, level_up_bonus: 1 })).status,
    ).toBe(403);
    const res = await stack.viaGateway(1, 'POST', '/api/hey-cash/levels', {
      level: 9,
      name: 'Legend',
      points_needed: 500000,
      level_up_bonus: 5000,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  });
});

describe('leaderboard prizes', () => {
  const board = async (status: string) =>
    (
      await stack.db.query<{ id: number; prizes: number[] }>(
        `SELECT id, prizes FROM admin.leaderboards WHERE app_id = 18 AND status = $1 ORDER BY id LIMIT 1`,
        [status],
      )
    ).rows[0]!;

  it('edits the prizes of a period not yet paid, action-logged; refuses a paid one (409) and a bad list naming the field', async () => {
    const running = await board('running');
    const ok = await stack.viaGateway(1, 'PUT', `/api/hey-cash/leaderboards/${running.id}/prizes`, { prizes: [5000, 2500, 1000] });
    expect(ok).toEqual({ status: 200, body: { message: PRODUCT_MONEY_MESSAGES.prizesSaved } });
    expect((await stack.db.query(`SELECT prizes FROM admin.leaderboards WHERE id = $1`, [running.id])).rows).toEqual([
      { prizes: [5000, 2500, 1000] },
    ]);
    const logged = await stack.db.query(
      `SELECT data FROM admin.admin_logs WHERE action = 'product.leaderboard_prizes' ORDER BY id DESC LIMIT 1`,
    );
    expect(logged.rows[0]).toEqual({ data: { leaderboard_id: running.id, before: running.prizes, after: [5000, 2500, 1000] } });

    const bad = await stack.viaGateway(1, 'PUT', `/api/hey-cash/leaderboards/${running.id}/prizes`, { prizes: [100, -5] });
    expect(bad).toEqual({ status: 422, body: { errors: { 'prizes.1': [PRODUCT_MONEY_MESSAGES.prizeNotPoints] } } });

    const paid = await board('paid');
    const refused = await stack.viaGateway(1, 'PUT', `/api/hey-cash/leaderboards/${paid.id}/prizes`, { prizes: [1] });
    expect(refused).toEqual({ status: 409, body: { errors: PRODUCT_MONEY_MESSAGES.prizesAfterPayment } });
    expect((await stack.db.query(`SELECT prizes FROM admin.leaderboards WHERE id = $1`, [paid.id])).rows).toEqual([
      { prizes: paid.prizes },
    ]);
    // Another product's board is not found from this product's page.
    expect((await stack.viaGateway(1, 'PUT', `/api/prime-opinion/leaderboards/${running.id}/prizes`, { prizes: [1] })).status).toBe(404);
  });

  it('lets only the page holders change prizes (403 through the gateway)', async () => {
    const running = await board('running');
    expect((await stack.viaGateway(9, 'PUT', `/api/hey-cash/leaderboards/${running.id}/prizes`, { prizes: [1] })).status).toBe(403);
  });
});

describe("a user's level on the product's user page", () => {
  it('answers the level and its name with the user card of a levelled product, and none where the user has none', async () => {
    const levelled = await stack.db.query<{ id: string; level: number; name: string }>(
      `SELECT u.id, u.level, l.name FROM admin.users u JOIN admin.levels l ON l.app_id = u.app_id AND l.level = u.level
       WHERE u.app_id = 18 ORDER BY u.id LIMIT 1`,
    );
    const user = levelled.rows[0]!;
    const card = await stack.viaGateway(1, 'GET', `/api/hey-cash/user/${user.id}/basic`);
    expect(card.status).toBe(200);
    expect((card.body as { data: { level: unknown } }).data.level).toEqual({ level: user.level, name: user.name });
    const plain = await stack.db.query<{ id: string }>(
      `SELECT id FROM admin.users WHERE app_id = 16 AND level IS NULL ORDER BY id LIMIT 1`,
    );
    const fs = await stack.viaGateway(1, 'GET', `/api/five-surveys/user/${plain.rows[0]!.id}/basic`);
    expect((fs.body as { data: { level: unknown } }).data.level).toBeNull();
  });
});
