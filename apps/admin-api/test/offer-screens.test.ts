import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM_MESSAGES, offerClientsResource, SUPPRESSION_IMPORT_MESSAGES } from '@bo/contract';
import { seedCore, seedMarketplace, seedOfferScreens, type Db } from '@bo/db';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';
import { multipartBody } from './list-engine-helper.ts';

// The Offers menu's table screens (issue 18) through the gateway on the marketplace demo, and the
// fixed grants of spec 01 section 6: Add Edit Offer (top admins plus 26) on /offer-clients, Offer
// Performance Analysis Export (admins 1 and 5 only); everyone else 403 with nothing written.
const NOW = new Date('2025-06-15T12:00:00.000Z');
let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack(async (db: Db) => {
    await seedCore(db, { scale: 1, now: NOW });
    await seedMarketplace(db, { scale: 1, now: NOW });
    await seedOfferScreens(db, { scale: 1, now: NOW });
  });
}, 180_000);
afterAll(async () => stack?.close());

type Answer = { status: number; body: { data?: unknown; message?: string; errors?: unknown } };
const call = (adminId: number, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  stack.viaGateway(adminId, method, url, payload) as Promise<Answer>;
const rows = (a: Answer) => a.body.data as Record<string, unknown>[];

describe('offer table screens', () => {
  it.each([
    '/api/offer-click-search',
    '/api/offer-postback-logs',
    '/api/offer-clients',
    '/api/offer-suppression-imports',
    '/api/offer-user-iap-data',
    '/api/offer-iap-imports',
    '/api/offer-user-export',
  ])('%s answers its rows to admin 1', async (url) => {
    const res = await call(1, 'GET', url);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    if (!url.includes('iap')) expect(rows(res).length).toBeGreaterThan(0);
  });

  it('finds an offer click by its id and by the user, with its events', async () => {
    const { rows: clicks } = await stack.db.query<{ id: string; user_id: string; n: number }>(
      `SELECT oc.id, oc.user_id, (SELECT count(*)::int FROM admin.offer_events e WHERE e.offer_click_id = oc.id) AS n
       FROM admin.offer_clicks oc WHERE EXISTS (SELECT 1 FROM admin.offer_events e WHERE e.offer_click_id = oc.id) ORDER BY oc.id LIMIT 1`,
    );
    const click = clicks[0]!;
    const byId = await call(1, 'GET', `/api/offer-click-search?filter[id]=${click.id}`);
    expect(rows(byId)).toEqual([expect.objectContaining({ id: Number(click.id), events: click.n })]);
    const byUser = await call(1, 'GET', `/api/offer-click-search?filter[userId]=${click.user_id}&itemPerPage=1000`);
    expect(rows(byUser).every((r) => Number(r.user_id) === Number(click.user_id))).toBe(true);
  });

  it('the user export lists the users of one offer who reached a reward', async () => {
    const { rows: truth } = await stack.db.query<{ offer_id: number; reward_name: string; n: number }>(
      `SELECT e.offer_id, e.reward_name, count(DISTINCT e.user_id)::int AS n FROM admin.offer_events e
       WHERE e.status <> 2 AND EXISTS (SELECT 1 FROM admin.offer_clicks oc WHERE oc.user_id = e.user_id AND oc.offer_id = e.offer_id)
       GROUP BY 1, 2 ORDER BY 3 DESC LIMIT 1`,
    );
    const t = truth[0]!;
    const res = await call(
      1,
      'GET',
      `/api/offer-user-export?filter[offerId]=${t.offer_id}&filter[reward]=${encodeURIComponent(t.reward_name)}&itemPerPage=1000`,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(rows(res).length).toBe(t.n);
    expect(rows(res).every((r) => r.offer_id === t.offer_id && Number(r.events) > 0 && !('email' in r))).toBe(true);
  });

  it('postback logs filter by result; each client counts its active offers', async () => {
    const dup = await call(1, 'GET', '/api/offer-postback-logs?filter[result]=duplicate');
    expect(rows(dup).length).toBeGreaterThan(0);
    expect(rows(dup).every((r) => r.result === 'duplicate')).toBe(true);
    const clients = rows(await call(1, 'GET', '/api/offer-clients?itemPerPage=100'));
    const { rows: truth } = await stack.db.query<{ client_id: number; n: number }>(
      'SELECT client_id, count(*)::int AS n FROM admin.offers WHERE status = 1 GROUP BY client_id',
    );
    for (const c of clients) expect(c.active_offers).toBe(truth.find((t) => t.client_id === c.id)?.n ?? 0);
  });
});

describe('grants on the server', () => {
  const clients = async () => (await stack.db.query('SELECT * FROM admin.offer_clients ORDER BY id')).rows;

  it('Add Edit Offer: admins 1, 5 and 26 create and edit clients; others answer 403 and nothing is written', async () => {
    for (const adminId of [1, 5, 26]) {
      const created = await call(adminId, 'POST', offerClientsResource.url, {
        name: `Client of ${adminId}`,
        payment_terms: 'net_30',
        status: 1,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = (created.body.data as { id: number }).id;
      const edited = await call(adminId, 'PUT', `${offerClientsResource.url}/${id}`, {
        name: `Client of ${adminId}`,
        contact: 'ops@example.test',
        payment_terms: 'prepaid',
        status: 0,
      });
      expect(edited.body.message).toBe(FORM_MESSAGES.saved('Offer client', `Client of ${adminId}`));
    }
    const before = await clients();
    for (const adminId of [9, 54, 73, 200]) {
      expect(
        (await call(adminId, 'POST', offerClientsResource.url, { name: `Denied ${adminId}`, payment_terms: 'net_30', status: 1 })).status,
      ).toBe(403);
      expect(
        (await call(adminId, 'PUT', `${offerClientsResource.url}/1`, { name: 'Renamed', payment_terms: 'net_30', status: 1 })).status,
      ).toBe(403);
    }
    expect(await clients()).toEqual(before);
  });

  it('bad input names the field: unknown payment terms, missing name', async () => {
    const before = await clients();
    const bad = await call(26, 'POST', offerClientsResource.url, { payment_terms: 'net_90', status: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ name: [FORM_MESSAGES.required('Name')], payment_terms: [FORM_MESSAGES.notOption('Payment Terms')] });
    expect(await clients()).toEqual(before);
  });

  it('Offer Performance Analysis Export: admins 1 and 5 only', async () => {
    const url = '/api/reports/offer-performance-analysis/export?filter[dayFrom]=2025-06-01&filter[dayTo]=2025-06-15&only_file_name=1';
    for (const adminId of [1, 5]) expect((await call(adminId, 'GET', url)).status).toBe(200);
    for (const adminId of [26, 9, 54]) expect((await call(adminId, 'GET', url)).status).toBe(403);
  });

  it('deleting a suppression import lifts it (page holders), action-logged', async () => {
    const res = await call(1, 'DELETE', '/api/offer-suppression-imports/1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await stack.db.query('SELECT 1 FROM admin.offer_suppressions WHERE id = 1')).rows).toEqual([]);
    const log = await stack.db.query(`SELECT 1 FROM admin.admin_logs WHERE action = 'form.offer_suppression_imports.delete'`);
    expect(log.rows.length).toBe(1);
  });
});

describe('Offer Suppression Imports: a CSV previewed, then written as one import; a bad file writes nothing', () => {
  const upload = async (url: string, csv: string, name = 'acme_suppress.csv') => {
    const { payload, contentType } = multipartBody({}, { name, type: 'text/csv', content: csv });
    const res = await stack.gateway.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${await stack.tokenOf(1)}`, 'content-type': contentType },
      payload,
    });
    return { status: res.statusCode, body: res.json() as { data?: Record<string, unknown>; errors?: unknown } };
  };
  const stored = async () => (await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.offer_suppressions')).rows[0]!.n;

  it('previews what the file would add, writes it on confirmation, and lists it with the users it matched', async () => {
    const { rows: users } = await stack.db.query<{ id: string; external_user_id: string }>(
      'SELECT id, external_user_id FROM admin.users WHERE external_user_id IS NOT NULL ORDER BY id LIMIT 2',
    );
    const csv = `offer_id,identifier_type,identifier\n1,external_id,${users[0]!.external_user_id}\n2,external_id,${users[1]!.external_user_id}\n2,external_id,no-such-user\n`;
    const before = await stored();
    const preview = await upload('/api/offer-suppression-imports/import-preview', csv);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(JSON.stringify(preview.body)).toContain('Matched users');
    expect(await stored()).toBe(before);
    const written = await upload('/api/offer-suppression-imports/import', csv);
    expect(written, JSON.stringify(written.body)).toMatchObject({ status: 200, body: { data: { rows_inserted: 1 } } });
    expect(await stored()).toBe(before + 1);
    const { rows: saved } = await stack.db.query<{
      offer_ids: number[];
      identifier_type: string;
      identifiers: string[];
      matched: string[];
    }>(
      'SELECT offer_ids, identifier_type, identifiers, matched_user_ids::text[] AS matched FROM admin.offer_suppressions ORDER BY id DESC LIMIT 1',
    );
    expect(saved[0]).toEqual({
      offer_ids: [1, 2],
      identifier_type: 'external_id',
      identifiers: [users[0]!.external_user_id, users[1]!.external_user_id, 'no-such-user'],
      matched: users.map((u) => String(u.id)).sort(),
    });
    const list = rows(await call(1, 'GET', '/api/offer-suppression-imports?orderBy=id&orderDirection=desc&itemPerPage=1'));
    expect(list[0]).toMatchObject({
      offer_ids: '1, 2',
      identifier_type: 'external_id',
      identifiers: 3,
      matched_users: 2,
      file_name: 'acme_suppress.csv',
    });
    const log = await stack.db.query(`SELECT 1 FROM admin.admin_logs WHERE action = 'form.offer_suppression_imports.import'`);
    expect(log.rows.length).toBe(1);
  });

  it('an unknown offer, identifier type, a second type or a bad identifier refuses the file naming row and column', async () => {
    const before = await stored();
    const bad = await upload(
      '/api/offer-suppression-imports/import',
      'offer_id,identifier_type,identifier\n1,user_id,101\n1,email_hash,5d41402abc4b2a76b9719d911017c592\n1,phone,123\n1,user_id,abc\n',
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      `Row 3, column identifier_type: ${SUPPRESSION_IMPORT_MESSAGES.oneType('user_id')}`,
      `Row 4, column identifier_type: ${SUPPRESSION_IMPORT_MESSAGES.identifierType}`,
      `Row 5, column identifier: ${SUPPRESSION_IMPORT_MESSAGES.notUserId}`,
    ]);
    const unknownOffer = await upload(
      '/api/offer-suppression-imports/import-preview',
      'offer_id,identifier_type,identifier\n99999999,user_id,101\n',
    );
    expect(unknownOffer.status).toBe(422);
    expect(JSON.stringify(unknownOffer.body.errors)).toMatch(/Row 2, column offer_id/);
    expect(await stored()).toBe(before);
  });
});

describe('Offer IAP Imports: import CSV, atomic, showing what it changed', () => {
  const importCsv = async (adminId: number, csv: string, name = 'northwind_iap.csv') => {
    const { payload, contentType } = multipartBody({}, { name, type: 'text/csv', content: csv });
    const res = await stack.gateway.inject({
      method: 'POST',
      url: '/api/offer-iap-imports/import',
      headers: { authorization: `Bearer ${await stack.tokenOf(adminId)}`, 'content-type': contentType },
      payload,
    });
    return { status: res.statusCode, body: res.json() as { data?: Record<string, unknown>; errors?: unknown } };
  };
  const counts = async () =>
    (
      await stack.db.query<{ imports: number; tx: number }>(
        'SELECT (SELECT count(*)::int FROM admin.iap_imports) AS imports, (SELECT count(*)::int FROM admin.offer_iap_transactions) AS tx',
      )
    ).rows[0]!;

  it('adds the matched rows as one import and counts the unmatched; the list shows the file with its figures', async () => {
    const { rows: offers } = await stack.db.query<{ id: number }>(
      'SELECT id FROM admin.offers WHERE provider_id = (SELECT provider_id FROM admin.offers WHERE id = 1) ORDER BY id LIMIT 2',
    );
    const [a, b] = offers.map((o) => o.id);
    const before = await counts();
    const csv = `user_id,offer_id,value,transaction_id,time\n101,${a},4.99,t-1,2025-06-14 10:00:00\n102,${b},19.99,t-2,2025-06-14T11:30:00Z\n99999999,${a},1.00,t-3,2025-06-14 12:00\n`;
    const res = await importCsv(1, csv);
    expect(res, JSON.stringify(res.body)).toMatchObject({ status: 200, body: { data: { rows_inserted: 2 } } });
    expect(await counts()).toEqual({ imports: before.imports + 1, tx: before.tx + 2 });
    const list = rows(await call(1, 'GET', '/api/offer-iap-imports?itemPerPage=1'));
    expect(list[0]).toMatchObject({ file_name: 'northwind_iap.csv', rows_total: 3, rows_matched: 2, rows_unmatched: 1, value: 24.98 });
  });

  it('a bad time or a bad number refuses the whole file naming row and column; nothing is written', async () => {
    const before = await counts();
    const bad = await importCsv(
      1,
      'user_id,offer_id,value,transaction_id,time\n101,1,4.99,t-9,yesterday\n102,1,abc,t-10,2025-06-14 10:00\n',
    );
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body.errors)).toMatch(/Row 3, column value/);
    const badTime = await importCsv(1, 'user_id,offer_id,value,transaction_id,time\n101,1,4.99,t-9,yesterday\n');
    expect(badTime.body.errors).toEqual([expect.stringMatching(/^Row 2, column time: /)]);
    expect(await counts()).toEqual(before);
  });
});
