import { PRODUCTS, type ReportResponse } from '@bo/contract';
import type { Queryable, Row } from '@bo/db';
import { SqlParams } from '../list-engine/sql.ts';
import { countedPaging } from '../list-engine/paging.ts';
import { labelled } from './sql.ts';
import type { ReportView } from './view.ts';

// /rewards-liability (specification 04, section 3): what the products owe their users, from the ledger.
// A user's balance is the sum of their user_transactions (the one truth users.balance is kept equal
// to), in dollars by the app's points_divisor; the chart is each product's ledger summed to the end of
// each day of the window.

const PRODUCT_APPS = PRODUCTS.map((p) => p.appId).join(', ');
const DIVISOR = 'coalesce(la.points_divisor, 100)';
/** The setting of /{p}-settings a claim must reach. */
const MIN_CLAIM_KEY = 'min_claim_usd';
const MEASURES = [
  'users_with_balance',
  'liability',
  'above_minimum',
  'below_minimum',
  'held_by_non_active',
  'dormant',
  'change_30d',
] as const;

/** The users' filters (product, country) as conditions on `lu`. */
function userFilters(view: ReportView, params: SqlParams): string {
  const conditions = [`lu.app_id IN (${PRODUCT_APPS})`];
  const product = view.dimensionFilters.get('product');
  if (product) conditions.push(`lu.app_id = ANY(${params.add(product.map(Number))}::int[])`);
  const country = view.dimensionFilters.get('country');
  if (country) conditions.push(`lu.country_code = ANY(${params.add(country.map(String))}::bpchar[])`);
  return conditions.join(' AND ');
}

/** Each user with a ledger: balance now and 30 days ago in dollars, the product's minimum claim. */
function balancesSql(view: ReportView, params: SqlParams): string {
  return `SELECT lu.id, lu.app_id, lu.country_code, lu.status, coalesce(lu.last_click_at, lu.created_at) AS last_seen,
      lb.points / ${DIVISOR} AS balance, coalesce(lb.points_30d, 0) / ${DIVISOR} AS balance_30d,
      coalesce(nullif(ls.value, '')::numeric, 0) AS min_claim
    FROM (SELECT t.user_id, sum(t.user_reward) AS points,
            sum(t.user_reward) FILTER (WHERE t.created_at < now() - interval '30 days') AS points_30d
          FROM admin.user_transactions t WHERE t.app_id IN (${PRODUCT_APPS}) GROUP BY t.user_id) lb
    JOIN admin.users lu ON lu.id = lb.user_id
    JOIN core.apps la ON la.id = lu.app_id
    LEFT JOIN admin.product_settings ls ON ls.app_id = lu.app_id AND ls.key = '${MIN_CLAIM_KEY}'
    WHERE ${userFilters(view, params)}`;
}

const KEY_SQL: Readonly<Record<string, string>> = { product: 'b.app_id', country: 'b.country_code' };

/** The view's groupings summed: above and below the minimum claim split the liability. */
function groupedSql(view: ReportView, dims: readonly string[], params: SqlParams): string {
  const keys = dims.map((d) => `${KEY_SQL[d]} AS "${d}_id"`);
  const money = (x: string) => `round(coalesce(${x}, 0), 2)::float8`;
  const sums = [
    `count(*) FILTER (WHERE b.balance > 0)::float8 AS users_with_balance`,
    `${money('sum(b.balance)')} AS liability`,
    `${money('sum(b.balance) FILTER (WHERE b.balance >= b.min_claim)')} AS above_minimum`,
    `${money('sum(b.balance) FILTER (WHERE b.balance < b.min_claim)')} AS below_minimum`,
    `${money('sum(b.balance) FILTER (WHERE b.status BETWEEN 2 AND 6)')} AS held_by_non_active`,
    `${money(`sum(b.balance) FILTER (WHERE b.last_seen < now() - interval '90 days')`)} AS dormant`,
    `${money('sum(b.balance) - sum(b.balance_30d)')} AS change_30d`,
  ];
  const groupBy = keys.length > 0 ? `GROUP BY ${keys.map((_, i) => i + 1).join(', ')}` : '';
  return `SELECT ${[...keys, ...sums].join(', ')} FROM (${balancesSql(view, params)}) b ${groupBy}`;
}

function orderBy(view: ReportView): string {
  const dir = view.list.orderDirection === 'asc' ? 'ASC' : 'DESC';
  const key = view.list.orderBy;
  const sort = view.groupings.includes(key) ? `"${key}_id"` : (MEASURES as readonly string[]).includes(key) ? `"${key}"` : 'liability';
  return `ORDER BY ${sort} ${dir} NULLS LAST${view.groupings.map((d) => `, "${d}_id"`).join('')}`;
}

/** Every row of the view with its labels, in order (the CSV export). */
export function exportLiabilitySql(view: ReportView, params: SqlParams): string {
  return labelled(`SELECT g.* FROM (${groupedSql(view, view.groupings, params)}) g ${orderBy(view)}`, view.groupings);
}

/** Each product's liability at the end of each day of the window: its ledger summed to that day. */
function chartSql(view: ReportView, params: SqlParams): string {
  const lo = `${params.add(view.from)}::date`;
  const hi = `${params.add(view.toExclusive)}::date`;
  const series = PRODUCTS.map(
    (p) => `round(coalesce(sum(per.usd) FILTER (WHERE per.app_id = ${p.appId}), 0), 2)::float8 AS liability_${p.prefix}`,
  );
  return `WITH per AS (
      SELECT t.app_id, (t.created_at AT TIME ZONE 'UTC')::date AS d, sum(t.user_reward / ${DIVISOR}) AS usd
      FROM admin.user_transactions t JOIN admin.users lu ON lu.id = t.user_id JOIN core.apps la ON la.id = t.app_id
      WHERE t.created_at < (${hi}::timestamp AT TIME ZONE 'UTC') AND ${userFilters(view, params)}
      GROUP BY 1, 2),
    days AS (SELECT generate_series(${lo}, ${hi} - 1, interval '1 day')::date AS d)
    SELECT to_char(days.d, 'YYYY-MM-DD') AS period, ${series.join(', ')}
    FROM days LEFT JOIN per ON per.d <= days.d GROUP BY days.d ORDER BY days.d`;
}

/** /rewards-liability: a page of the product (and country) rows, the totals and the chart. */
export async function runRewardsLiability(db: Queryable, view: ReportView): Promise<ReportResponse> {
  const p = view.list;
  const offset = (p.page - 1) * p.itemPerPage;
  const pageParams = new SqlParams();
  const pageSql = labelled(
    `SELECT g.*, count(*) OVER () AS __total FROM (${groupedSql(view, view.groupings, pageParams)}) g ${orderBy(view)} LIMIT ${p.itemPerPage} OFFSET ${offset}`,
    view.groupings,
  );
  const totalsParams = new SqlParams();
  const chartParams = new SqlParams();
  const [page, totals, chart] = await Promise.all([
    db.query<Row>(pageSql, pageParams.values),
    db.query<Row>(groupedSql(view, [], totalsParams), totalsParams.values),
    db.query<Row>(chartSql(view, chartParams), chartParams.values),
  ]);
  const total = Number(page.rows[0]?.__total ?? 0);
  const rows = page.rows.map(({ __total: _, ...row }) => row);
  const last = new Date(Date.parse(`${view.toExclusive}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return {
    data: rows,
    statistic_data: totals.rows[0] ?? null,
    paging: countedPaging(total, p.page, p.itemPerPage, rows.length),
    chart: chart.rows,
    report: { from: view.from, to: last, grain: null, groupBy: view.groupings },
  };
}
