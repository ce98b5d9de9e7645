import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adjustSpendAppsResource, adjustSpendNetworksResource, FORM_MESSAGES } from '@bo/contract';
import { seedAdjustSpend, seedCore, type Db } from '@bo/db';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';
import { multipartBody } from './list-engine-helper.ts';

// The form engine (issue 18) on /adjust-spend-apps and /adjust-spend-networks, through the gateway:
// create, edit and delete with the schema's per-field errors, the duplicate, the delete refused while
// spend rows depend on the record, and the fixed grant (top admins plus 54, 73, 114, 160) on the server.
const NOW = new Date('2025-06-15T12:00:00.000Z');
let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack(async (db: Db) => {
    await seedCore(db, { scale: 1, now: NOW });
    await seedAdjustSpend(db, { scale: 1, now: NOW });
  });
}, 120_000);
afterAll(async () => stack?.close());

const APPS = adjustSpendAppsResource.url;
const NETWORKS = adjustSpendNetworksResource.url;
type Answer = { status: number; body: { data?: Record<string, unknown> | null; message?: string; errors?: unknown } };
const call = (adminId: number, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  stack.viaGateway(adminId, method, url, payload) as Promise<Answer>;

/** Everything a write may touch: the Adjust apps and the engine's admin-logs entries. */
async function written() {
  const apps = await stack.db.query('SELECT id, app_token, name, platform, app_id, updated_by FROM admin.adjust_spend_apps ORDER BY id');
  const logs = await stack.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM admin.admin_logs WHERE action LIKE 'form.%'`);
  return { apps: apps.rows, logs: logs.rows[0]!.n };
}

const newApp = { app_token: 'fsweb01abc', name: 'Five Surveys Web', platform: 'web', app_id: 16 };

describe('form engine: create, edit, delete (adjust spend apps)', () => {
  let id = 0;

  it('creates a row for an allowed admin (54), stamped and action-logged', async () => {
    const res = await call(54, 'POST', APPS, newApp);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(FORM_MESSAGES.created('Adjust app', 'Five Surveys Web'));
    expect(res.body.data).toMatchObject({ app_token: 'fsweb01abc', platform: 'web', app_id: 16, app_name: 'Five Surveys', spend_30d: 0 });
    id = Number(res.body.data!.id);
    const stored = await stack.db.query('SELECT app_token, platform, app_id, updated_by FROM admin.adjust_spend_apps WHERE id = $1', [id]);
    expect(stored.rows).toEqual([{ app_token: 'fsweb01abc', platform: 'web', app_id: 16, updated_by: 54 }]);
    const log = await stack.db.query<{ admin_id: number; origin: string; data: { id: number } }>(
      `SELECT admin_id, origin, data FROM admin.admin_logs WHERE action = 'form.adjust_spend_apps.create'`,
    );
    expect(log.rows).toMatchObject([{ admin_id: 54, origin: 'server', data: { id } }]);
  });

  it('answers bad input with 4xx naming each field, and writes nothing', async () => {
    const before = await written();
    const missing = await call(1, 'POST', APPS, { name: 'No token', platform: 'windows', app_id: 'sixteen' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({
      app_token: [FORM_MESSAGES.required('App Token')],
      platform: [FORM_MESSAGES.notOption('Platform')],
      app_id: [FORM_MESSAGES.notNumber('Our App')],
    });
    const unknownApp = await call(1, 'POST', APPS, { ...newApp, app_token: 'other-token', app_id: 99999 });
    expect(unknownApp).toEqual({ status: 422, body: { errors: { app_id: [FORM_MESSAGES.notOption('Our App')] } } });
    const duplicate = await call(1, 'POST', APPS, { ...newApp, name: 'Again' });
    expect(duplicate).toEqual({ status: 409, body: { errors: { app_token: [FORM_MESSAGES.duplicate('Adjust app', 'app token')] } } });
    expect(await written()).toEqual(before);
  });

  it('edits a row (73), logging it before and after; a taken token on edit is refused', async () => {
    const res = await call(73, 'PUT', `${APPS}/${id}`, { ...newApp, name: 'Five Surveys Web (PWA)', app_id: '' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(FORM_MESSAGES.saved('Adjust app', 'Five Surveys Web (PWA)'));
    expect(res.body.data).toMatchObject({ name: 'Five Surveys Web (PWA)', app_id: null, app_name: null });
    const log = await stack.db.query<{ data: { before: { name: string }; after: { name: string } } }>(
      `SELECT data FROM admin.admin_logs WHERE action = 'form.adjust_spend_apps.update'`,
    );
    expect(log.rows.map((r) => [r.data.before.name, r.data.after.name])).toEqual([['Five Surveys Web', 'Five Surveys Web (PWA)']]);
    const before = await written();
    const taken = await call(73, 'PUT', `${APPS}/${id}`, { ...newApp, app_token: 'po7xk2m9d4ra' });
    expect(taken).toEqual({ status: 409, body: { errors: { app_token: [FORM_MESSAGES.duplicate('Adjust app', 'app token')] } } });
    expect((await call(73, 'PUT', `${APPS}/999999`, newApp)).status).toBe(404);
    expect(await written()).toEqual(before);
  });

  it('refuses to delete an app its spend rows depend on (409), and deletes one without', async () => {
    const before = await written();
    const spendRows = await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.adjust_spend_data WHERE adjust_app_id = 1');
    expect(spendRows.rows[0]!.n).toBeGreaterThan(0);
    const refused = await call(54, 'DELETE', `${APPS}/1`);
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toBe(
      FORM_MESSAGES.inUse('Adjust app', 'Prime Opinion Android', `${spendRows.rows[0]!.n.toLocaleString('en-US')} spend rows`),
    );
    expect(await written()).toEqual(before);
    const deleted = await call(160, 'DELETE', `${APPS}/${id}`);
    expect(deleted).toEqual({ status: 200, body: { data: null, message: FORM_MESSAGES.deleted('Adjust app', 'Five Surveys Web (PWA)') } });
    expect((await stack.db.query('SELECT 1 FROM admin.adjust_spend_apps WHERE id = $1', [id])).rows).toEqual([]);
    expect((await written()).logs).toBe(before.logs + 1);
  });

  it('answers the server options of the form (our apps)', async () => {
    const res = (await call(5, 'GET', `${APPS}/form-options`)) as { status: number; body: { data?: unknown } };
    expect(res.status).toBe(200);
    expect((res.body.data as Record<string, unknown[]>).app_id).toContainEqual({ value: 16, label: 'Five Surveys' });
  });
});

describe('form engine: the fixed grant decides on the server (403, nothing written)', () => {
  it.each([26, 9, 200])('admin %i may not create, edit or delete Adjust apps or networks', async (adminId) => {
    const before = await written();
    const networks = await stack.db.query('SELECT * FROM admin.adjust_spend_networks ORDER BY id');
    expect((await call(adminId, 'POST', APPS, { ...newApp, app_token: `denied-${adminId}` })).status).toBe(403);
    expect((await call(adminId, 'PUT', `${APPS}/2`, { ...newApp, app_token: `denied-${adminId}` })).status).toBe(403);
    expect((await call(adminId, 'DELETE', `${APPS}/10`)).status).toBe(403);
    expect((await call(adminId, 'POST', NETWORKS, { network: `Denied ${adminId}`, channel: 'dsp' })).status).toBe(403);
    expect((await call(adminId, 'DELETE', `${NETWORKS}/12`)).status).toBe(403);
    expect(await written()).toEqual(before);
    expect((await stack.db.query('SELECT * FROM admin.adjust_spend_networks ORDER BY id')).rows).toEqual(networks.rows);
  });

  it('each allowed admin holding the page may create a network; a switch left out is false', async () => {
    for (const adminId of [1, 5, 54, 73, 160]) {
      const res = await call(adminId, 'POST', NETWORKS, { network: `Granted ${adminId}`, channel: 'search' });
      expect(res.status, `${adminId}: ${JSON.stringify(res.body)}`).toBe(201);
      expect(res.body.data).toMatchObject({ network: `Granted ${adminId}`, channel: 'search', counted_in_spend: false });
    }
  });

  it('the grant needs the page it lives on (issue 24 item 6): 114 holds Adjust Spend Data, not Networks', async () => {
    const before = await written();
    expect((await call(114, 'POST', NETWORKS, { network: 'Granted 114', channel: 'search' })).status).toBe(403);
    expect((await call(114, 'DELETE', `${APPS}/1`)).status).toBe(403);
    expect(await written()).toEqual(before);
  });
});

describe('Adjust Spend Data: import CSV (upsert) with adjust_spend_data_import (top admins plus 54, 73, 114, 160)', () => {
  const importCsv = async (adminId: number, csv: string) => {
    const { payload, contentType } = multipartBody({}, { name: 'adjust.csv', type: 'text/csv', content: csv });
    const res = await stack.gateway.inject({
      method: 'POST',
      url: '/api/adjust-spend-data/import',
      headers: { authorization: `Bearer ${await stack.tokenOf(adminId)}`, 'content-type': contentType },
      payload,
    });
    return { status: res.statusCode, body: res.json() as { data?: unknown; errors?: unknown } };
  };
  const spendRows = async () =>
    (
      await stack.db.query(
        'SELECT day, adjust_app_id, network_id, campaign, country, spend, installs FROM admin.adjust_spend_data ORDER BY id',
      )
    ).rows;
  const HEADER = 'day,adjust_app_id,network_id,campaign,country,spend,installs';

  it('lists the loaded rows with the totals of the filtered rows', async () => {
    const res = (await call(1, 'GET', '/api/adjust-spend-data?filter[dayFrom]=2025-06-01&filter[dayTo]=2025-06-15')) as {
      status: number;
      body: { data?: unknown; statistic_data?: Record<string, number> };
    };
    expect(res.status).toBe(200);
    const { rows } = await stack.db.query<{ spend: string }>(
      `SELECT sum(spend) AS spend FROM admin.adjust_spend_data WHERE day BETWEEN '2025-06-01' AND '2025-06-15'`,
    );
    expect(Math.round(Number(res.body.statistic_data?.spend) * 100)).toBe(Math.round(Number(rows[0]!.spend) * 100));
  });

  it('an allowed admin updates an existing row and adds a new one in one file', async () => {
    const { rows } = await stack.db.query<{ day: string; adjust_app_id: number; network_id: number; campaign: string; country: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, adjust_app_id, network_id, campaign, country FROM admin.adjust_spend_data ORDER BY id LIMIT 1`,
    );
    const r = rows[0]!;
    const csv = `${HEADER}\n${r.day},${r.adjust_app_id},${r.network_id},${r.campaign},${r.country},999.99,77\n2025-06-15,1,1,e2e_new_campaign,US,10.5,3\n`;
    const before = (await spendRows()).length;
    const res = await importCsv(73, csv);
    expect(res, JSON.stringify(res.body)).toMatchObject({ status: 200, body: { data: { rows_updated: 2 } } });
    expect((await spendRows()).length).toBe(before + 1);
    const updated = await stack.db.query(
      `SELECT spend::float8 AS spend, installs, imported_by FROM admin.adjust_spend_data WHERE day = $1 AND adjust_app_id = $2 AND network_id = $3 AND campaign = $4 AND country = $5`,
      [r.day, r.adjust_app_id, r.network_id, r.campaign, r.country],
    );
    expect(updated.rows).toEqual([{ spend: 999.99, installs: 77, imported_by: 73 }]);
  });

  it('a bad file answers 422 naming row and column, a repeated row too, and nothing is written; others get 403', async () => {
    const before = await spendRows();
    const unknownNetwork = await importCsv(54, `${HEADER}\n2025-06-14,1,999,c,US,1,1\n`);
    expect(unknownNetwork.status).toBe(422);
    expect(JSON.stringify(unknownNetwork.body.errors)).toMatch(/Row 2, column network_id/);
    const repeated = await importCsv(54, `${HEADER}\n2025-06-14,1,1,dup,US,1,1\n2025-06-14,1,1,dup,US,2,2\n`);
    expect(repeated.status).toBe(422);
    const denied = await importCsv(26, `${HEADER}\n2025-06-14,1,1,denied,US,1,1\n`);
    expect(denied.status).toBe(403);
    expect(await spendRows()).toEqual(before);
  });
});
