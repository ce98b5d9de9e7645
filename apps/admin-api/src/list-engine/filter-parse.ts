import { LIST_DEFAULTS, LIST_MESSAGES, type FilterOption, type ResourceDef, type ResourceFilter } from '@bo/contract';
import { containsPattern } from './sql.ts';
import { listMessage, nextDay, parseDay, parseMonth, parseScalar, type Parsed } from './filter-values.ts';
import type { FilterValue, Scalar } from './types.ts';

export type FieldErrors = Record<string, string[]>;

const valueTypeOf = (f: ResourceFilter) => f.valueType ?? (f.kind === 'text' ? 'text' : 'integer');
const isRange = (f: ResourceFilter) => f.kind === 'range' || f.kind === 'dateRange';
const staticOptions = (f: ResourceFilter): readonly FilterOption[] | null =>
  Array.isArray(f.optionsFrom) ? (f.optionsFrom as readonly FilterOption[]) : null;

/** The raw `filter[...]` keys a definition accepts: key, or keyFrom and keyTo for ranges. */
export function acceptedFilterKeys(def: ResourceDef): Map<string, { filter: ResourceFilter; part: 'value' | 'from' | 'to' }> {
  const keys = new Map<string, { filter: ResourceFilter; part: 'value' | 'from' | 'to' }>();
  for (const filter of def.filters) {
    if (isRange(filter)) {
      keys.set(`${filter.key}From`, { filter, part: 'from' });
      keys.set(`${filter.key}To`, { filter, part: 'to' });
    } else {
      keys.set(filter.key, { filter, part: 'value' });
    }
  }
  return keys;
}

function checkOption(filter: ResourceFilter, value: Scalar): string | null {
  const options = staticOptions(filter);
  if (!options) return null;
  return options.some((o) => String(o.value) === String(value)) ? null : LIST_MESSAGES.oneOf(options.map((o) => o.value));
}

function parseMany(filter: ResourceFilter, raw: string): Parsed<FilterValue | null> {
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (items.length === 0) return { ok: true, value: null };
  if (items.length > LIST_DEFAULTS.maxListValues) return { ok: false, message: LIST_MESSAGES.tooMany(LIST_DEFAULTS.maxListValues) };
  const values: Scalar[] = [];
  for (const item of items) {
    const parsed = parseScalar(valueTypeOf(filter), item);
    if (!parsed.ok) return { ok: false, message: listMessage(valueTypeOf(filter), parsed.message) };
    const optionError = checkOption(filter, parsed.value);
    if (optionError) return { ok: false, message: optionError };
    values.push(parsed.value);
  }
  return { ok: true, value: { kind: 'many', values: [...new Set(values)] } };
}

function parseSingle(filter: ResourceFilter, raw: string): Parsed<FilterValue | null> {
  if (raw.trim() === '') return { ok: true, value: null };
  switch (filter.kind) {
    case 'text': {
      const parsed = parseScalar('text', raw);
      return parsed.ok ? { ok: true, value: { kind: 'text', pattern: containsPattern(String(parsed.value)) } } : parsed;
    }
    case 'month': {
      const parsed = parseMonth(raw);
      return parsed.ok
        ? { ok: true, value: { kind: 'between', from: parsed.value.from.toISOString(), to: parsed.value.to.toISOString() } }
        : parsed;
    }
    case 'list':
    case 'multiSelect':
    case 'tags':
    case 'file':
      return parseMany(filter, raw);
    default: {
      const parsed = parseScalar(valueTypeOf(filter), raw);
      if (!parsed.ok) return parsed;
      const optionError = checkOption(filter, parsed.value);
      return optionError ? { ok: false, message: optionError } : { ok: true, value: { kind: 'one', value: parsed.value } };
    }
  }
}

/** One end of a range: a day for date ranges (the To day included), else a value of the filter's type. */
function parseBound(filter: ResourceFilter, raw: string, part: 'from' | 'to'): Parsed<{ sql: Scalar; order: number | string } | null> {
  if (raw.trim() === '') return { ok: true, value: null };
  if (filter.kind === 'dateRange') {
    const day = parseDay(raw);
    if (!day.ok) return day;
    const bound = part === 'to' ? nextDay(day.value) : day.value;
    return { ok: true, value: { sql: bound.toISOString(), order: day.value.getTime() } };
  }
  const parsed = parseScalar(valueTypeOf(filter), raw);
  return parsed.ok ? { ok: true, value: { sql: parsed.value, order: Number(parsed.value) } } : parsed;
}

/**
 * Validates every `filter[...]` value against the definition. Bad values are collected as field
 * errors named after the query key (`filter[created_atFrom]`), never passed on.
 */
export function parseFilters(def: ResourceDef, raw: Map<string, string>, errors: FieldErrors): Map<string, FilterValue> {
  const accepted = acceptedFilterKeys(def);
  const out = new Map<string, FilterValue>();
  const bounds = new Map<string, { from?: { sql: Scalar; order: number | string }; to?: { sql: Scalar; order: number | string } }>();
  const fail = (key: string, message: string) => (errors[`filter[${key}]`] ??= []).push(message);
  for (const [key, value] of raw) {
    const entry = accepted.get(key);
    if (!entry) {
      fail(key, LIST_MESSAGES.unknownFilter);
      continue;
    }
    const { filter, part } = entry;
    if (part === 'value') {
      const parsed = parseSingle(filter, value);
      if (!parsed.ok) fail(key, parsed.message);
      else if (parsed.value) out.set(filter.key, parsed.value);
      continue;
    }
    const parsed = parseBound(filter, value, part);
    if (!parsed.ok) fail(key, parsed.message);
    else if (parsed.value) (bounds.get(filter.key) ?? bounds.set(filter.key, {}).get(filter.key)!)[part] = parsed.value;
  }
  for (const [key, { from, to }] of bounds) {
    const filter = accepted.get(`${key}From`)!.filter;
    if (from && to && to.order < from.order) {
      fail(`${key}To`, filter.kind === 'dateRange' ? LIST_MESSAGES.dateOrder : LIST_MESSAGES.rangeOrder);
      continue;
    }
    out.set(key, { kind: 'between', from: from?.sql ?? null, to: to?.sql ?? null });
  }
  return out;
}
