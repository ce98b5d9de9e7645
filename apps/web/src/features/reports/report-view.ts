import {
  canOpenRoute,
  pathFor,
  REPORT_FILTER,
  REPORT_PERIOD_KEY,
  reportColumnShown,
  reportGroupings,
  type AdminPrincipal,
  type ReportDef,
  type ReportGrain,
  type ResourceDef,
} from '@bo/contract';
import type { ListState } from '../table/state/list-state.ts';
import { filterParam, toQueryString } from '../table/state/url-codec.ts';

const GRAIN_LABELS: Record<ReportGrain, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** The grain a view shows: the URL's, else the report's first. */
export function viewGrain(def: ReportDef, state: ListState): ReportGrain | null {
  const asked = state.filters[REPORT_FILTER.grain] as ReportGrain | undefined;
  return def.grains.length === 0 ? null : asked && def.grains.includes(asked) ? asked : def.grains[0]!;
}

/** The table a view draws: the time column (named after its grain), the chosen groupings, every measure. */
export function viewTable(def: ReportDef, state: ListState): ResourceDef {
  const grain = viewGrain(def, state);
  const groupings = reportGroupings(def, state.filters[REPORT_FILTER.groupBy]);
  const columns = def.resource.columns
    .filter((c) => reportColumnShown(def, c.key, grain !== null, groupings))
    .map((c) => (c.key === REPORT_PERIOD_KEY && grain ? { ...c, label: GRAIN_LABELS[grain] } : c));
  return { ...def.resource, columns };
}

const DAY_MS = 86_400_000;

/** The last day of the period starting on `start` (a day, an ISO week from Monday, a calendar month). */
export function periodEnd(start: string, grain: ReportGrain): string {
  const d = new Date(`${start}T00:00:00Z`);
  if (grain === 'day') return start;
  if (grain === 'week') return new Date(d.getTime() + 6 * DAY_MS).toISOString().slice(0, 10);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

/**
 * Where a row or a chart point leads: the report's drill target (a table screen) filtered to the
 * row's period (or the whole window) and groupings; null when the admin may not open it.
 */
export function drillHref(
  admin: AdminPrincipal | null,
  def: ReportDef,
  row: Record<string, unknown>,
  view: { grain: ReportGrain | null; from: string; to: string },
): string | null {
  const drill = def.drill;
  if (!drill || !admin || !canOpenRoute(admin, drill.routeName)) return null;
  const query = new URLSearchParams();
  // An hourly point ('2025-06-15 09:00') opens its day.
  const start = typeof row[REPORT_PERIOD_KEY] === 'string' ? (row[REPORT_PERIOD_KEY] as string).slice(0, 10) : null;
  if (drill.dateFilter) {
    query.set(filterParam(`${drill.dateFilter}From`), start ?? view.from);
    query.set(filterParam(`${drill.dateFilter}To`), start && view.grain ? periodEnd(start, view.grain) : view.to);
  }
  for (const [dimension, filter] of Object.entries(drill.filters ?? {})) {
    const id = row[`${dimension}_id`];
    if (id !== null && id !== undefined && id !== '') query.set(filterParam(filter), String(id));
  }
  return `${pathFor(drill.routeName)}${toQueryString(query)}`;
}

/** Mantine's colour of a report cell's traffic light (amber is Mantine's yellow); null: no colour. */
export function cellColour(def: ReportDef, columnKey: string, row: Record<string, unknown>): string | null {
  const colour = def.colours?.[columnKey]?.(row) ?? def.colours?.['*']?.(row) ?? null;
  return colour === 'amber' ? 'yellow' : colour;
}
