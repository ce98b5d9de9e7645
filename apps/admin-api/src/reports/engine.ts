import {
  REPORT_MESSAGES,
  REPORT_PERIOD_KEY,
  REPORT_STACK_AREAS,
  reportColumnShown,
  type FilterOption,
  type ReportResponse,
  type ResourceColumn,
} from '@bo/contract';
import type { Db, Queryable, Row } from '@bo/db';
import { badRequest } from '@bo/server-kit';
import { exportCsvStream } from '../list-engine/csv-stream.ts';
import { SqlParams } from '../list-engine/sql.ts';
import { countedPaging } from '../list-engine/paging.ts';
import { DIMENSION_OPTIONS } from './labels.ts';
import { groupedSql, labelled, type Grouping } from './sql.ts';
import type { ServerReport } from './types.ts';
import type { ReportView } from './view.ts';

/** Most chart points one answer carries (a day grain over the widest window stays under it). */
const MAX_CHART_POINTS = 800;

/** ORDER BY the chosen column (a grouping sorts by its id), then every key so pages never overlap. */
function orderBy(g: Grouping, view: ReportView): string {
  const dir = view.list.orderDirection === 'asc' ? 'ASC' : 'DESC';
  const key = view.list.orderBy;
  const sortExpr = g.dims.includes(key) ? `"${key}_id"` : key === REPORT_PERIOD_KEY && !g.grain ? null : `"${key}"`;
  const keys = [...(g.grain ? ['period'] : []), ...g.dims.map((d) => `"${d}_id"`)];
  const parts = [...(sortExpr ? [`${sortExpr} ${dir} NULLS LAST`] : []), ...keys.map((k) => `${k} ${dir}`)];
  return parts.length > 0 ? `ORDER BY ${parts.join(', ')}` : '';
}

/** The columns a view shows: its time column when cut by time, its groupings, every measure. */
export function viewColumns(report: ServerReport, view: ReportView): ResourceColumn[] {
  return report.def.resource.columns.filter((c) => reportColumnShown(report.def, c.key, view.grain !== null, view.groupings));
}

async function filterData(db: Queryable, report: ServerReport): Promise<Record<string, FilterOption[]>> {
  const out: Record<string, FilterOption[]> = {};
  for (const filter of report.def.resource.filters) {
    if (Array.isArray(filter.optionsFrom)) out[filter.key] = [...(filter.optionsFrom as readonly FilterOption[])];
    else if (filter.optionsFrom === 'filterData') {
      const sql = DIMENSION_OPTIONS[filter.key.replace(/_id$/, '')];
      if (!sql) throw new Error(`Report ${report.def.name}: filter ${filter.key} has no options SQL`);
      const { rows } = await db.query<{ value: string | number; label: string }>(sql);
      out[filter.key] = rows.map((r) => ({ value: typeof r.value === 'string' ? r.value.trim() : r.value, label: r.label }));
    }
  }
  return out;
}

/**
 * One report call (issue 15) in the list response shape: a page of the grouped rows with their
 * labels, the totals row (statistic_data: the same formulas over the whole window, so distinct
 * users are counted, never summed), and the chart (the report grouped by time only).
 */
/**
 * A required selector left empty: the window's top value by revenue (or users) stands in (its rows name it), so
 * the screen opens on the supplier that matters most rather than on nothing.
 */
async function withRequired(db: Queryable, report: ServerReport, view: ReportView): Promise<ReportView> {
  const key = report.def.requires;
  if (!key || view.dimensionFilters.has(key)) return view;
  const params = new SqlParams();
  const inner = groupedSql(report, { grain: null, dims: [key] }, view, params);
  // A report without revenue (a profiling question) opens on its value with the most users.
  const topBy = report.def.measures.some((m) => m.key === 'revenue') ? 'revenue' : 'users';
  const { rows } = await db.query<Row>(
    `SELECT g."${key}_id" AS id FROM (${inner}) g WHERE g."${key}_id" IS NOT NULL ORDER BY g.${topBy} DESC NULLS LAST LIMIT 1`,
    params.values,
  );
  const top = rows[0]?.id;
  return top === undefined || top === null
    ? view
    : { ...view, dimensionFilters: new Map([...view.dimensionFilters, [key, [top as number]]]) };
}

/**
 * A filter of the report's facts (App Overview's publisher, project) keeps values its options hold: an
 * unknown publisher id answers 400 naming the filter rather than an empty report.
 */
