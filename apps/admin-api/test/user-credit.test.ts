import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOODWILL_MESSAGES as M, ZGoodwillCreditAnswer, ZGoodwillCreditsAnswer, rewardForPayout } from '@bo/contract';
import { auditRows, buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';

let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack();
});
afterAll(async () => {
  await stack?.close();
});

/** Active demo users past the showcase, one per test, with their app's exchange rate. */
let nextUser = 0;
async function freshUser(): Promise<{ id: number; rate: number }> {
  const { rows } = await stack.db.query<{ id: string; rate: number }>(
    `SELECT u.id, a.exchange_rate::float8 AS rate FROM admin.users u JOIN core.apps a ON a.id = u.app_id
     WHERE u.status = 1 AND u.id > 200 ORDER BY u.id OFFSET $1 LIMIT 1`,
    [nextUser++],
  );
  return { id: Number(rows[0]!.id), rate: rows[0]!.rate };
}

/** What a credit may change: the balance, the goodwill transactions and the audit entries. */
async function written(userId: number) {
  const balance = await stack.db.query<{ balance: number }>('SELECT balance FROM admin.users WHERE id = $1', [userId]);
  const transactions = await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.user_transactions WHERE user_id = $1', [
    userId,
  ]);
  return {
    balance: balance.rows[0]!.balance,
    transactions: transactions.rows[0]!.n,
    audit: (await auditRows(stack.db, userId, 'goodwill_credit')).length,
  };
}

const credit = (userId: number, body: object, adminId?: number) =>
  stack.direct('POST', `/api/user/${userId}/goodwill-credit`, body, adminId);

async function expectRefused(userId: number, body: object, errors: unknown) {
  const before = await written(userId);
  const res = await credit(userId, body);
  expect(res.status).toBe(422);
  expect(res.body).toEqual({ errors });
  expect(await written(userId)).toEqual(before);
}

describe('POST /api/user/:userId/goodwill-credit', () => {
  it('records a Bonus Goodwill transaction, adds the reward to the balance and writes the audit entry', async () => {
    const user = await freshUser();
    const before = await written(user.id);
    const reward = rewardForPayout(2.5, user.rate);
    const res = await credit(user.id, { payout: 2.5, user_reward: reward, reference: '  Ticket 4711  ' }, 26);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const answer = ZGoodwillCreditAnswer.parse(res.body);
    expect(answer.message).toBe(M.credited);
    expect(answer.data).toMatchObject({
      user_id: user.id,
      type: 255,
      payout: 2.5,
      user_reward: reward,
      reference: 'Ticket 4711',
      admin_id: 26,
    });
    expect(answer.data.balance).toBe(before.balance + Math.round(reward));
    // The demo users carry a ledger (issue 16): one transaction more than before.
    expect(await written(user.id)).toEqual({
      balance: before.balance + Math.round(reward),
      transactions: before.transactions + 1,
      audit: 1,
    });
    const [audit] = await auditRows(stack.db, user.id, 'goodwill_credit');
    expect(audit).toMatchObject({
      admin_id: 26,
      before: { balance: before.balance },
      after: { payout: 2.5, user_reward: reward, reference: 'Ticket 4711' },
    });
    const logs = await stack.db.query<{ action: string; request_url: string }>(
      "SELECT action, request_url FROM admin.admin_logs WHERE type = 'action' AND (data->>'user_id')::bigint = $1",
      [user.id],
    );
    expect(logs.rows).toEqual([{ action: 'user.goodwill_credit', request_url: `/api/user/${user.id}/goodwill-credit` }]);

    const list = ZGoodwillCreditsAnswer.parse((await stack.direct('GET', `/api/user/${user.id}/goodwill-credits`)).body);
    expect(list.data.map((c) => c.reference)).toEqual(['Ticket 4711']);
  });

  it('accepts a payout of exactly 10 and refuses 10.01, 0 and a negative payout', async () => {
    const user = await freshUser();
    const ok = await credit(user.id, { payout: 10, user_reward: rewardForPayout(10, user.rate), reference: 'Max' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    for (const payout of [10.01, 0, -1]) {
      await expectRefused(
        user.id,
        { payout, user_reward: rewardForPayout(1, user.rate), reference: 'Over' },
        { payout: [M.payoutInvalid] },
      );
    }
  });

  it('refuses a missing payout, reward or reference with the specification messages', async () => {
    const user = await freshUser();
    await expectRefused(user.id, { user_reward: 100, reference: 'x' }, { payout: [M.payoutInvalid] });
    await expectRefused(user.id, { payout: 1, reference: 'x' }, { user_reward: [M.rewardInvalid] });
    await expectRefused(user.id, { payout: 1, user_reward: rewardForPayout(1, user.rate) }, { reference: [M.referenceRequired] });
    await expectRefused(
      user.id,
      { payout: 1, user_reward: rewardForPayout(1, user.rate), reference: '   ' },
      { reference: [M.referenceRequired] },
    );
  });

  it('accepts a reward converted back within rounding and refuses one that disagrees with the exchange rate', async () => {
    const user = await freshUser();
    // The admin typed the reward 333: the form shows the payout rounded to cents.
    const payout = Math.round((333 / user.rate) * 100) / 100;
    const ok = await credit(user.id, { payout, user_reward: 333, reference: 'Typed reward' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    await expectRefused(
      user.id,
      { payout: 1, user_reward: rewardForPayout(1, user.rate) * 2, reference: 'Doubled' },
      { user_reward: [M.rewardInvalid] },
    );
  });

  it('answers 404 for a user that does not exist, writing nothing', async () => {
    const res = await credit(999_999_999, { payout: 1, user_reward: 100, reference: 'x' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ errors: 'User 999999999 not found' });
  });
});

describe('goodwill credit through the gateway (user_credit: 1, 5, 26, 32, 50, 93)', () => {
  it('lets admin 26 credit', async () => {
    const user = await freshUser();
    const before = await written(user.id);
    const res = await stack.viaGateway(26, 'POST', `/api/user/${user.id}/goodwill-credit`, {
      payout: 1,
      user_reward: rewardForPayout(1, user.rate),
      reference: 'Gateway',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await written(user.id)).toMatchObject({ transactions: before.transactions + 1, audit: 1 });
  });

  it('refuses QA admin 11 and staff 200 with 403, writing nothing, while they may read the credits', async () => {
    const user = await freshUser();
    const before = await written(user.id);
    for (const id of [11, 200]) {
      const res = await stack.viaGateway(id, 'POST', `/api/user/${user.id}/goodwill-credit`, {
        payout: 1,
        user_reward: rewardForPayout(1, user.rate),
        reference: 'Refused',
      });
      expect(res.status, `admin ${id}`).toBe(403);
      expect(res.body).toEqual({ errors: 'You do not have the permission: user_credit' });
    }
    expect(await written(user.id)).toEqual(before);
    const list = await stack.viaGateway(11, 'GET', `/api/user/${user.id}/goodwill-credits`);
    expect(list.status).toBe(200);
    expect(ZGoodwillCreditsAnswer.parse(list.body).data).toEqual([]);
  });
});
