import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MONEY_MESSAGES as M } from '@bo/contract';
import { auditRows, buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';
import { PRODUCTS, activeUser, balancesOf, claimOf, count, footprint, product } from './product-money-helper.ts';

let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack();
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

type ListBody = { data: Record<string, unknown>[]; statistic_data: Record<string, number> };

describe('one truth: user_transactions', () => {
  it.each(PRODUCTS.map((p) => [p.prefix]))('%s: every demo balance equals the sum of its transactions', async (prefix) => {
    const p = product(prefix);
    const mismatched = await count(
      stack.db,
      `SELECT u.id FROM admin.users u WHERE u.app_id = $1
         AND u.balance <> (SELECT coalesce(sum(t.user_reward), 0) FROM admin.user_transactions t WHERE t.user_id = u.id)`,
      [p.appId],
    );
    expect(mismatched).toBe(0);
    // The pages agree over the whole product too: the users' balances and the ledger's total.
    const users = (await stack.direct('GET', `/api/${p.project}/users?itemPerPage=1`)).body as ListBody;
    const ledger = (await stack.direct('GET', `/api/${p.project}/transactions?itemPerPage=1`)).body as ListBody;
    expect(users.statistic_data.balance_usd).toBeCloseTo(ledger.statistic_data.points_total! / p.pointsDivisor, 2);
  });

  it.each(PRODUCTS.map((p) => [p.prefix]))(
    '%s: a user balance reads the same on /{p}-users, the user page and the ledger',
    async (prefix) => {
      const p = product(prefix);
      const claim = await claimOf(stack.db, p, 4);
      for (const userId of [claim.userId, (await activeUser(stack.db, p, 0)).id]) {
        const b = await balancesOf(stack, p, userId);
        expect(b.usersPage).toBe(b.userPage);
        expect(b.usersPage).toBe(b.ledger);
        // Dollars are rounded to cents (specification 04, rule 3).
        expect(Math.abs(b.usersPageUsd - b.ledger / p.pointsDivisor)).toBeLessThanOrEqual(0.005 + 1e-9);
      }
    },
  );

  it('has claims in every state, every transaction type and pages that read only their app', async () => {
    for (const p of PRODUCTS) {
      const states = await stack.db.query<{ status: number }>('SELECT DISTINCT status FROM admin.payments WHERE app_id = $1 ORDER BY 1', [
        p.appId,
      ]);
      expect(states.rows.map((r) => r.status)).toEqual([0, 1, 2, 3, 4]);
      const page = (await stack.direct('GET', `/api/${p.project}/claims?itemPerPage=100`)).body as ListBody;
      const apps = await stack.db.query<{ app_id: number }>('SELECT DISTINCT app_id FROM admin.payments WHERE id = ANY($1::bigint[])', [
        page.data.map((r) => r.id),
      ]);
      expect(apps.rows).toEqual([{ app_id: p.appId }]);
    }
    const types = await stack.db.query<{ type: number }>('SELECT DISTINCT type FROM admin.user_transactions ORDER BY 1');
    expect(types.rows.map((r) => r.type)).toEqual([1, 2, 6, 100, 105, 110, 115, 200, 210, 220, 230, 235, 240, 245, 250, 255, 300]);
  });
});

describe('claim actions', () => {
  const p = product('hc');

  it('creates a claim (Claim 100) and a reject gives the points back (Claim Refund Manual 115), with audit rows', async () => {
    const user = await activeUser(stack.db, p, 1, 2_000);
    const reward = await stack.db.query<{ id: number }>(`SELECT id FROM admin.rewards WHERE app_id = $1 AND name = 'Amazon Gift Card'`, [
      p.appId,
    ]);
    const created = await stack.direct('POST', `/api/${p.project}/claims`, { user_id: user.id, reward_id: reward.rows[0]!.id, amount: 10 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const claim = (created.body as { data: { id: number; points: number; balance: number; status: number } }).data;
    expect(claim.points).toBe(1_000);
    expect(claim.balance).toBe(user.balance - 1_000);
    expect((await balancesOf(stack, p, user.id)).ledger).toBe(user.balance - 1_000);

    const rejected = await stack.direct('POST', `/api/${p.project}/claims/${claim.id}/reject`, undefined, 26);
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body).toMatchObject({ message: M.claimRejected, data: { status: 4, balance: user.balance } });
    const refund = await stack.db.query<{ type: number; user_reward: string; admin_id: number }>(
      'SELECT type, user_reward, admin_id FROM admin.user_transactions WHERE payment_id = $1 ORDER BY id',
      [claim.id],
    );
    expect(refund.rows.map((r) => [r.type, Number(r.user_reward)])).toEqual([
      [100, -1_000],
      [115, 1_000],
    ]);
    expect(refund.rows[1]!.admin_id).toBe(26);
    const b = await balancesOf(stack, p, user.id);
    expect([b.usersPage, b.userPage, b.ledger]).toEqual([user.balance, user.balance, user.balance]);
    expect((await auditRows(stack.db, user.id, 'claim_create')).length).toBe(1);
    expect(await auditRows(stack.db, user.id, 'claim_reject')).toEqual([
      expect.objectContaining({ admin_id: 26, after: expect.objectContaining({ status: 4, balance: user.balance, claim_id: claim.id }) }),
    ]);
    const logs = await count(stack.db, `SELECT 1 FROM admin.admin_logs WHERE action = 'user.claim_reject' AND request_url LIKE $1`, [
      `%/claims/${claim.id}/reject`,
    ]);
    expect(logs).toBe(1);
  });

  it('confirms a waiting claim as paid and refuses a second confirmation', async () => {
    const claim = await claimOf(stack.db, p, 3);
    const before = await footprint(stack.db, claim.userId);
    const res = await stack.direct('POST', `/api/${p.project}/claims/${claim.id}/confirm`);
    expect(res.status).toBe(200);
    const row = await stack.db.query<{ status: number; confirmed_by: number; paid_at: Date | null }>(
      'SELECT status, confirmed_by, paid_at FROM admin.payments WHERE id = $1',
      [claim.id],
    );
    expect(row.rows[0]).toMatchObject({ status: 1, confirmed_by: 1 });
    expect(row.rows[0]!.paid_at).not.toBeNull();
    // Confirming pays out money, not points: the balance stays as the claim left it.
    expect((await footprint(stack.db, claim.userId)).balance).toBe(before.balance);
    const again = await stack.direct('POST', `/api/${p.project}/claims/${claim.id}/confirm`);
    expect(again).toEqual({ status: 409, body: { errors: M.claimNotConfirmable } });
  });

  it('refunds a failed claim once and retries another', async () => {
    const failed = await claimOf(stack.db, p, 2);
    const balance = (await footprint(stack.db, failed.userId)).balance;
    const res = await stack.direct('POST', `/api/${p.project}/claims/${failed.id}/refund`);
    expect(res.status).toBe(200);
    expect(Number((await footprint(stack.db, failed.userId)).balance)).toBe(Number(balance) + failed.points);
    expect((await stack.direct('POST', `/api/${p.project}/claims/${failed.id}/refund`)).status).toBe(409);
    const other = await claimOf(stack.db, p, 2);
    expect((await stack.direct('POST', `/api/${p.project}/claims/${other.id}/retry`)).body).toMatchObject({ data: { status: 0 } });
  });

  it('does not act on another product claim', async () => {
    const foreign = await claimOf(stack.db, product('fs'), 0);
    expect((await stack.direct('POST', `/api/${p.project}/claims/${foreign.id}/confirm`)).status).toBe(404);
  });
});

describe('refused writes name the field and write nothing', () => {
  const p = product('po');

  it('refuses a claim over the balance (amount), a negative amount and a disabled reward', async () => {
    const user = await activeUser(stack.db, p, 2);
    const reward = await stack.db.query<{ id: number }>(`SELECT id FROM admin.rewards WHERE app_id = $1 AND name = 'PayPal'`, [p.appId]);
    const over = (user.balance + 1_000) / p.pointsDivisor;
    const before = await footprint(stack.db, user.id);
    const cases: [object, string, string][] = [
      [{ user_id: user.id, reward_id: reward.rows[0]!.id, amount: Math.ceil(over) }, 'amount', M.amountOverBalance],
      [{ user_id: user.id, reward_id: reward.rows[0]!.id, amount: -5 }, 'amount', M.amountPositive],
      [{ user_id: user.id, reward_id: 999_999, amount: 1 }, 'reward_id', M.rewardNotFound],
    ];
    for (const [body, field, message] of cases) {
      const res = await stack.direct('POST', `/api/${p.project}/claims`, body);
      expect(res, JSON.stringify(body)).toEqual({ status: 422, body: { errors: { [field]: [message] } } });
    }
    expect(await footprint(stack.db, user.id)).toEqual(before);
  });

  it('refuses a code past its limit (code) and a user over the per-user limit (user_id)', async () => {
    const code = await stack.db.query<{ id: number }>(`SELECT id FROM admin.bonus_codes WHERE app_id = $1 AND code LIKE 'SUMMER-%'`, [
      p.appId,
    ]);
    const user = await activeUser(stack.db, p, 3);
    const before = await footprint(stack.db, user.id);
    const res = await stack.direct('POST', `/api/${p.project}/bonus-codes/${code.rows[0]!.id}/redeem`, { user_id: user.id });
    expect(res).toEqual({ status: 422, body: { errors: { code: [M.codeLimitReached] } } });
    expect(await footprint(stack.db, user.id)).toEqual(before);

    const flash = await stack.db.query<{ id: number }>(`SELECT id FROM admin.bonus_codes WHERE app_id = $1 AND code LIKE 'WELCOME-%'`, [
      p.appId,
    ]);
    const first = await stack.direct('POST', `/api/${p.project}/bonus-codes/${flash.rows[0]!.id}/redeem`, { user_id: user.id });
    if (first.status === 200) {
      expect(first.body).toMatchObject({
        message: M.codeRedeemed,
        data: { balance: Number(before.balance) + (first.body as { data: { points: number } }).data.points },
      });
    }
    const afterFirst = await footprint(stack.db, user.id);
    const second = await stack.direct('POST', `/api/${p.project}/bonus-codes/${flash.rows[0]!.id}/redeem`, { user_id: user.id });
    expect(second).toEqual({ status: 422, body: { errors: { user_id: [M.codePerUserLimit] } } });
    expect(await footprint(stack.db, user.id)).toEqual(afterFirst);
    const b = await balancesOf(stack, p, user.id);
    expect(b.usersPage).toBe(b.ledger);
  });

  it('refuses a setting that must stay a number (value)', async () => {
    const res = await stack.direct('PUT', `/api/${p.project}/settings/min_claim_usd`, { value: '-3' });
    expect(res).toEqual({ status: 422, body: { errors: { value: [M.valueNotNumber] } } });
  });
});

describe('double submits pay once', () => {
  it('confirms a claim once under concurrent requests', async () => {
    const p = product('es');
    const claim = await claimOf(stack.db, p, 0);
    const logsBefore = await count(stack.db, `SELECT 1 FROM admin.admin_logs WHERE action = 'user.claim_confirm'`, []);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => stack.direct('POST', `/api/${p.project}/claims/${claim.id}/confirm`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await auditRows(stack.db, claim.userId, 'claim_confirm')).toHaveLength(1);
    expect(await count(stack.db, `SELECT 1 FROM admin.admin_logs WHERE action = 'user.claim_confirm'`, [])).toBe(logsBefore + 1);
  });

  it('refunds a rejected claim once under concurrent requests', async () => {
    const p = product('ts');
    const claim = await claimOf(stack.db, p, 3);
    const before = Number((await footprint(stack.db, claim.userId)).balance);
    const answers = await Promise.all(Array.from({ length: 6 }, () => stack.direct('POST', `/api/${p.project}/claims/${claim.id}/reject`)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await count(stack.db, 'SELECT 1 FROM admin.user_transactions WHERE payment_id = $1 AND type = 115', [claim.id])).toBe(1);
    expect(Number((await footprint(stack.db, claim.userId)).balance)).toBe(before + claim.points);
  });

  it('pays a finished leaderboard once (Leaderboard Bonus 240) and refuses a running one', async () => {
    const p = product('po');
    const boards = await stack.db.query<{ id: number; status: string }>('SELECT id, status FROM admin.leaderboards WHERE app_id = $1', [
      p.appId,
    ]);
    const finished = boards.rows.find((b) => b.status === 'finished')!;
    const running = boards.rows.find((b) => b.status === 'running')!;
    expect(await stack.direct('POST', `/api/${p.project}/leaderboards/${running.id}/pay`)).toEqual({
      status: 409,
      body: { errors: M.leaderboardRunning },
    });
    const entries = (await stack.direct('GET', `/api/${p.project}/leaderboards/${finished.id}/entries`)).body as {
      data: { user_id: number; prize: number; rank: number | null }[];
    };
    const winners = entries.data.filter((e) => e.prize > 0);
    expect(winners.length).toBeGreaterThan(0);
    const balances = new Map<number, number>();
    for (const w of winners) balances.set(w.user_id, Number((await footprint(stack.db, w.user_id)).balance));
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => stack.direct('POST', `/api/${p.project}/leaderboards/${finished.id}/pay`)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await count(stack.db, 'SELECT 1 FROM admin.user_transactions WHERE leaderboard_id = $1 AND type = 240', [finished.id])).toBe(
      winners.length,
    );
    for (const w of winners) {
      expect(Number((await footprint(stack.db, w.user_id)).balance)).toBe(balances.get(w.user_id)! + w.prize);
      const b = await balancesOf(stack, p, w.user_id);
      expect(b.usersPage).toBe(b.ledger);
    }
  });

  it('redeems a code up to its limit and no further under concurrent requests', async () => {
    const p = product('hc');
    const code = await stack.db.query<{ id: number; max_redemptions: number }>(
      `SELECT b.id, b.max_redemptions FROM admin.bonus_codes b WHERE b.app_id = $1 AND b.code LIKE 'FLASH-%'`,
      [p.appId],
    );
    const { id, max_redemptions: max } = code.rows[0]!;
    const used = await count(stack.db, 'SELECT 1 FROM admin.bonus_code_redemptions WHERE code_id = $1', [id]);
    const users = await stack.db.query<{ id: string }>(
      `SELECT u.id FROM admin.users u WHERE u.app_id = $1 AND NOT EXISTS (SELECT 1 FROM admin.bonus_code_redemptions r WHERE r.code_id = $2 AND r.user_id = u.id)
       ORDER BY u.id LIMIT $3`,
      [p.appId, id, max - used + 3],
    );
    const answers = await Promise.all(
      users.rows.map((u) => stack.direct('POST', `/api/${p.project}/bonus-codes/${id}/redeem`, { user_id: Number(u.id) })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(max - used);
    expect(
      answers
        .filter((a) => a.status === 422)
        .every((a) => JSON.stringify(a.body) === JSON.stringify({ errors: { code: [M.codeLimitReached] } })),
    ).toBe(true);
    expect(await count(stack.db, 'SELECT 1 FROM admin.bonus_code_redemptions WHERE code_id = $1', [id])).toBe(max);
  });
});

describe('payout confirmation rules on country and recon % (po)', () => {
  const p = product('po');

  it('a claim from a country a rule names, or of a user reconciled above a rule, waits for confirmation (3) under that rule', async () => {
    const { rows } = await stack.db.query<{ id: string; country: string; recon: number }>(
      `SELECT u.id, u.country_code::text AS country, r.recon FROM admin.users u
       CROSS JOIN LATERAL (SELECT (100.0 * count(*) FILTER (WHERE c.complete_status = 2) / nullif(count(*), 0))::float8 AS recon
                           FROM admin.clicks c WHERE c.user_id = u.id AND c.status = 1) r
       WHERE u.app_id = $1 AND u.status = 1 AND u.id > 60 AND u.balance >= $2 AND u.country_code IS NOT NULL AND r.recon > 0
         AND u.created_at < now() - interval '30 days' AND EXISTS (SELECT 1 FROM admin.payments x WHERE x.user_id = u.id)
       ORDER BY u.id LIMIT 1`,
      [p.appId, 10 * p.pointsDivisor],
    );
    const user = { id: Number(rows[0]!.id), country: rows[0]!.country, recon: rows[0]!.recon };
    const reward = await stack.db.query<{ id: number }>(`SELECT id FROM admin.rewards WHERE app_id = $1 AND name = 'PayPal'`, [p.appId]);
    const claim = async () => {
      const res = await stack.direct('POST', `/api/${p.project}/claims`, { user_id: user.id, reward_id: reward.rows[0]!.id, amount: 1 });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const id = (res.body as { data: { id: number } }).data.id;
      return (
        await stack.db.query<{ status: number; rule: number | null }>(
          'SELECT status, confirmation_rule_id AS rule FROM admin.payments WHERE id = $1',
          [id],
        )
      ).rows[0]!;
    };
    expect(await claim()).toEqual({ status: 0, rule: null });
    const rule = async (condition: string, value: string) =>
      (
        await stack.db.query<{ id: number }>(
          `INSERT INTO admin.payout_confirmation_rules (app_id, condition, value, outcome) VALUES ($1, $2, $3, 'wait') RETURNING id`,
          [p.appId, condition, value],
        )
      ).rows[0]!.id;
    const byCountry = await rule('country', `ZZ, ${user.country.toLowerCase()}`);
    expect(await claim()).toEqual({ status: 3, rule: byCountry });
    await stack.db.query('UPDATE admin.payout_confirmation_rules SET enabled = false WHERE id = $1', [byCountry]);
    const byRecon = await rule('recon_percent_above', String(Math.max(0, user.recon - 0.5)));
    expect(await claim()).toEqual({ status: 3, rule: byRecon });
    await stack.db.query('UPDATE admin.payout_confirmation_rules SET value = $2 WHERE id = $1', [byRecon, String(user.recon + 0.5)]);
    expect(await claim()).toEqual({ status: 0, rule: null });
    await stack.db.query('UPDATE admin.payout_confirmation_rules SET enabled = false WHERE id = $1', [byRecon]);
  });
});
