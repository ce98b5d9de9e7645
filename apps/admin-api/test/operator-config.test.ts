import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ACCESS_MESSAGES,
  ADMIN_LOG_SERVER_ACTIONS,
  FORM_MESSAGES,
  OPERATOR_CONFIG_MESSAGES,
  PSA_SURVEY_MESSAGES,
  PERMISSION_GROUP_MESSAGES,
} from '@bo/contract';
import { seedCore, seedMarketplace, seedOperatorConfig, type Db } from '@bo/db';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';
import { DEMO_NOW, multipartBody } from './list-engine-helper.ts';

// The operator config screens of issue 18 (migration 043) through the gateway on their demo rows: lists
// and filters, the form engine's create, edit and delete with 4xx naming the field and nothing written,
// the A/B split summing to 100, permission groups applied through the access edit of /admins, and denials.
let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack(async (db: Db) => {
    await seedCore(db, { scale: 1, now: DEMO_NOW });
    await seedMarketplace(db, { scale: 1, now: DEMO_NOW });
    await seedOperatorConfig(db, { scale: 1, now: DEMO_NOW });
  });
}, 180_000);
afterAll(async () => stack?.close());

type Body = { data?: unknown; message?: string; errors?: Record<string, string[]> | string[]; paging?: unknown };
type Row = Record<string, unknown>;
const call = (adminId: number, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  stack.viaGateway(adminId, method, url, payload) as Promise<{ status: number; body: Body }>;
const rows = async (url: string, adminId = 1): Promise<Row[]> => {
  const res = await call(adminId, 'GET', url);
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data as Row[];
};
const count = async (table: string) => (await stack.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;
const fieldsOf = (body: Body) => Object.keys((body.errors ?? {}) as Record<string, unknown>);

describe('operator config screens: lists and filters on the demo', () => {
  it('shows demo rows on every screen, filtered by app, country and supplier', async () => {
    for (const url of [
      '/api/app-country-source-config',
      '/api/survey-publishers',
      '/api/ab-tests',
      '/api/admin-permission-groups',
      '/api/profiler-default-questions',
    ])
      expect((await rows(url)).length, url).toBeGreaterThan(0);
    const sources = await rows('/api/app-country-source-config?filter[app_id]=13');
    expect(sources.length).toBeGreaterThan(0);
    expect(sources.every((r) => r.app_id === 13 && String(r.suppliers).includes(' → '))).toBe(true);
    const first = sources[0]!;
    const supplierId = (first.supplier_ids as number[])[0]!;
    const bySupplier = await rows(`/api/app-country-source-config?filter[supplier_id]=${supplierId}`);
    expect(bySupplier.every((r) => (r.supplier_ids as number[]).includes(supplierId))).toBe(true);
    const byCountry = await rows(`/api/app-country-source-config?filter[country_code]=${String(first.country_code)}`);
    expect(byCountry.every((r) => r.country_code === first.country_code)).toBe(true);
    const disabled = await rows('/api/survey-publishers?filter[status]=disabled');
    expect(disabled.every((r) => r.status === 'disabled')).toBe(true);
    const questions = await rows('/api/profiler-default-questions?filter[app_id]=16');
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.every((r) => r.app_id === 16 && typeof r.answered === 'number')).toBe(true);
  });

  it("A/B test results per variant add up to the test's assigned users, and come from their clicks", async () => {
    const tests = await rows('/api/ab-tests?filter[status]=running');
    expect(tests.length).toBeGreaterThan(0);
    for (const t of tests) {
      const { rows: assigned } = await stack.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM admin.ab_test_assignments WHERE ab_test_id = $1',
        [t.id],
      );
      expect(t.users).toBe(assigned[0]!.n);
      const perVariant = [...String(t.results).matchAll(/: (\d+) users/g)].map((m) => Number(m[1]));
      expect(perVariant).toHaveLength((t.variants as string[]).length);
      expect(perVariant.reduce((a, b) => a + b, 0)).toBe(t.users);
    }
    // One variant's conversion against its users' clicks and completes since their assignment.
    const t = tests[0]!;
    const variant = (t.variants as string[])[0]!;
    const { rows: k } = await stack.db.query<{ clicks: number; completes: number }>(
      `SELECT count(*) FILTER (WHERE c.created_at >= a.assigned_at)::int AS clicks,
              count(*) FILTER (WHERE c.status = 1 AND c.completed_at >= a.assigned_at)::int AS completes
         FROM admin.ab_test_assignments a JOIN admin.clicks c ON c.user_id = a.user_id
        WHERE a.ab_test_id = $1 AND a.variant = $2`,
      [t.id, variant],
    );
    const expected = k[0]!.clicks === 0 ? '0.0' : ((100 * k[0]!.completes) / k[0]!.clicks).toFixed(1);
    expect(String(t.results)).toContain(`${variant}: `);
    expect(String(t.results).split('; ')[0]).toContain(`, ${expected} % conversion`);
  });

  it('lists permission groups with their members, and filters them by module', async () => {
    const groups = await rows('/api/admin-permission-groups');
    const support = groups.find((g) => g.name === 'Support agent')!;
    expect(support).toMatchObject({ admin_count: 1, main_page: 'chat' });
    expect(String(support.admins)).toContain('(201)');
    const withChat = await rows('/api/admin-permission-groups?filter[module]=chat');
    expect(withChat.map((g) => g.name)).toEqual(['Support agent']);
  });
});

