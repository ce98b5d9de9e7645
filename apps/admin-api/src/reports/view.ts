import { REPORT_FILTER, REPORT_MESSAGES, reportGroupings, type ReportDef, type ReportGrain } from '@bo/contract';
import { badRequest } from '@bo/server-kit';
import { parseListParams } from '../list-engine/params.ts';
import type { FilterValue, ListParams, RawParams } from '../list-engine/types.ts';

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** What one call asks of a report, checked and with the defaults filled in. */
export interface ReportView {
  list: ListParams;
  grain: ReportGrain | null;
  groupings: string[];
  /** First day and the day after the last (UTC, YYYY-MM-DD). */
  from: string;
  toExclusive: string;
  /** Grouping key -> the ids a filter keeps. */
  dimensionFilters: Map<string, (string | number)[]>;
  /** The minimum a group must reach (the report's threshold), or null when it has none. */
  threshold: number | null;
}

/** The report's default window ending today: the last N days, or the current and N-1 previous months. */
function defaultFrom(def: ReportDef, today: Date): Date {
  if (def.window.defaultMonths) return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - def.window.defaultMonths + 1, 1));
  return new Date(today.getTime() - ((def.window.defaultDays ?? 30) - 1) * DAY_MS);
}

/**
 * Validates a report call like any list call (the window's days, the grain, the groupings and their
 * ids are filters of its table definition), then its own rules: the window's span and the number of
 * groupings. Every problem answers 400 naming the field.
 */
export function parseReportView(def: ReportDef, raw: RawParams, now = new Date()): ReportView {
  const list = parseListParams(def.resource, raw);
  const errors: Record<string, string[]> = {};
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const window = list.filters.get(def.window.key);
  const bounds = window?.kind === 'between' ? window : null;
  const toExclusive = bounds?.to ? new Date(String(bounds.to)) : new Date(today.getTime() + DAY_MS);
  const from = bounds?.from
    ? new Date(String(bounds.from))
    : bounds?.to
      ? new Date(toExclusive.getTime() - (def.window.defaultDays ?? 30) * DAY_MS)
      : defaultFrom(def, today);
  // A live window of hours is a select of fixed choices: no span to check.
  if (!def.window.hours && (toExclusive.getTime() - from.getTime()) / DAY_MS > def.window.maxDays) {
    errors[`filter[${def.window.key}From]`] = [REPORT_MESSAGES.windowTooWide(def.window.maxDays)];
  }
  const groupBy = list.filters.get(REPORT_FILTER.groupBy);
  const asked = groupBy?.kind === 'many' ? groupBy.values.map(String) : [];
  if (asked.length > def.groupBy.max && def.groupBy.max > 0)
    errors[`filter[${REPORT_FILTER.groupBy}]`] = [REPORT_MESSAGES.tooManyGroupings(def.groupBy.max)];
  const minimum = def.threshold ? list.filters.get(def.threshold.key) : undefined;
  const threshold = def.threshold ? (minimum?.kind === 'one' ? Number(minimum.value) : def.threshold.default) : null;
  if (def.threshold && threshold !== null && threshold < 1) errors[`filter[${def.threshold.key}]`] = [REPORT_MESSAGES.thresholdTooLow];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const grainValue = list.filters.get(REPORT_FILTER.grain);
  const grain = def.grains.length === 0 ? null : grainValue?.kind === 'one' ? (String(grainValue.value) as ReportGrain) : def.grains[0]!;
  const dimensionFilters = new Map<string, (string | number)[]>();
  for (const d of def.dimensions) {
    const value: FilterValue | undefined = list.filters.get(`${d.key}_id`);
    if (value?.kind === 'many') dimensionFilters.set(d.key, value.values);
  }
  // A filtered fact (App Overview's publisher and project) is a grouping every source of the report knows.
  for (const f of def.facts ?? []) {
    const value: FilterValue | undefined = f.filter ? list.filters.get(f.filter.key) : undefined;
    if (value?.kind === 'many') dimensionFilters.set(f.key, value.values);
  }
  // A product's page (specification 04, section 1) reads only its app's rows.
  if (def.appId !== undefined) dimensionFilters.set('app', [def.appId]);
  return {
    list,
    grain,
    groupings: reportGroupings(def, asked.join(',')),
    from: isoDay(from),
    toExclusive: isoDay(toExclusive),
    dimensionFilters,
    threshold,
  };
}
