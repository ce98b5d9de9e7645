import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedBonusPerDayPath, productNamedBonusGrantsResources, ZNamedBonusPerDayAnswer } from '@bo/contract';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';

/**
 * The named-bonus pages' Granted tab (issue 16; specification 04, section 1): the product's Bonus 200
 * grants of its rules, and bonus $ per day over the same rows, through the gateway on the full demo.
 */
let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack();
}, 240_000);
afterAll(() => stack?.close());

type List = { data: Record<string, unknown>[] };
const fs = productNamedBonusGrantsResources.find((r) => r.name === 'fs_five_surveys_bonus_granted')!;
const po = productNamedBonusGrantsResources.find((r) => r.name === 'po_prime_opinion_bonus_granted')!;

describe('Granted tab', () => {
  it('exists for fs and po only, on the page permission', () => {
    expect(productNamedBonusGrantsResources.map((r) => r.routeName).sort()).toEqual(['fs_five_surveys_bonus', 'po_prime_opinion_bonus']);
  });

  it('lists the grants of the product rules: user, rule, points, $, who granted, time', async () => {
    const expected = (
      await stack.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM admin.user_transactions t JOIN admin.named_bonus_rules r ON r.id = t.named_bonus_rule_id
         WHERE t.type = 200 AND t.app_id = 16 AND r.app_id = 16`,
      )
    ).rows[0]!.n;
    expect(expected).toBeGreaterThan(0);
    const { status, body } = await stack.viaGateway(1, 'GET', `${fs.url}?itemPerPage=500`);
    expect(status, JSON.stringify(body)).toBe(200);
    const rows = (body as List).data;
    expect(rows.length).toBe(Math.min(500, expected));
    const first = rows[0]!;
    const truth = (
      await stack.db.query<{ user_id: number; user_reward: number; name: string }>(
        `SELECT t.user_id::int, t.user_reward, r.name FROM admin.user_transactions t JOIN admin.named_bonus_rules r ON r.id = t.named_bonus_rule_id
         WHERE t.id = $1`,
        [first.id],
      )
    ).rows[0]!;
    expect(first).toMatchObject({ user_id: truth.user_id, rule_name: truth.name, points: truth.user_reward, granted_by: 'Automatic' });
    expect(first.usd).toBe(Math.round(truth.user_reward / 10) / 100);
    // Only fs rules' grants: po's are on po's page.
    const poRules = await stack.db.query<{ name: string }>('SELECT name FROM admin.named_bonus_rules WHERE app_id = 13');
    const fsRules = await stack.db.query<{ name: string }>('SELECT name FROM admin.named_bonus_rules WHERE app_id = 16');
    for (const r of rows) expect(fsRules.rows.map((x) => x.name)).toContain(r.rule_name);
    const poPage = (await stack.viaGateway(1, 'GET', `${po.url}?itemPerPage=50`)).body as List;
    for (const r of poPage.data) expect(poRules.rows.map((x) => x.name)).toContain(r.rule_name);
  });

  it('sums bonus $ per day over the same filters as the table (one user, one window)', async () => {
    const { rows } = await stack.db.query<{ user_id: string }>(
      `SELECT user_id::text FROM admin.user_transactions WHERE type = 200 AND app_id = 16 AND named_bonus_rule_id IS NOT NULL
       GROUP BY user_id ORDER BY count(*) DESC, user_id LIMIT 1`,
    );
    const user = rows[0]!.user_id;
    const filters = `filter[userId]=${user}&filter[created_atFrom]=2000-01-01&filter[created_atTo]=2100-01-01`;
    const list = (await stack.viaGateway(1, 'GET', `${fs.url}?${filters}&itemPerPage=500`)).body as List;
    const perDay = await stack.viaGateway(1, 'GET', `${namedBonusPerDayPath(fs)}?${filters}`);
    expect(perDay.status, JSON.stringify(perDay.body)).toBe(200);
    const points = ZNamedBonusPerDayAnswer.parse(perDay.body).data;
    expect(points.reduce((n, p) => n + p.grants, 0)).toBe(list.data.length);
    const byDay = new Map<string, number>();
    for (const r of list.data) {
      const day = String(r.created_at).slice(0, 10);
      byDay.set(day, (byDay.get(day) ?? 0) + 1);
    }
    expect(new Map(points.map((p) => [p.period, p.grants]))).toEqual(byDay);
    const usd = list.data.reduce((n, r) => n + Number(r.points), 0) / 1000;
    expect(points.reduce((n, p) => n + p.bonus_usd, 0)).toBeCloseTo(usd, 1);
  });

  it('refuses a bad filter naming it, and both calls to an admin without the page', async () => {
    const bad = await stack.viaGateway(1, 'GET', `${namedBonusPerDayPath(fs)}?filter[created_atFrom]=yesterday`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('filter[created_atFrom]');
    expect((await stack.viaGateway(200, 'GET', fs.url)).status).toBe(403);
    expect((await stack.viaGateway(200, 'GET', namedBonusPerDayPath(fs))).status).toBe(403);
  });
});
