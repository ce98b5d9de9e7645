import { upsertKeys } from './import-write.ts';
import type { ResourceDef } from '@bo/contract';
import { filterSqlOf } from './filter-sql.ts';
import type { ImportReferences } from './import-file.ts';
import type { ServerResource } from './types.ts';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Start-up check that the SQL side covers the contract exactly: every resource, column, filter,
 * option list, sort and import column. A gap is a programming error and stops the service at
 * once rather than answering a 500 on the first request.
 */
export function assertServerResources(
  server: readonly ServerResource[],
  contract: readonly ResourceDef[],
  references: ImportReferences,
): void {
  const problems: string[] = [];
  const serverNames = new Set(server.map((r) => r.def.name));
  for (const def of contract) if (!serverNames.has(def.name)) problems.push(`${def.name}: no SQL side`);
  for (const r of server) {
    const name = r.def.name;
    for (const c of r.def.columns) {
      if (!IDENTIFIER.test(c.key)) problems.push(`${name}: column key ${c.key} is not an identifier`);
      if (!r.columns[c.key]) problems.push(`${name}: column ${c.key} has no SQL`);
    }
    for (const key of Object.keys(r.columns))
      if (!r.def.columns.some((c) => c.key === key)) problems.push(`${name}: SQL column ${key} is not in the definition`);
    const sortKey = r.def.columns.find((c) => c.key === r.def.defaultSort.key);
    if (!sortKey?.sortable) problems.push(`${name}: default sort ${r.def.defaultSort.key} is not a sortable column`);
    for (const f of r.def.filters) {
      try {
        const sql = filterSqlOf(r, f);
        if ((f.kind === 'range' || f.kind === 'dateRange' || f.kind === 'month') && typeof sql === 'object' && 'where' in sql)
          problems.push(`${name}: range filter ${f.key} needs an expression`);
      } catch (error) {
        problems.push((error as Error).message);
      }
      if (f.optionsFrom === 'filterData' && !r.options?.[f.key]) problems.push(`${name}: filter ${f.key} has no options SQL`);
    }
    if (r.rangeFirst && r.def.filters.find((f) => f.key === r.rangeFirst!.filter)?.kind !== 'dateRange')
      problems.push(`${name}: rangeFirst needs a date range filter`);
    for (const key of r.keysetSorts ?? [])
      if (!r.def.columns.some((c) => c.key === key && c.sortable)) problems.push(`${name}: keyset sort ${key} is not a sortable column`);
    if (r.def.filters.filter((f) => f.kind === 'file').length > 1) problems.push(`${name}: one file filter at most`);
    for (const s of r.def.statistics ?? []) if (!r.statistics?.[s.key]) problems.push(`${name}: statistic ${s.key} has no SQL`);
    const chart = r.def.chart;
    if (chart) {
      for (const key of [chart.x, chart.stackBy ?? chart.x])
        if (!r.columns[key]) problems.push(`${name}: chart column ${key} is not a column`);
      for (const key of [chart.value, chart.line ?? chart.value])
        if (!r.statistics?.[key]) problems.push(`${name}: chart statistic ${key} has no SQL`);
    }
    const dynamic = r.def.dynamicFields;
    if (dynamic && !r.def.columns.some((c) => c.key === dynamic.key))
      problems.push(`${name}: dynamic fields ${dynamic.key} is not a column`);
    if (dynamic && !r.def.statistics?.some((s) => s.key === dynamic.countStatistic))
      problems.push(`${name}: dynamic fields count ${dynamic.countStatistic} is not a statistic`);
    const form = r.def.form;
    if (form && !r.form) problems.push(`${name}: form without a table`);
    for (const f of form?.fields ?? []) {
      if (!IDENTIFIER.test(f.key) || !(f.key in form!.schema.shape)) problems.push(`${name}: form field ${f.key} is not in its schema`);
      if (f.options === 'server' && !r.form?.options?.[f.key]) problems.push(`${name}: form field ${f.key} has no options SQL`);
      // The edit form starts from the row the table shows.
      if (form!.edit && !r.def.columns.some((c) => c.key === f.key)) problems.push(`${name}: edit field ${f.key} is not a column`);
    }
    const imp = r.def.importable;
    if (imp) {
      if (!r.import) problems.push(`${name}: importable without an import table`);
      for (const key of imp.mode === 'upsert' ? upsertKeys(imp) : [])
        if (!imp.columns.some((c) => c.key === key)) problems.push(`${name}: upsert key ${key} is not an import column`);
      for (const c of imp.columns) {
        if (!IDENTIFIER.test(c.key) || !r.import?.types[c.key]) problems.push(`${name}: import column ${c.key} has no SQL type`);
        if (c.references && !references[c.references]) problems.push(`${name}: import column ${c.key} references unknown ${c.references}`);
      }
    }
  }
  if (problems.length > 0) throw new Error(`Resource registry is inconsistent:\n${problems.join('\n')}`);
}
