import type { ResourceDef } from './types.ts';

const utcDay = (d: Date): string => d.toISOString().slice(0, 10);

/**
 * A definition's default filters as URL values (`status` '0,3'; a date range's last N days as
 * `created_atFrom` and `created_atTo`, today UTC included; the last N hours as the UTC days they touch).
 */
export function defaultFilterValues(def: ResourceDef, now: Date = new Date()): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(def.defaultFilters ?? {})) {
    if (typeof value === 'string') out[key] = value;
    else {
      const from = 'lastDays' in value ? now.getTime() - (value.lastDays - 1) * 86_400_000 : now.getTime() - value.lastHours * 3_600_000;
      out[`${key}From`] = utcDay(new Date(from));
      out[`${key}To`] = utcDay(now);
    }
  }
  return out;
}