describe('operator config screens: writes through the form engine', () => {
  it('A/B tests: the split must sum to 100 and match the variants, the message naming the field; nothing written', async () => {
    const n = await count('admin.ab_tests');
    const test = {
      name: 'Five Surveys streak reminder',
      app_id: 16,
      status: 'draft',
      variants: 'Control, Reminder',
      split: '60, 30',
      starts_on: '2025-07-01',
    };
    const badSum = await call(1, 'POST', '/api/ab-tests', test);
    expect(badSum.status).toBe(400);
    expect(badSum.body.errors).toEqual({ split: [OPERATOR_CONFIG_MESSAGES.splitSum('Split %', 90)] });
    const badCount = await call(1, 'POST', '/api/ab-tests', { ...test, split: '50, 25, 25' });
    expect(badCount.status).toBe(400);
    expect(badCount.body.errors).toEqual({ split: [OPERATOR_CONFIG_MESSAGES.splitCount('Split %', 2)] });
    const missing = await call(1, 'POST', '/api/ab-tests', { ...test, name: '', variants: 'Only one', ends_on: '2025-06-01' });
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body).sort()).toEqual(['name', 'split', 'variants']);
    const before = await call(1, 'POST', '/api/ab-tests', { ...test, split: '50, 50', ends_on: '2025-06-01' });
    expect(before.body.errors).toEqual({ ends_on: [OPERATOR_CONFIG_MESSAGES.endsBeforeStart('Ends')] });
    expect(await count('admin.ab_tests')).toBe(n);

    const created = await call(1, 'POST', '/api/ab-tests', { ...test, split: '60, 40' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const row = created.body.data as Row;
    expect(row).toMatchObject({ variants: ['Control', 'Reminder'], split: [60, 40], status: 'draft', users: 0 });
    // Start it (edit the status); a duplicate name names the field.
    const started = await call(1, 'PUT', `/api/ab-tests/${String(row.id)}`, { ...test, split: [60, 40], status: 'running' });
    expect(started.status).toBe(200);
    expect((started.body.data as Row).status).toBe('running');
    const duplicate = await call(1, 'POST', '/api/ab-tests', { ...test, split: '50, 50' });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors).toEqual({ name: [FORM_MESSAGES.duplicate('A/B test', 'name')] });
    // A test with assigned users is not deleted; the new one (none assigned) is.
    const [running] = await rows('/api/ab-tests?filter[status]=stopped');
    expect((await call(1, 'DELETE', `/api/ab-tests/${String(running!.id)}`)).status).toBe(409);
    expect((await call(1, 'DELETE', `/api/ab-tests/${String(row.id)}`)).status).toBe(200);
  });

  it('App Country Source Config: edit the order, one row per app and country, unknown supplier refused; import CSV', async () => {
    const [row] = await rows('/api/app-country-source-config?filter[app_id]=18');
    const reversed = [...(row!.supplier_ids as number[])].reverse();
    const payload = {
      app_id: 18,
      country_code: row!.country_code,
      supplier_ids: reversed.map(String),
      offer_provider_ids: [],
      profiler_required: true,
      min_payout: 0.3,
    };
    const saved = await call(1, 'PUT', `/api/app-country-source-config/${String(row!.id)}`, payload);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ supplier_ids: reversed, profiler_required: true, min_payout: 0.3, offer_provider_ids: [] });
    const n = await count('admin.app_country_sources');
    const duplicate = await call(1, 'POST', '/api/app-country-source-config', payload);
    expect(duplicate.status).toBe(409);
    // The key is the pair: the message is under both fields and names both.
    const pair = [FORM_MESSAGES.duplicate('Source config', 'app and country')];
    expect(duplicate.body.errors).toEqual({ app_id: pair, country_code: pair });
    const unknown = await call(1, 'POST', '/api/app-country-source-config', { ...payload, country_code: 'ZZ', supplier_ids: [999999] });
    expect(unknown.status).toBe(422);
    expect(fieldsOf(unknown.body).sort()).toEqual(['country_code', 'supplier_ids']);
    const noSuppliers = await call(1, 'POST', '/api/app-country-source-config', { ...payload, supplier_ids: [], min_payout: 'cheap' });
    expect(noSuppliers.status).toBe(400);
    expect(noSuppliers.body.errors).toEqual({
      supplier_ids: [FORM_MESSAGES.required('Suppliers')],
      min_payout: [FORM_MESSAGES.notNumber('Min Payout')],
    });
    expect(await count('admin.app_country_sources')).toBe(n);

    const [a, b] = (reversed.length > 1 ? reversed : [reversed[0], reversed[0]]) as number[];
    const importCsv = async (csv: string) => {
      const { payload: body, contentType } = multipartBody({}, { name: 'sources.csv', type: 'text/csv', content: csv });
      const res = await stack.gateway.inject({
        method: 'POST',
        url: '/api/app-country-source-config/import',
        headers: { authorization: `Bearer ${await stack.tokenOf(1)}`, 'content-type': contentType },
        payload: body,
      });
      return { status: res.statusCode, body: res.json() as Body };
    };
    const header = 'app_id,country_code,supplier_ids,offer_provider_ids,min_payout';
    const ok = await importCsv(`${header}\n18,${String(row!.country_code)},"${a},${b}",,0.2\n13,PT,${a},,\n`);
    expect(ok, JSON.stringify(ok.body)).toMatchObject({ status: 200, body: { data: { rows_updated: 2 } } });
    const { rows: stored } = await stack.db.query(
      'SELECT supplier_ids, offer_provider_ids, min_payout::float8 AS m FROM admin.app_country_sources WHERE app_id = 13 AND country_code = $1',
      ['PT'],
    );
    expect(stored).toEqual([{ supplier_ids: [a], offer_provider_ids: [], m: 0 }]);
    const m = await count('admin.app_country_sources');
    const refused = await importCsv(`${header}\n13,AT,${a},,\n13,BE,999999,,\n`);
    expect(refused.status).toBe(422);
    expect(await count('admin.app_country_sources')).toBe(m);
  });

  it('Survey Publishers: create, disable, bad URL and a second row for the same publisher and app named', async () => {
    const base = {
      publisher_id: 1,
      app_id: 37,
      revenue_share: 65,
      postback_url: 'https://pb.example/c?click={click_id}',
      countries: ['us', 'DE'],
      status: 'active',
    };
    await stack.db.query('DELETE FROM admin.survey_publisher_settings WHERE publisher_id = 1 AND app_id = 37');
    const m = await count('admin.survey_publisher_settings');
    const bad = await call(1, 'POST', '/api/survey-publishers', {
      ...base,
      postback_url: 'ftp://x',
      revenue_share: 120,
      countries: ['USA'],
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad.body).sort()).toEqual(['countries', 'postback_url', 'revenue_share']);
    const created = await call(1, 'POST', '/api/survey-publishers', base);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ publisher_id: 1, app_id: 37, revenue_share: 65, countries: ['US', 'DE'], status: 'active' });
    const again = await call(1, 'POST', '/api/survey-publishers', base);
    expect(again.status).toBe(409);
    expect(fieldsOf(again.body).sort()).toEqual(['app_id', 'publisher_id']);
    const id = String((created.body.data as Row).id);
    const disabled = await call(1, 'PUT', `/api/survey-publishers/${id}`, { ...base, status: 'disabled' });
    expect((disabled.body.data as Row).status).toBe('disabled');
    expect(await count('admin.survey_publisher_settings')).toBe(m + 1);
  });

  it('Profiler Default Questions: add, reorder, remove; a question twice in one app and country is refused', async () => {
    const { rows: q } = await stack.db.query<{ id: number }>(
      `SELECT id FROM admin.questions WHERE id NOT IN (SELECT question_id FROM admin.profiler_default_questions WHERE app_id = 71 AND country_code = 'US') ORDER BY id LIMIT 1`,
    );
    const added = await call(1, 'POST', '/api/profiler-default-questions', {
      app_id: 71,
      country_code: 'US',
      question_id: q[0]!.id,
      position: 7,
      required: false,
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const id = String((added.body.data as Row).id);
    const twice = await call(1, 'POST', '/api/profiler-default-questions', {
      app_id: 71,
      country_code: 'US',
      question_id: q[0]!.id,
      position: 8,
    });
    expect(twice.status).toBe(409);
    expect(fieldsOf(twice.body).sort()).toEqual(['app_id', 'country_code', 'question_id']);
    const badPosition = await call(1, 'PUT', `/api/profiler-default-questions/${id}`, { position: 0, required: true });
    expect(badPosition.body.errors).toEqual({ position: [FORM_MESSAGES.tooSmall('Position', 1)] });
    const moved = await call(1, 'PUT', `/api/profiler-default-questions/${id}`, { position: 1, required: true });
    expect(moved.body.data).toMatchObject({ position: 1, required: true, app_id: 71, country_code: 'US' });
    expect((await call(1, 'DELETE', `/api/profiler-default-questions/${id}`)).status).toBe(200);
  });

  it('every write is action-logged by the server', async () => {
    const { rows: logged } = await stack.db.query<{ action: string }>(
      `SELECT DISTINCT action FROM admin.admin_logs WHERE action LIKE 'form.%' AND origin = 'server' ORDER BY 1`,
    );
    expect(logged.map((r) => r.action)).toEqual(
      expect.arrayContaining([
        'form.ab_tests.create',
        'form.ab_tests.update',
        'form.ab_tests.delete',
        'form.app_country_source_config.update',
        'form.survey_publishers.create',
        'form.survey_publishers.update',
        'form.profiler_default_questions.create',
        'form.profiler_default_questions.delete',
      ]),
    );
  });
});

