import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adjustSpendDataResource,
  apiCalls,
  logSpendResource,
  PRODUCTS,
  REPORT_MESSAGES,
  resourcePaths,
  type ResourceChartAnswer,
} from '@bo/contract';
import { CHART_MAX_STACKS } from '../src/list-engine/chart.ts';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';

// A table screen's chart (issue 18) is one truth with its table: GET {url}/chart through the gateway,
// under the same filters, equals the table's rows (every page, not the one shown) summed per day and
// stack value, and follows a filter the table is given; only admins who may open the page read it.
let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack();
}, 180_000);
afterAll(async () => stack?.close());

type Row = Record<string, unknown>;
type ListBody = { data: Row[]; paging: { total_page: number | null } };
const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100);
const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const WINDOW = `filter[dayFrom]=${day(13)}&filter[dayTo]=${day(0)}`;

/** Every row of the table under a query, page by page, as admin 1 sees it through the gateway. */
async function tableRows(url: string, query: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const res = await stack.viaGateway(1, 'GET', `${url}?${query}&itemPerPage=1000&page=${page}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as ListBody;
    rows.push(...body.data);
    if (page >= (body.paging.total_page ?? 1)) return rows;
  }
}

async function chartOf(url: string, query: string, adminId = 1): Promise<ResourceChartAnswer['data']> {
  const res = await stack.viaGateway(adminId, 'GET', `${url}/chart?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as ResourceChartAnswer).data;
}

/** `${day} ${stack}` -> cents, from the chart's points and from the table's rows. */
const pointCents = (points: ResourceChartAnswer['data']['points']) =>
  Object.fromEntries(points.map((p) => [`${p.period} ${p.stack}`, cents(p.value)]));
function rowCents(rows: readonly Row[], stackKey: string, valueKey: string): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const r of rows) {
    const key = `${String(r.day)} ${String(r[stackKey])}`;
    sums[key] = (sums[key] ?? 0) + cents(r[valueKey]);
  }
  return sums;
}

describe('Adjust Spend Data chart: spend by network, ROAS line', () => {
  const url = adjustSpendDataResource.url;

  it("a day's network bar equals the sum of that day's table rows, and the ROAS line their payout over spend", async () => {
    const [rows, chart] = await Promise.all([tableRows(url, WINDOW), chartOf(url, WINDOW)]);
    expect(rows.length).toBeGreaterThan(50);
    // The eight networks of most spend over the window are their own bars; the rest add up to "Other".
    const byNetwork = new Map<string, number>();
    for (const r of rows) byNetwork.set(String(r.network), (byNetwork.get(String(r.network)) ?? 0) + cents(r.spend));
    expect(byNetwork.size).toBeGreaterThan(CHART_MAX_STACKS);
    const kept = new Set(
      [...byNetwork.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, CHART_MAX_STACKS)
        .map(([n]) => n),
    );
    const folded = rows.map((r) => ({ ...r, network: kept.has(String(r.network)) ? r.network : REPORT_MESSAGES.stackOther }));
    expect(pointCents(chart.points)).toEqual(rowCents(folded, 'network', 'spend'));
    const days = [...new Set(rows.map((r) => String(r.day)))].sort();
    expect(chart.line.map((l) => l.period)).toEqual(days);
    for (const l of chart.line) {
      const ofDay = rows.filter((r) => r.day === l.period);
      const spend = ofDay.reduce((n, r) => n + cents(r.spend), 0);
      const payout = ofDay.reduce((n, r) => n + cents(r.payout_d7), 0);
      expect(l.value, l.period).toBeCloseTo(spend > 0 ? (100 * payout) / spend : 0, 1);
    }
  });

  it('follows the table filters: one network and one country leave only their rows', async () => {
    const all = await chartOf(url, WINDOW);
    const [first] = await tableRows(url, `${WINDOW}&filter[country]=US`);
    const query = `${WINDOW}&filter[network_id]=${String(first!.network_id)}&filter[country]=US`;
    const [rows, chart] = await Promise.all([tableRows(url, query), chartOf(url, query)]);
    expect(new Set(chart.points.map((p) => p.stack))).toEqual(new Set([first!.network]));
    expect(pointCents(chart.points)).toEqual(rowCents(rows, 'network', 'spend'));
    const total = (points: ResourceChartAnswer['data']['points']) => points.reduce((n, p) => n + cents(p.value), 0);
    expect(total(chart.points)).toBeLessThan(total(all.points));
  });
});

describe('Log Spend chart: spend per day by channel', () => {
  it.each(PRODUCTS.map((p) => [p.prefix, p] as const))('%s: a day’s channel bar equals the sum of its entries', async (_, product) => {
    const url = logSpendResource(product).url;
    const query = `filter[dayFrom]=${day(59)}&filter[dayTo]=${day(0)}`;
    const [rows, chart] = await Promise.all([tableRows(url, query), chartOf(url, query)]);
    expect(rows.length).toBeGreaterThan(5);
    expect(pointCents(chart.points)).toEqual(rowCents(rows, 'channel', 'amount'));
    expect(chart.line).toEqual([]);
    const channel = `${query}&filter[channel]=web_ads`;
    const [webRows, web] = await Promise.all([tableRows(url, channel), chartOf(url, channel)]);
    expect(new Set(web.points.map((p) => p.stack))).toEqual(new Set(['web_ads']));
    expect(pointCents(web.points)).toEqual(rowCents(webRows, 'channel', 'amount'));
  });
});

