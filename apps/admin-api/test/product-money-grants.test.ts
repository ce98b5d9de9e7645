import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTS, PRODUCT_MONEY_MESSAGES, STREAK_PRODUCTS, type Product } from '@bo/contract';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';

let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack();
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

/**
 * Specification 01 section 6, as written: settings pages fs top admins plus 5, 6, 55, the other
 * products top admins plus 6, 55; users exports top admins plus 9 (on a users page they hold); streak length
 * (hc, po) top admins only.
 */
const SETTINGS_HOLDERS: Record<string, number[]> = {
  fs: [1, 5, 6, 55],
  hc: [1, 5, 6, 55],
  po: [1, 5, 6, 55],
  es: [1, 5, 6, 55],
  ts: [1, 5, 6, 55],
};
/**
 * Users exports: top admins plus 9, and a fixed grant needs the page it lives on (issue 24 item 6):
 * admin 9 holds fs_users only, so exports fs users and no other product's.
 */
const exportHolders = (p: Product): number[] => (p.prefix === 'fs' ? [1, 5, 9] : [1, 5]);
const STREAK_HOLDERS = [1, 5];
const ADMINS = [1, 5, 6, 9, 55, 26];

interface GrantCase {
  label: string;
  method: 'GET' | 'PUT';
  url: (p: Product) => string;
  body?: object;
  holders: (p: Product) => number[];
  products: readonly Product[];
}

const CASES: GrantCase[] = [
  {
    label: 'sees the settings',
    method: 'GET',
    url: (p) => `/api/${p.project}/settings`,
    holders: (p) => SETTINGS_HOLDERS[p.prefix]!,
    products: PRODUCTS,
  },
  {
    label: 'edits a setting',
    method: 'PUT',
    url: (p) => `/api/${p.project}/settings/daily_cap_points`,
    body: { value: '20000' },
    holders: (p) => SETTINGS_HOLDERS[p.prefix]!,
    products: PRODUCTS,
  },
  {
    label: 'exports the users',
    method: 'GET',
    url: (p) => `/api/${p.project}/users/export?only_file_name=1`,
    holders: exportHolders,
    products: PRODUCTS,
  },
  {
    label: 'edits the streak length',
    method: 'PUT',
    url: (p) => `/api/${p.project}/streak-length`,
    body: { value: '7' },
    holders: () => STREAK_HOLDERS,
    products: PRODUCTS.filter((p) => STREAK_PRODUCTS.some((s) => s === p.prefix)),
  },
];

const matrix = CASES.flatMap((c) =>
  c.products.flatMap((p) => ADMINS.map((adminId) => ({ ...c, product: p, adminId, allowed: c.holders(p).includes(adminId) }))),
);

describe('fixed grants of the product pages, through the gateway', () => {
  it.each(matrix.map((m) => [m.adminId, m.allowed ? 'may' : 'may not', m.label, m.product.prefix, m] as const))(
    'admin %i %s: %s of %s',
    async (adminId, _may, _label, _prefix, m) => {
      const res = await stack.viaGateway(adminId, m.method, m.url(m.product), m.body);
      expect(res.status, JSON.stringify(res.body)).toBe(m.allowed ? 200 : 403);
    },
  );

  it('admin 55 reads every product settings page, admin 9 edits none, admin 6 edits hc', async () => {
    for (const p of PRODUCTS) {
      const page = await stack.viaGateway(55, 'GET', `/api/${p.project}/settings`);
      expect((page.body as { data: unknown[] }).data.length).toBeGreaterThan(0);
      expect((await stack.viaGateway(9, 'PUT', `/api/${p.project}/settings/daily_cap_points`, { value: '1' })).status).toBe(403);
    }
    const edited = await stack.viaGateway(6, 'PUT', '/api/hey-cash/settings/daily_cap_points', { value: '25000' });
    expect(edited.body).toMatchObject({ data: { key: 'daily_cap_points', value: '25000' } });
    const row = await stack.db.query<{ value: string; updated_by: number }>(
      `SELECT value, updated_by FROM admin.product_settings WHERE app_id = 18 AND key = 'daily_cap_points'`,
    );
    expect(row.rows[0]).toEqual({ value: '25000', updated_by: 6 });
    const logged = await stack.db.query<{ data: unknown }>(
      `SELECT data FROM admin.admin_logs WHERE action = 'product.settings_update' AND admin_id = 6 ORDER BY id DESC LIMIT 1`,
    );
    expect(logged.rows[0]!.data).toEqual({ app_id: 18, key: 'daily_cap_points', before: '20000', after: '25000' });
  });

  it('keeps the streak length out of the general settings edit', async () => {
    const res = await stack.viaGateway(6, 'PUT', '/api/hey-cash/settings/streak_length_days', { value: '3' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { key: [PRODUCT_MONEY_MESSAGES.settingStreakOwnCall] } });
  });
});
