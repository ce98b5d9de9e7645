import type { FilterValueType, ResourceFilter } from '@bo/contract';
import { containsPattern, type SqlParams } from './sql.ts';
import type { FilterSql, FilterValue, ServerResource } from './types.ts';

const DEFAULT_CAST: Record<FilterValueType, string> = { integer: 'bigint', number: 'numeric', text: 'text', country: 'bpchar', ip: 'inet' };

export function castOf(filter: ResourceFilter, sql: FilterSql): string {
  if (typeof sql === 'object' && sql.cast) return sql.cast;
  if (filter.kind === 'dateRange' || filter.kind === 'month') return 'timestamptz';
  return DEFAULT_CAST[filter.valueType ?? (filter.kind === 'text' ? 'text' : 'integer')];
}

/** Where a filter reads from: its own SQL, or the column of the same key. */
export function filterSqlOf(resource: ServerResource, filter: ResourceFilter): FilterSql {
  const sql = resource.scopedFrom?.filters[filter.key] ?? resource.filters?.[filter.key] ?? resource.columns[filter.key];
  if (!sql) throw new Error(`Resource ${resource.def.name}: filter ${filter.key} has no SQL`);
  return sql;
}

/** One filter's condition; the value goes in as a typed parameter. */
export function filterCondition(resource: ServerResource, filter: ResourceFilter, value: FilterValue, params: SqlParams): string {
  const sql = filterSqlOf(resource, filter);
  const cast = castOf(filter, sql);
  if (typeof sql === 'object' && 'where' in sql) {
    const placeholder =
      value.kind === 'many'
        ? `${params.add(value.values)}::${cast}[]`
        : value.kind === 'one'
          ? `${params.add(value.value)}::${cast}`
          : null;
    if (value.kind === 'text') return sql.where(`${params.add(value.pattern)}::text`);
    if (!placeholder) throw new Error(`Resource ${resource.def.name}: filter ${filter.key} cannot take a range`);
    return sql.where(placeholder);
  }
  const expr = typeof sql === 'string' ? sql : sql.expr;
  switch (value.kind) {
    case 'one':
      return `${expr} = ${params.add(value.value)}::${cast}`;
    case 'many':
      // Tags filter array columns (any shared element); lists match one of the values.
      if (filter.kind === 'tags') return `${expr} && ${params.add(value.values)}::${cast}[]`;
      // One value is `=`: the planner then walks an (x, id) index in the page's order, which `= ANY` hides
      // (a survey's clicks page: 51.8 ms with ANY, 0.9 ms with =, on 10 M clicks).
      return value.values.length === 1
        ? `${expr} = ${params.add(value.values[0])}::${cast}`
        : `${expr} = ANY(${params.add(value.values)}::${cast}[])`;
    case 'text':
      return `${expr} ILIKE ${params.add(value.pattern)}`;
    case 'between': {
      const parts: string[] = [];
      if (value.from !== null) parts.push(`${expr} >= ${params.add(value.from)}::${cast}`);
      // Date ranges and months end before the next day / month; number ranges include To.
      if (value.to !== null) parts.push(`${expr} ${filter.kind === 'range' ? '<=' : '<'} ${params.add(value.to)}::${cast}`);
      return parts.join(' AND ');
    }
  }
}

const DAY_MS = 86_400_000;

/** The UTC day ('YYYY-MM-DD') when the page's filters make the resource's dayIndex apply, else null. */
export function indexedDay(resource: ServerResource, filters: Map<string, FilterValue> | undefined): string | null {
  const rule = resource.dayIndex;
  const window = rule ? filters?.get(rule.filter) : undefined;
  if (!rule || window?.kind !== 'between' || window.from === null || window.to === null) return null;
  const from = new Date(String(window.from));
  if (new Date(String(window.to)).getTime() - from.getTime() !== DAY_MS || from.getTime() % DAY_MS !== 0) return null;
  const single = (value: FilterValue | undefined) => value?.kind === 'one' || (value?.kind === 'many' && value.values.length === 1);
  return rule.with.every((key) => single(filters?.get(key))) ? from.toISOString().slice(0, 10) : null;
}

/** The WHERE clause of the validated filters and search, and any conditions of the engine's own ('' when none). */
export function whereClause(
  resource: ServerResource,
  filters: Map<string, FilterValue>,
  search: string | null,
  params: SqlParams,
  engineConditions: readonly string[] = [],
): string {
  const conditions: string[] = [];
  // One UTC day, said as the day index says it (the same rows: the window is that day, UTC).
  const day = indexedDay(resource, filters);
  for (const filter of resource.def.filters) {
    const value = filters.get(filter.key);
    if (resource.scopedFrom?.filters[filter.key]) continue;
    if (day !== null && filter.key === resource.dayIndex!.filter)
      conditions.push(`(${resource.dayIndex!.expr} = ${params.add(day)}::date)`);
    else if (value) conditions.push(`(${filterCondition(resource, filter, value, params)})`);
  }
  if (search !== null && resource.search) {
    const asId = /^\d{1,15}$/.test(search) ? Number(search) : null;
    // Placeholders are added only when the search condition uses them: an unused parameter has no type.
    const once = (make: () => string) => {
      let placeholder: string | null = null;
      return () => (placeholder ??= make());
    };
    const text = once(() => `${params.add(search)}::text`);
    const pattern = once(() => `${params.add(containsPattern(search))}::text`);
    const id = once(() => (asId === null ? 'NULL::bigint' : `${params.add(asId)}::bigint`));
    conditions.push(
      `(${resource.search({
        get text() {
          return text();
        },
        get pattern() {
          return pattern();
        },
        get id() {
          return id();
        },
      })})`,
    );
  }
  conditions.push(...engineConditions.map((c) => `(${c})`));
  return conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : '';
}

/** The source of a statement: `from`, or the scoped source built with the conditions of its filters in use. */
export function fromClause(resource: ServerResource, filters: Map<string, FilterValue>, params: SqlParams): string {
  const scoped = resource.scopedFrom;
  if (!scoped) return resource.from;
  const conditions: Record<string, string> = {};
  for (const filter of resource.def.filters) {
    const value = filters.get(filter.key);
    if (value && scoped.filters[filter.key]) conditions[filter.key] = `(${filterCondition(resource, filter, value, params)})`;
  }
  return scoped.build(conditions);
}
