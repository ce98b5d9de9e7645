import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUserSettingsAnswer } from '@bo/contract';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';

let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack();
});
afterAll(async () => {
  await stack?.close();
});

const tokenOf = (id: number): Promise<string> => stack.tokenOf(id);
const putAs = (token: string, url: string, payload: object) =>
  stack.gateway.inject({ method: 'PUT', url, payload, headers: { authorization: `Bearer ${token}` } });
const stored = async (id: number) =>
  (
    await stack.db.query<{ min: number | null; max: number | null }>(
      'SELECT min_publisher_payout::float AS min, max_reconciliation_buyers::float AS max FROM admin.users WHERE id = $1',
      [id],
    )
  ).rows[0]!;

const USER = 43;
const DENIED = { errors: 'You do not have the permission: user_payout_limits' };

describe('min publisher payout and max reconciliation buyers through the gateway', () => {
  it('lets QA admin 11 set both', async () => {
    const token = await tokenOf(11);
    const min = await putAs(token, `/api/user/${USER}/min-publisher-payout`, { min_publisher_payout: 0.75 });
    expect(min.statusCode, min.body).toBe(200);
    expect(ZUserSettingsAnswer.parse(min.json()).data.min_publisher_payout).toBe(0.75);
    const max = await putAs(token, `/api/user/${USER}/max-reconciliation-buyers`, { max_reconciliation_buyers: 150 });
    expect(max.statusCode, max.body).toBe(200);
    expect(await stored(USER)).toEqual({ min: 0.75, max: 150 });
  });

  it('refuses staff 200, staff 201 (who may open user details) and admin 5 with 403, writing nothing', async () => {
    const before = await stored(USER);
    for (const id of [200, 201, 5]) {
      const token = await tokenOf(id);
      const min = await putAs(token, `/api/user/${USER}/min-publisher-payout`, { min_publisher_payout: 3 });
      expect(min.statusCode, `admin ${id}`).toBe(403);
      expect(min.json()).toEqual(DENIED);
      const max = await putAs(token, `/api/user/${USER}/max-reconciliation-buyers`, { max_reconciliation_buyers: 10 });
      expect(max.statusCode, `admin ${id}`).toBe(403);
      expect(max.json()).toEqual(DENIED);
    }
    expect(await stored(USER)).toEqual(before);
  });

  it('lets staff 201 (user_details) change the payout adjustment, which is not restricted', async () => {
    const res = await putAs(await tokenOf(201), `/api/user/${USER}/payout-adjustment`, { payout_adjustment: 80 });
    expect(res.statusCode, res.body).toBe(200);
    expect(ZUserSettingsAnswer.parse(res.json()).data.payout_adjustment).toBe(80);
  });
});
