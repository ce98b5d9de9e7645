import { defineResource } from '../resources/define.ts';
import type { ResourceColumn, ResourceFilter } from '../resources/types.ts';
import { REPORT_FILTER, REPORT_PERIOD_KEY } from './messages.ts';
import type { ReportDef, ReportGrain } from './types.ts';

const GRAIN_LABELS: Record<ReportGrain, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** The columns a report can show: its time column, each grouping's label, each measure. */
function columnsOf(r: Omit<ReportDef, 'resource'>): ResourceColumn[] {
  const period: ResourceColumn[] =
    r.grains.length > 0 ? [{ key: REPORT_PERIOD_KEY, label: GRAIN_LABELS[r.grains[0]!], type: 'date', sortable: true }] : [];
  // Facts are read for the rows shown, after the sort: not sortable.
  const facts = (of: string) =>
    (r.facts ?? []).filter((f) => f.of === of).map((f): ResourceColumn => ({ key: f.key, label: f.label, type: f.type, link: f.link }));
  return [
    ...period,
    ...r.dimensions.flatMap((d): ResourceColumn[] => [
      { key: d.key, label: d.label, type: d.type, sortable: true, link: d.link, enum: d.enum },
      ...facts(d.key),
    ]),
    ...r.measures.map((m): ResourceColumn => ({ key: m.key, label: m.label, type: m.type, sortable: true })),
  ];
}

/** Whether a view shows a column: the time column when cut by time, a grouping (and its facts) when chosen, every measure. */
export function reportColumnShown(def: ReportDef, key: string, cutByTime: boolean, groupings: readonly string[]): boolean {
  if (key === REPORT_PERIOD_KEY) return cutByTime;
  const of = def.dimensions.some((d) => d.key === key) ? key : def.facts?.find((f) => f.key === key)?.of;
  return of === undefined || groupings.includes(of);
}

function filtersOf(r: Omit<ReportDef, 'resource'>): ResourceFilter[] {
  const filters: ResourceFilter[] = r.window.fixed
    ? []
    : [
        r.window.hours
          ? {
              key: r.window.key,
              label: r.window.label,
              kind: 'select',
              optionsFrom: [...r.window.hours].sort((a, b) => a - b).map((h) => ({ value: h, label: `Last ${h} h` })),
            }
          : { key: r.window.key, label: r.window.label, kind: 'dateRange' },
      ];
  if (r.threshold) filters.push({ key: r.threshold.key, label: r.threshold.label, kind: 'equality', valueType: 'integer' });
  if (r.grains.length > 1) {
    filters.push({
      key: REPORT_FILTER.grain,
      label: 'Grain',
      kind: 'select',
      valueType: 'text',
      optionsFrom: r.grains.map((g) => ({ value: g, label: GRAIN_LABELS[g] })),
    });
  }
  if (r.groupBy.max > 0) {
    filters.push({
      key: REPORT_FILTER.groupBy,
      label: 'Group by',
      kind: 'multiSelect',
      valueType: 'text',
      optionsFrom: r.dimensions.map((d) => ({ value: d.key, label: d.label })),
    });
  }
  for (const d of r.dimensions) {
    if (!d.filter) continue;
    filters.push({
      key: `${d.key}_id`,
      label: d.label,
      kind: 'multiSelect',
      valueType: d.filter.valueType ?? 'integer',
      optionsFrom: d.filter.options ?? 'filterData',
    });
  }
  for (const f of r.facts ?? []) {
    if (!f.filter) continue;
    filters.push({ key: f.filter.key, label: f.label, kind: 'multiSelect', valueType: f.filter.valueType, optionsFrom: 'filterData' });
  }
  return filters;
}

/**
 * A report as data (issue 15): its groupings, measures, window, chart and drill-down, plus the table
 * definition the generic list machinery reads (filters in the URL, paging, sorting, CSV export).
 */
export function defineReport(input: Omit<ReportDef, 'resource'>): ReportDef {
  const firstSort = input.grains.length > 0 ? REPORT_PERIOD_KEY : input.measures[0]!.key;
  const resource = defineResource({
    name: input.name,
    url: input.url,
    routeName: input.routeName,
    title: input.title,
    columns: columnsOf(input),
    filters: filtersOf(input),
    defaultSort: { key: firstSort, direction: 'desc' },
    exportName: input.exportName,
    statistics: input.measures
      .filter((m) => m.type !== 'text')
      .map((m) => ({ key: m.key, label: m.label, type: m.type === 'money' ? 'money' : 'number' })),
  });
  return { ...input, resource };
}

/** The groupings a view shows: the URL's `filter[groupBy]`, else the report's default. */
export function reportGroupings(def: ReportDef, raw: string | undefined): string[] {
  const chosen = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => def.dimensions.some((d) => d.key === s));
  return chosen.length > 0 ? chosen : [...def.groupBy.default];
}
