import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZUserDetailsAnswer, apiCalls, decide, permissionCatalogue } from '@bo/contract';
import { USER_DETAILS_SHOWCASE_IDS as S } from '@bo/db';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';

let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack();
});
afterAll(async () => {
  await stack?.close();
});

const tokenOf = (id: number): Promise<string> => stack.tokenOf(id);
const getAs = (token: string, url: string) => stack.gateway.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('user details through the gateway', () => {
  it('serves the details to a staff admin holding user_details', async () => {
    const res = await getAs(await tokenOf(201), `/api/user/${S.bannedRedFlags}`);
    expect(res.statusCode).toBe(200);
    expect(ZUserDetailsAnswer.parse(res.json()).data.user.id).toBe(S.bannedRedFlags);
  });

  it("denies a staff admin without user_details, and a sibling card without that product's details page", async () => {
    const denied = await getAs(await tokenOf(200), `/api/user/${S.bannedRedFlags}`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ errors: 'You do not have the permission: user_details' });
    const card = await getAs(await tokenOf(201), '/api/five-surveys/user/51/basic');
    expect(card.statusCode).toBe(403);
    expect(card.json()).toEqual({ errors: 'You do not have the permission: fs_user_details' });
  });

  it('lets a super admin through to every user-details read', async () => {
    const token = await tokenOf(1);
    expect((await getAs(token, '/api/five-surveys/user/51/basic')).statusCode).toBe(200);
    expect((await getAs(token, `/api/user/${S.powerUser}/offer-details`)).statusCode).toBe(200);
    expect((await getAs(token, '/api/countries?limit=-1')).statusCode).toBe(200);
  });
});

describe('the user-details calls in the catalogue', () => {
  const calls = apiCalls.filter((c) => c.name.startsWith('userDetails.'));
  const staff = (modules: string[]) => ({ id: 200, role: 3, permissions: { modules } });

  it('need user_details (or the product page, the offer page), except the countries', () => {
    for (const call of calls) {
      const permission = call.permission as string;
      expect(permissionCatalogue.has(permission) || permission.startsWith('@'), call.name).toBe(true);
      if (permission.startsWith('@')) continue;
      expect(decide(staff([]), permission, permissionCatalogue).allowed, call.name).toBe(false);
      expect(decide(staff([permission]), permission, permissionCatalogue).allowed, call.name).toBe(true);
    }
    const byName = new Map(calls.map((c) => [c.name, c.permission]));
    expect(byName.get('userDetails.show')).toBe('user_details');
    expect(byName.get('userDetails.fs.basic')).toBe('fs_user_details');
    expect(byName.get('userDetails.offer.basic')).toBe('offer_details');
  });
});
