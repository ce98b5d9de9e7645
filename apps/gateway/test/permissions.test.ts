import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCalls,
  decide,
  FIXED_GRANT_HOLDERS,
  isUsableAdmin,
  permissionCatalogue,
  PUBLIC,
  SIGNED_IN,
  type AdminPrincipal,
  type ApiCall,
} from '@bo/contract';
import { bearer, signIn, startTestGateway, type SeedAdmin, type TestGateway } from './helper.ts';

/** The upstream calls of the contract: the matrix below is generated from them. */
const upstreamCalls = apiCalls.filter((c) => c.upstream !== 'gateway');

const namesOf = (call: ApiCall): string[] => (typeof call.permission === 'string' ? [call.permission] : [...call.permission]);

/** A narrow staff admin: the first two ordinary (not fixed-grant) permissions the calls use. */
const narrowModules = [...new Set(upstreamCalls.flatMap(namesOf))]
  .filter((p) => p !== PUBLIC && p !== SIGNED_IN && permissionCatalogue.has(p) && !FIXED_GRANT_HOLDERS.has(p))
  .slice(0, 2);

const ADMINS: SeedAdmin[] = [
  { id: 1, role: 1, modules: [] },
  // Holds fixed grants (user credit, click ticket productivity, add/edit offer ...) and two modules, one the credit's page.
  { id: 26, role: 3, modules: ['users', 'user_details'] },
  { id: 210, role: 3, modules: narrowModules },
];

/** What decide() says for a call, straight from the contract. */
function expected(admin: AdminPrincipal, call: ApiCall): { allowed: boolean; permission: string | null } {
  if (call.permission === PUBLIC) return { allowed: true, permission: PUBLIC };
  if (!isUsableAdmin(admin)) return { allowed: false, permission: null };
  if (call.permission === SIGNED_IN) return { allowed: true, permission: SIGNED_IN };
  const granted = namesOf(call).find((name) => decide(admin, name, permissionCatalogue).allowed);
  return { allowed: granted !== undefined, permission: granted ?? null };
}

/** A concrete URL for a call's path pattern. */
const concrete = (path: string): string => path.replace(/:[A-Za-z_]\w*/g, '7').replace(/\*$/, 'x');

describe('permission check of every catalogued call', () => {
  let gw: TestGateway;
  const tokens = new Map<number, string>();

  beforeAll(async () => {
    gw = await startTestGateway({ admins: ADMINS });
    for (const a of ADMINS) tokens.set(a.id, await signIn(gw.app, a.id));
  });
  afterAll(async () => {
    await gw.close();
  });

  it('has a catalogue to check', () => {
    expect(upstreamCalls.length).toBeGreaterThan(0);
    expect(narrowModules.length).toBeGreaterThan(0);
  });

  for (const seed of ADMINS) {
    it(`allows admin ${seed.id} exactly the calls decide() allows, and proxies them`, async () => {
      const admin: AdminPrincipal = { id: seed.id, role: seed.role, permissions: { modules: seed.modules } };
      let allowedCount = 0;
      for (const call of upstreamCalls) {
        const url = concrete(call.path);
        const res = await gw.app.inject({
          method: call.method,
          url,
          headers: bearer(tokens.get(seed.id)!),
          ...(call.method === 'GET' || call.method === 'DELETE' ? {} : { payload: {} }),
        });
        const want = expected(admin, call);
        const what = `${seed.id} ${call.method} ${call.path} (${call.name})`;
        if (want.allowed) {
          allowedCount += 1;
          expect(res.statusCode, what).toBe(200);
          expect(res.json(), what).toMatchObject({
            ok: true,
            upstream: call.upstream,
            path: url,
            permission: want.permission,
            admin_id: seed.id,
          });
        } else {
          expect(res.statusCode, what).toBe(403);
          expect(res.json(), what).toEqual({ errors: `You do not have the permission: ${namesOf(call).join(', ')}` });
        }
      }
      if (seed.role === 1) expect(allowedCount).toBe(upstreamCalls.length);
      else expect(allowedCount).toBeLessThan(upstreamCalls.length);
    });
  }

  it('lets admin 26 use a fixed grant its modules do not give (user_credit, on the user details it holds)', () => {
    expect(
      decide({ id: 26, role: 3, permissions: { modules: ['users', 'user_details'] } }, 'user_credit', permissionCatalogue).allowed,
    ).toBe(true);
    expect(decide({ id: 210, role: 3, permissions: { modules: ['user_credit'] } }, 'user_credit', permissionCatalogue).allowed).toBe(false);
  });

  it('refuses every upstream call without a token', async () => {
    for (const call of upstreamCalls.filter((c) => c.permission !== PUBLIC)) {
      const res = await gw.app.inject({ method: call.method, url: concrete(call.path) });
      expect(res.statusCode, call.name).toBe(401);
      expect(res.json()).toEqual({ errors: 'Unauthenticated!' });
    }
  });

  it('refuses an uncatalogued call under each API prefix with 404, signed in or not', async () => {
    const token = tokens.get(1)!;
    for (const [method, url] of [
      ['GET', '/api/no-such-call/7'],
      ['DELETE', '/chat/api/admin/nothing-here'],
      ['POST', '/support/api/whatever?x=1'],
      ['GET', '/api'],
    ] as const) {
      const res = await gw.app.inject({ method, url, headers: bearer(token) });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: `Unknown API call: ${method} ${url.split('?')[0]}` });
    }
    // A catalogued path with a method the catalogue does not give it.
    const wrongMethod = await gw.app.inject({ method: 'PATCH', url: '/api/me', headers: bearer(token) });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json()).toEqual({ errors: 'Unknown API call: PATCH /api/me' });
    for (const u of Object.values(gw.upstreams))
      expect(u.seen.some((s) => s.url.includes('no-such-call') || s.url.includes('nothing-here'))).toBe(false);
  });

  it('leaves the upstreams closed to anyone without the gateway context (401)', async () => {
    for (const u of Object.values(gw.upstreams)) {
      const res = await fetch(`${u.url}/api/admins`, { headers: bearer(tokens.get(1)!) });
      expect(res.status).toBe(401);
      const body = (await res.json()) as { errors: string };
      expect(body.errors).toMatch(/^Unauthenticated!/);
    }
  });
});