describe('admin permission groups: applied through the access edit of /admins', () => {
  const accessOf = async (id: number) =>
    (
      await stack.db.query<{ modules: string[]; main_page: string | null; access_version: number; role: number }>(
        `SELECT ARRAY(SELECT jsonb_array_elements_text(permissions->'modules')) AS modules, permissions->>'main_page' AS main_page, access_version, role
           FROM core.admins WHERE id = $1`,
        [id],
      )
    ).rows[0]!;
  let groupId = 0;

  it('a group never holds more than the catalogue: unknown permissions and fixed grants named under modules', async () => {
    const n = await count('admin.admin_permission_groups');
    const unknown = await call(1, 'POST', '/api/admin-permission-groups', { name: 'Everything', modules: ['surveys', 'root_access'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ modules: [FORM_MESSAGES.notOption('Modules')] });
    // A fixed admin-id grant (credit: 1, 5, 26, 32, 50, 93) is no option either: it stays with its ids.
    const fixed = await call(1, 'POST', '/api/admin-permission-groups', { name: 'Credit', modules: ['users', 'user_credit'] });
    expect(fixed.status).toBe(400);
    expect(fieldsOf(fixed.body)).toEqual(['modules']);
    const mainPage = await call(1, 'POST', '/api/admin-permission-groups', {
      name: 'Reviewers',
      modules: ['user_reviews'],
      main_page: 'surveys',
    });
    expect(mainPage.status).toBe(422);
    expect(mainPage.body.errors).toEqual({ main_page: [ADMIN_ACCESS_MESSAGES.mainPageNotGranted] });
    expect(await count('admin.admin_permission_groups')).toBe(n);
    const created = await call(1, 'POST', '/api/admin-permission-groups', {
      name: 'Reviewers',
      modules: ['user_reviews', 'support_user_reviews', 'user_details'],
      main_page: 'user_reviews',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    groupId = Number((created.body.data as Row).id);
  });

  it('applying a group writes modules and main page through the access edit: audited, sessions ended', async () => {
    const before = await accessOf(203);
    const res = await call(1, 'PUT', '/api/admins/203/permission-group', { group_id: groupId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(PERMISSION_GROUP_MESSAGES.applied('Reviewers', 'Victor Hale'));
    const after = await accessOf(203);
    expect(after).toMatchObject({
      modules: ['user_reviews', 'support_user_reviews', 'user_details'],
      main_page: 'user_reviews',
      role: before.role,
      access_version: before.access_version + 1,
    });
    const { rows: logs } = await stack.db.query<{ admin_id: number; data: { admin_id: number; permission_group_id: number } }>(
      `SELECT admin_id, data FROM admin.admin_logs WHERE action = $1 ORDER BY id DESC LIMIT 1`,
      [ADMIN_LOG_SERVER_ACTIONS.adminAccess],
    );
    expect(logs[0]).toMatchObject({ admin_id: 1, data: { admin_id: 203, permission_group_id: groupId } });
    const groups = await rows('/api/admin-permission-groups?search=Reviewers');
    expect(groups[0]).toMatchObject({ admin_count: 1 });
    expect(String(groups[0]!.admins)).toContain('(203)');
  });

  it('editing a group re-applies it to its members (access_version bumped); a direct access edit leaves the group', async () => {
    const before = await accessOf(203);
    const edited = await call(1, 'PUT', `/api/admin-permission-groups/${groupId}`, {
      name: 'Reviewers',
      modules: ['user_reviews', 'user_details'],
      main_page: 'user_details',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await accessOf(203)).toMatchObject({
      modules: ['user_reviews', 'user_details'],
      main_page: 'user_details',
      access_version: before.access_version + 1,
    });
    const direct = await call(1, 'PUT', '/api/admins/203/access', { role: 3, modules: ['surveys'], main_page: 'surveys' });
    expect(direct.status).toBe(200);
    const { rows: member } = await stack.db.query('SELECT 1 FROM admin.admin_permission_group_members WHERE admin_id = 203');
    expect(member).toEqual([]);
  });

  it('the access rules hold: own access, the supreme super admin and an unknown group refused, nothing written', async () => {
    const own = await call(1, 'PUT', '/api/admins/1/permission-group', { group_id: groupId });
    expect(own.status).toBe(403);
    const notFound = await call(1, 'PUT', '/api/admins/203/permission-group', { group_id: 999999 });
    expect(notFound.status).toBe(404);
    const bad = await call(1, 'PUT', '/api/admins/203/permission-group', { group_id: 'x' });
    expect(bad.status).toBe(422);
    expect(fieldsOf(bad.body)).toEqual(['group_id']);
    expect((await accessOf(203)).modules).toEqual(['surveys']);
  });

  it('a group with members cannot be deleted out from under them silently: delete keeps their access, ends the membership', async () => {
    const before = await accessOf(202);
    const [finance] = await rows('/api/admin-permission-groups?search=Finance');
    expect((await call(1, 'DELETE', `/api/admin-permission-groups/${String(finance!.id)}`)).status).toBe(200);
    expect(await accessOf(202)).toEqual(before);
  });
});

describe('operator config screens: denial through the gateway', () => {
  it('an admin without the page gets 403 on its list and writes, and nothing is written', async () => {
    // Admin 200 holds surveys only.
    for (const url of [
      '/api/app-country-source-config',
      '/api/survey-publishers',
      '/api/ab-tests',
      '/api/admin-permission-groups',
      '/api/profiler-default-questions',
    ])
      expect((await call(200, 'GET', url)).status, url).toBe(403);
    const n = await count('admin.ab_tests');
    const write = await call(200, 'POST', '/api/ab-tests', {
      name: 'x',
      app_id: 13,
      status: 'draft',
      variants: 'A, B',
      split: '50, 50',
      starts_on: '2025-07-01',
    });
    expect(write.status).toBe(403);
    expect(await count('admin.ab_tests')).toBe(n);
    const groups = await count('admin.admin_permission_groups');
    expect((await call(200, 'POST', '/api/admin-permission-groups', { name: 'Mine', modules: ['surveys'] })).status).toBe(403);
    expect((await call(200, 'PUT', '/api/admins/203/permission-group', { group_id: 1 })).status).toBe(403);
    expect(await count('admin.admin_permission_groups')).toBe(groups);
  });

  it('permission groups are written with Edit access (admin_access_edit): the page alone does not give them', async () => {
    // Admin 202 (Finance) is given the groups page but not Edit access.
    const granted = await call(1, 'PUT', '/api/admins/202/access', {
      role: 3,
      modules: ['payments', 'admin_permission_groups'],
      main_page: 'payments',
    });
    expect(granted.status).toBe(200);
    expect((await call(202, 'GET', '/api/admin-permission-groups')).status).toBe(200);
    const groups = await count('admin.admin_permission_groups');
    const refused = await call(202, 'POST', '/api/admin-permission-groups', { name: 'Finance 2', modules: ['payments'] });
    expect(refused.status).toBe(403);
    expect(await count('admin.admin_permission_groups')).toBe(groups);
  });
});

describe('permission groups written by an admin who is not a super admin', () => {
  it('bundles only what that admin holds, named under modules, and nothing is written', async () => {
    const modules = ['chat', 'admins', 'admin_access_edit', 'admin_permission_groups'];
    expect((await call(1, 'PUT', '/api/admins/201/access', { role: 2, modules, main_page: 'chat' })).status).toBe(200);
    const n = await count('admin.admin_permission_groups');
    const more = await call(201, 'POST', '/api/admin-permission-groups', {
      name: 'Chat and surveys',
      modules: ['chat', 'surveys'],
      main_page: 'chat',
    });
    expect(more.status).toBe(422);
    expect(more.body.errors).toEqual({ modules: [ADMIN_ACCESS_MESSAGES.notYours('surveys')] });
    expect(await count('admin.admin_permission_groups')).toBe(n);
    const held = await call(201, 'POST', '/api/admin-permission-groups', { name: 'Chat only', modules: ['chat'], main_page: 'chat' });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
  });
});

describe('PSA survey terms: the form of /psa-surveys, keyed by the survey', () => {
  it('creates terms for a survey of supplier 50, asks the PO of a buyer who requires one, edits and pauses them', async () => {
    const { rows: made } = await stack.db.query<{ id: number }>(
      `INSERT INTO admin.surveys
       SELECT (jsonb_populate_record(NULL::admin.surveys, to_jsonb(s) || jsonb_build_object('id', (SELECT max(id) + 1 FROM admin.surveys), 'external_survey_id', 'psa-new-1'))).*
         FROM admin.surveys s WHERE s.supplier_id = 50 ORDER BY s.id LIMIT 1 RETURNING id`,
    );
    const surveyId = made[0]!.id;
    const { rows: buyers } = await stack.db.query<{ id: number; name: string }>(
      `INSERT INTO admin.psa_buyers (supplier_buyer_id, name, company, contact_email, currency, payment_terms_days, po_required, status)
       SELECT id, 'Northwind Panels', 'Northwind Research Ltd', 'buying@northwind.example', 'USD', 30, true, 'active'
         FROM admin.supplier_buyers WHERE supplier_id = 50 ORDER BY id LIMIT 1 RETURNING id, name`,
    );
    const buyer = buyers[0]!;
    const terms = { survey_id: surveyId, psa_buyer_id: buyer.id, po_number: '', cpi_sold: 2.5, ir: 40, quota: 300, status: 'draft' };
    const n = await count('admin.psa_survey_terms');
    const noPo = await call(1, 'POST', '/api/psa-surveys', terms);
    expect(noPo.status).toBe(422);
    expect(noPo.body.errors).toEqual({ po_number: [PSA_SURVEY_MESSAGES.poRequired(buyer.name)] });
    const badCpi = await call(1, 'POST', '/api/psa-surveys', { ...terms, po_number: 'PO-1', cpi_sold: 0, quota: 2.5 });
    expect(badCpi.status).toBe(400);
    expect(fieldsOf(badCpi.body).sort()).toEqual(['cpi_sold', 'quota']);
    expect(await count('admin.psa_survey_terms')).toBe(n);
    const created = await call(1, 'POST', '/api/psa-surveys', { ...terms, po_number: 'PO-77001' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({
      survey_id: surveyId,
      psa_buyer_id: buyer.id,
      po_number: 'PO-77001',
      cpi_sold: 2.5,
      status: 'draft',
      completes: 0,
    });
    const again = await call(1, 'POST', '/api/psa-surveys', { ...terms, po_number: 'PO-77001' });
    expect(again.status).toBe(409);
    expect(fieldsOf(again.body)).toEqual(['survey_id']);
    const paused = await call(1, 'PUT', `/api/psa-surveys/${surveyId}`, {
      ...terms,
      po_number: 'PO-77001',
      cpi_sold: 2.75,
      status: 'paused',
    });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.data).toMatchObject({ survey_id: surveyId, cpi_sold: 2.75, status: 'paused' });
    expect((await call(200, 'PUT', `/api/psa-surveys/${surveyId}`, { ...terms, status: 'closed' })).status).toBe(403);
    const { rows: logged } = await stack.db.query<{ action: string }>(
      `SELECT action FROM admin.admin_logs WHERE action LIKE 'form.psa_surveys.%' ORDER BY id`,
    );
    expect(logged.map((r) => r.action)).toEqual(['form.psa_surveys.create', 'form.psa_surveys.update']);
  });
});