describe('chart permission', () => {
  it('is the page’s own: a page holder reads it, an admin with another page gets 403', async () => {
    const chartCall = apiCalls.find((c) => c.path === resourcePaths(adjustSpendDataResource).chart);
    const listCall = apiCalls.find((c) => c.path === adjustSpendDataResource.url && c.method === 'GET');
    expect(chartCall?.permission).toEqual(listCall?.permission);
    const page = String(listCall!.permission);
    const setPages = (id: number, modules: string[]) =>
      stack.db.query(`UPDATE core.admins SET permissions = jsonb_build_object('modules', $2::jsonb, 'main_page', $3::text) WHERE id = $1`, [
        id,
        JSON.stringify(modules),
        modules[0],
      ]);
    await setPages(202, [page]);
    await setPages(203, ['feedback']);
    expect((await chartOf(adjustSpendDataResource.url, WINDOW, 202)).points.length).toBeGreaterThan(0);
    expect((await stack.viaGateway(203, 'GET', `${adjustSpendDataResource.url}/chart?${WINDOW}`)).status).toBe(403);
  });
});

// Issue 18 item 2: the reports that read marketing spend sum Adjust's spend (networks counted in spend)
// and the spend logged outside Adjust, per day and app, from the same rows these screens show.
describe('marketing spend in the Financial Report and Cohort Analysis New', () => {
  const firstOfMonth = `${day(0).slice(0, 7)}-01`;
  const monthWindow = `filter[dayFrom]=${firstOfMonth}&filter[dayTo]=${day(0)}`;

  async function spendSql(where: string, values: unknown[]): Promise<number> {
    const { rows } = await stack.db.query<{ adjust: string; logged: string }>(
      `SELECT (SELECT coalesce(sum(sd.spend), 0) FROM admin.adjust_spend_data sd JOIN admin.adjust_spend_apps sa ON sa.id = sd.adjust_app_id
                JOIN admin.adjust_spend_networks sn ON sn.id = sd.network_id WHERE sn.counted_in_spend AND ${where.replaceAll('$APP', 'sa.app_id').replaceAll('$NETWORK', 'sn.network')})::text AS adjust,
              (SELECT coalesce(sum(ls.amount), 0) FROM admin.log_spend ls WHERE ${where.replaceAll('sd.day', 'ls.day').replaceAll('$APP', 'ls.app_id').replaceAll('$NETWORK', 'ls.partner')})::text AS logged`,
      values,
    );
    expect(cents(rows[0]!.adjust)).toBeGreaterThan(0);
    expect(cents(rows[0]!.logged)).toBeGreaterThan(0);
    return cents(rows[0]!.adjust) + cents(rows[0]!.logged);
  }

  it("the month's marketing spend is Adjust's counted spend plus the logged spend, beside the costs", async () => {
    const res = await stack.direct('GET', `/api/reports/financial-report?${monthWindow}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [month] = (res.body as { data: Row[] }).data;
    expect(cents(month!.marketing_spend)).toBe(await spendSql('sd.day BETWEEN $1::date AND $2::date', [firstOfMonth, day(0)]));
    expect(cents(month!.gross_margin)).toBe(cents(month!.net_revenue) - cents(month!.costs));
  });

  it("Cohort Analysis New: a network's spend is its Adjust spend on the product's apps plus the product's spend logged for it", async () => {
    const product = PRODUCTS.find((p) => p.prefix === 'fs')!;
    const window = `filter[dayFrom]=${day(89)}&filter[dayTo]=${day(0)}&filter[groupBy]=network&itemPerPage=1000`;
    const res = await stack.direct('GET', `/api/reports/fs-cohort-analysis-2?${window}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = (res.body as { data: Row[] }).data;
    const withAdjust = rows.filter((r) => cents(r.spend) > 0);
    expect(withAdjust.length).toBeGreaterThan(0);
    const { rows: perNetwork } = await stack.db.query<{ key: string; spend: string }>(
      `SELECT to_char(date_trunc('month', day), 'YYYY-MM-DD') || ' ' || network AS key, sum(amount)::text AS spend FROM (
         SELECT sn.network, sd.spend AS amount, sd.day FROM admin.adjust_spend_data sd JOIN admin.adjust_spend_apps sa ON sa.id = sd.adjust_app_id
           JOIN admin.adjust_spend_networks sn ON sn.id = sd.network_id WHERE sn.counted_in_spend AND sa.app_id = $1
         UNION ALL SELECT ls.partner, ls.amount, ls.day FROM admin.log_spend ls WHERE ls.app_id = $1) s
       WHERE day BETWEEN $2::date AND $3::date GROUP BY 1`,
      [product.appId, day(89), day(0)],
    );
    const expected = new Map(perNetwork.map((r) => [r.key, cents(r.spend)]));
    // A month's network row: the spend of that network on the product's apps over the month's days in the window.
    for (const r of withAdjust)
      expect(cents(r.spend), `${String(r.period)} ${String(r.network_id)}`).toBe(
        expected.get(`${String(r.period)} ${String(r.network_id)}`),
      );
  });
});