async function checkFactFilters(db: Queryable, report: ServerReport, view: ReportView): Promise<void> {
  const errors: Record<string, string[]> = {};
  for (const fact of report.def.facts ?? []) {
    const chosen = fact.filter ? view.dimensionFilters.get(fact.key) : undefined;
    if (!fact.filter || !chosen) continue;
    const { rows } = await db.query<{ value: string }>(
      `SELECT o.value::text AS value FROM (${DIMENSION_OPTIONS[fact.key]!}) o WHERE o.value::text = ANY($1::text[])`,
      [chosen.map(String)],
    );
    const known = new Set(rows.map((r) => r.value));
    const unknown = chosen.filter((v) => !known.has(String(v)));
    if (unknown.length > 0) errors[`filter[${fact.filter.key}]`] = [REPORT_MESSAGES.unknownValues(fact.label, unknown)];
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

export async function runReport(db: Queryable, report: ServerReport, asked: ReportView): Promise<ReportResponse> {
  await checkFactFilters(db, report, asked);
  const view = await withRequired(db, report, asked);
  if (report.custom) {
    const answer = await report.custom.run(db, view);
    return view.list.withFilterData ? { ...answer, filterData: await filterData(db, report) } : answer;
  }
  const p = view.list;
  const rowsGrouping: Grouping = { grain: view.grain, dims: view.groupings };
  const totalsParams = new SqlParams();
  const totalsSql = groupedSql(report, { grain: null, dims: [] }, view, totalsParams);
  const offset = (p.page - 1) * p.itemPerPage;
  // Cut by time only, the rows are the chart's points: one query gives both, the page is cut here.
  const chartBy = report.def.chart.by;
  const rowsAreChart = !chartBy && !report.chart && view.grain !== null && view.groupings.length === 0;
  const pageParams = new SqlParams();
  const grouped = groupedSql(report, rowsGrouping, view, pageParams);
  const pageSql = labelled(
    `SELECT g.*, count(*) OVER () AS __total FROM (${grouped}) g ${orderBy(rowsGrouping, view)}${rowsAreChart ? '' : ` LIMIT ${p.itemPerPage} OFFSET ${offset}`}`,
    view.groupings,
    report.def.facts,
  );
  const chartParams = new SqlParams();
  const stackBy = report.def.chart.stack && !chartBy ? view.groupings[0] : undefined;
  const chartSql = report.chart
    ? report.chart(view, chartParams)
    : stackBy
      ? stackedChartSql(report, view, stackBy, chartParams)
      : chartBy
        ? labelled(
            `SELECT g.* FROM (${groupedSql(report, { grain: null, dims: [chartBy] }, view, chartParams)}) g ORDER BY "${chartBy}_id" LIMIT ${MAX_CHART_POINTS}`,
            [chartBy],
          )
        : `${groupedSql(report, { grain: view.grain ?? 'day', dims: [] }, view, chartParams)} ORDER BY period LIMIT ${MAX_CHART_POINTS}`;

  const [all, totals, chartRows, options] = await Promise.all([
    db.query<Row>(pageSql, pageParams.values),
    db.query<Row>(totalsSql, totalsParams.values),
    rowsAreChart ? null : db.query<Row>(chartSql, chartParams.values),
    p.withFilterData ? filterData(db, report) : Promise.resolve(undefined),
  ]);
  const page = rowsAreChart ? { rows: all.rows.slice(offset, offset + p.itemPerPage) } : all;
  // A chart by a grouping names each point by the grouping's label.
  const chart = chartBy
    ? (chartRows?.rows ?? []).map((row) => ({ ...row, period: String(row[chartBy] ?? '') }))
    : (chartRows?.rows ??
      [...all.rows].sort((a, b) => String(a.period).localeCompare(String(b.period))).map(({ __total: _, ...row }) => row));
  const total = Number(all.rows[0]?.__total ?? 0);
  const rows = page.rows.map(({ __total: _, ...row }) => row);
  return {
    data: rows,
    ...(options ? { filterData: options } : {}),
    statistic_data: totals.rows[0] ?? null,
    paging: countedPaging(total, p.page, p.itemPerPage, rows.length),
    chart,
    report: { from: view.from, to: addDays(view.toExclusive, -1), grain: view.grain, groupBy: view.groupings },
  };
}

/**
 * A stacked chart's points: the first series by period and by the grouping's value, the window's top
 * values by that series each their own, every other value summed into one row per period marked
 * `stack_other` (the series is a sum, so a period's stack equals its time-only figure).
 */
function stackedChartSql(report: ServerReport, view: ReportView, dim: string, params: SqlParams): string {
  const measure = report.def.chart.series[0]!.key;
  const id = `"${dim}_id"`;
  const points = groupedSql(report, { grain: view.grain ?? 'day', dims: [dim] }, view, params);
  const stacked = `WITH p AS (${points}),
    top AS (SELECT ${id} AS id FROM p GROUP BY 1 ORDER BY sum("${measure}") DESC NULLS LAST, 1 LIMIT ${REPORT_STACK_AREAS}),
    s AS (SELECT p.period, CASE WHEN t.k THEN p.${id} END AS ${id}, NOT coalesce(t.k, false) AS stack_other, p."${measure}"
          FROM p LEFT JOIN (SELECT id, true AS k FROM top) t ON t.id IS NOT DISTINCT FROM p.${id})
    SELECT period, ${id}, stack_other, sum("${measure}")::float8 AS "${measure}" FROM s GROUP BY 1, 2, 3`;
  return labelled(
    `SELECT g.* FROM (${stacked}) g ORDER BY period, stack_other, ${id} LIMIT ${MAX_CHART_POINTS * (REPORT_STACK_AREAS + 1)}`,
    [dim],
  );
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The whole report as CSV, every row of the view in its order (csv-stream.ts: COPY on PostgreSQL, a cursor on PGlite). */
export async function* exportReport(
  db: Db,
  report: ServerReport,
  asked: ReportView,
  columns: ResourceColumn[],
  signal?: AbortSignal,
): AsyncGenerator<string | Buffer> {
  await checkFactFilters(db, report, asked);
  const view = await withRequired(db, report, asked);
  const grouping: Grouping = { grain: view.grain, dims: view.groupings };
  const custom = report.custom;
  const windowEnd = custom ? await custom.windowEnd(db) : new Date();
  const build = (params: SqlParams) =>
    custom
      ? custom.exportSql(view, windowEnd, params)
      : labelled(
          `SELECT g.* FROM (${groupedSql(report, grouping, view, params)}) g ${orderBy(grouping, view)}`,
          view.groupings,
          report.def.facts,
        );
  yield* exportCsvStream(db, build, columns, signal);
}
