import { IMPORT_MESSAGES, LIST_DEFAULTS, LIST_MESSAGES, type ResourceDef } from '@bo/contract';
import { badRequest } from '@bo/server-kit';
import { readCsvRows } from './csv-read.ts';
import { parseScalar } from './filter-values.ts';
import type { FilterValue } from './types.ts';

/**
 * The file filter of POST {url}/file (e.g. a CSV of user ids): the first cell of every row, a
 * header row allowed. Each value is checked like a list filter's; the answer names the row.
 */
export function parseFileFilter(def: ResourceDef, text: string): Map<string, FilterValue> {
  const filter = def.filters.find((f) => f.kind === 'file');
  if (!filter) return new Map();
  const key = `filter[${filter.key}]`;
  const values = new Set<string | number>();
  const rows = readCsvRows(text);
  for (const [index, cells] of rows.entries()) {
    const cell = cells[0]?.trim() ?? '';
    if (cell === '') continue;
    const parsed = parseScalar(filter.valueType ?? 'integer', cell);
    if (!parsed.ok) {
      // The first line may name the column (id, user_id ...).
      if (index === 0) continue;
      throw badRequest({ [key]: [IMPORT_MESSAGES.unreadable(index + 1, parsed.message)] });
    }
    values.add(parsed.value);
    if (values.size > LIST_DEFAULTS.maxFileValues) throw badRequest({ [key]: [LIST_MESSAGES.tooMany(LIST_DEFAULTS.maxFileValues)] });
  }
  return new Map([[filter.key, { kind: 'many', values: [...values] }]]);
}
