import type { ReportFact, ReportGrain } from '@bo/contract';
import { SqlParams } from '../list-engine/sql.ts';
import { DIMENSION_LABELS, FACT_COLUMNS } from './labels.ts';
import type { ReportSource, ServerReport } from './types.ts';
import type { ReportView } from './view.ts';

/** What a query groups by: the period at a grain (or none) and the chosen groupings. */
export interface Grouping {
  grain: ReportGrain | null;
  dims: readonly string[];
}

const periodOf = (day: string, grain: ReportGrain | null): string | null =>
  grain === null ? null : grain === 'day' ? day : `date_trunc('${grain}', ${day})::date`;

const quoted = (name: string) => `"${name}"`;

/** Whether a source can answer this grouping under these filters (it knows every grouping and filtered grouping). */
const answers = (source: ReportSource, g: Grouping, view: ReportView): boolean =>
  g.dims.every((d) => d in source.dims) && [...view.dimensionFilters.keys()].every((d) => d in source.dims);

/** One source summed by the grouping, filtered by the window and the groupings' ids. */
function sourceSql(source: ReportSource, g: Grouping, view: ReportView, params: SqlParams): string {
  const lo = `${params.add(view.from)}::date`;
  const hi = `${params.add(view.toExclusive)}::date`;
  const conditions = [source.window(lo, hi)];
  if (source.where) conditions.push(source.where);
  if (source.threshold && view.threshold !== null)
    conditions.push(source.threshold(`${params.add(view.threshold)}::int`, lo, hi, view.groupings));
  for (const [dim, ids] of view.dimensionFilters) {
    const expr = source.dims[dim];
    if (expr) conditions.push(`${expr}::text = ANY(${params.add(ids.map(String))}::text[])`);
  }
  const period = periodOf(source.day, g.grain);
  const keys = [...(period ? [`${period} AS period`] : []), ...g.dims.map((d) => `${source.dims[d]} AS ${quoted(`${d}_id`)}`)];
  const sums = Object.entries(source.sums).map(([name, expr]) => `${expr} AS ${quoted(name)}`);
  const groupBy = (n: number) => (n > 0 ? `GROUP BY ${Array.from({ length: n }, (_, i) => i + 1).join(', ')}` : '');
  const where = conditions.join(' AND ');
  if (!source.perValue) return `SELECT ${[...keys, ...sums].join(', ')} FROM ${source.from} WHERE ${where} ${groupBy(keys.length)}`;
  // A pick: summed per value within each row first, then the sums read those per-value rows (t).
  const { of, weight } = source.perValue;
  const perValue = `SELECT ${[...keys, `${of} AS value`, `${weight} AS weight`].join(', ')} FROM ${source.from} WHERE ${where} ${groupBy(keys.length + 1)}`;
  const outerKeys = [...(period ? ['t.period'] : []), ...g.dims.map((d) => `t.${quoted(`${d}_id`)}`)];
  return `SELECT ${[...outerKeys, ...sums].join(', ')} FROM (${perValue}) t ${groupBy(keys.length)}`;
}

/**
 * The report's rows for a grouping: the main source summed, each side joined on the same keys (or
 * NULL where it cannot answer), then every measure's formula over the sums. Labels are left out
 * here: `labelled` adds them to the rows a page shows only.
 */
export function groupedSql(report: ServerReport, g: Grouping, view: ReportView, params: SqlParams): string {
  const keys = [...(g.grain ? ['period'] : []), ...g.dims.map((d) => `${d}_id`)];
  const main = (report.coarser ?? []).find((source) => answers(source, g, view)) ?? report.main;
  const ctes = [`m AS (${sourceSql(main, g, view, params)})`];
  const joins: string[] = [];
  const sideSums: string[] = [];
  (report.sides ?? []).forEach((side, i) => {
    const alias = `s${i}`;
    if (answers(side, g, view)) {
      ctes.push(`${alias} AS (${sourceSql(side, side.timeless ? { ...g, grain: null } : g, view, params)})`);
      const on =
        (side.timeless ? keys.filter((k) => k !== 'period') : keys)
          .map((k) => `${alias}.${quoted(k)} IS NOT DISTINCT FROM m.${quoted(k)}`)
          .join(' AND ') || 'true';
      joins.push(`LEFT JOIN ${alias} ON ${on}`);
      // No row on the side is none of it (no claims that day), unlike a side that cannot answer (NULL below).
      // A sum the main source has too (clicks of the offer rollup beside the offer clicks) stays the main's.
      for (const name of Object.keys(side.sums).filter((n) => !(n in main.sums))) {
        const value = `${alias}.${quoted(name)}`;
        sideSums.push(`${side.keepNull?.includes(name) ? value : `coalesce(${value}, 0)`} AS ${quoted(name)}`);
      }
    } else {
      for (const name of Object.keys(side.sums).filter((n) => !(n in main.sums))) sideSums.push(`NULL::numeric AS ${quoted(name)}`);
    }
  });
  const joined = `j AS (SELECT m.*${sideSums.map((s) => `, ${s}`).join('')} FROM m ${joins.join(' ')})`;
  const s = (name: string) => `j.${quoted(name)}`;
  const rowKeys = { period: g.grain ? 'j.period' : null, dims: g.dims.map((d) => `j.${quoted(`${d}_id`)}`) };
  const types = new Map(report.def.measures.map((m) => [m.key, m.type]));
  const measures = Object.entries(report.measures).map(
    ([key, formula]) => `(${formula(s, rowKeys)})::${types.get(key) === 'text' ? 'text' : 'float8'} AS ${quoted(key)}`,
  );
  const keyCols = keys.map((k) => (k === 'period' ? `to_char(j.period, 'YYYY-MM-DD') AS period` : `j.${quoted(k)}`));
  return `WITH ${[...ctes, joined].join(', ')} SELECT ${[...keyCols, ...measures].join(', ')} FROM j`;
}

/** The grouping labels of rows already cut to a page (`r` is the page), and the facts of the groupings shown. */
export function labelled(inner: string, dims: readonly string[], facts: readonly ReportFact[] = []): string {
  const labels = dims.map((d) => `${DIMENSION_LABELS[d]!(`r.${quoted(`${d}_id`)}`)} AS ${quoted(d)}`);
  const factColumns = facts
    .filter((f) => dims.includes(f.of))
    .flatMap((f) => Object.entries(FACT_COLUMNS[f.key]!(`r.${quoted(`${f.of}_id`)}`)).map(([key, sql]) => `${sql} AS ${quoted(key)}`));
  return `SELECT r.*${[...labels, ...factColumns].map((l) => `, ${l}`).join('')} FROM (${inner}) r`;
}
