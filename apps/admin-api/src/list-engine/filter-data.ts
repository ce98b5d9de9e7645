import type { FilterOption } from '@bo/contract';
import type { Queryable } from '@bo/db';
import type { ServerResource } from './types.ts';

/**
 * The options of each select-like filter (specification 01, section 4: the first response
 * supplies filterData). Fixed options come from the definition, the others from their SQL.
 */
export async function loadFilterData(db: Queryable, resource: ServerResource): Promise<Record<string, FilterOption[]>> {
  const out: Record<string, FilterOption[]> = {};
  for (const filter of resource.def.filters) {
    if (Array.isArray(filter.optionsFrom)) {
      out[filter.key] = (filter.optionsFrom as readonly FilterOption[]).map((o) => ({ value: o.value, label: o.label }));
    } else if (filter.optionsFrom === 'filterData') {
      const sql = resource.options?.[filter.key];
      if (!sql) throw new Error(`Resource ${resource.def.name}: filter ${filter.key} has no options SQL`);
      const { rows } = await db.query<{ value: string | number; label: string | null }>(sql);
      out[filter.key] = rows.map((r) => ({
        value: typeof r.value === 'string' ? r.value.trim() : r.value,
        label: r.label ?? String(r.value),
      }));
    }
  }
  return out;
}
