import type { ResourceColumn, ResourceDef } from '@bo/contract';

/** How tight the rows are drawn (issue 19, item 5). */
export type TableDensity = 'comfortable' | 'compact';

/** One admin's view of one table in this browser: the columns hidden and the row density. */
export interface TableView {
  hidden: readonly string[];
  density: TableDensity;
}

export const DEFAULT_TABLE_VIEW: TableView = { hidden: [], density: 'comfortable' };

/** Row padding and text size of each density, for Mantine's Table. */
export const DENSITY_STYLE: Readonly<Record<TableDensity, { verticalSpacing: number; fz: 'xs' | 'sm' }>> = {
  comfortable: { verticalSpacing: 6, fz: 'sm' },
  compact: { verticalSpacing: 1, fz: 'xs' },
};

/** Where one admin's view of one resource is kept in this browser (as the palette keeps its recent items). */
export const tableViewStorageKey = (adminId: number, resourceName: string): string => `bo.table.view.${adminId}.${resourceName}`;

/**
 * A stored view made safe for the resource as it is now: unknown or removed columns are dropped, an
 * unknown density falls back to the default, and a view hiding every column shows them all again.
 */
export function viewFor(def: ResourceDef, stored: unknown): TableView {
  const value = (stored ?? {}) as Partial<Record<keyof TableView, unknown>>;
  const keys = new Set(def.columns.map((c) => c.key));
  const hidden = Array.isArray(value.hidden) ? value.hidden.filter((k): k is string => typeof k === 'string' && keys.has(k)) : [];
  const density = value.density === 'compact' || value.density === 'comfortable' ? value.density : DEFAULT_TABLE_VIEW.density;
  return { hidden: hidden.length >= keys.size ? [] : hidden, density };
}

/** The view after showing or hiding one column; the last shown column cannot be hidden. */
export function toggleColumn(def: ResourceDef, view: TableView, key: string): TableView {
  const hidden = view.hidden.includes(key) ? view.hidden.filter((k) => k !== key) : [...view.hidden, key];
  return hidden.length >= def.columns.length ? view : { ...view, hidden };
}

/** The columns the table draws, in the resource's order. */
export const visibleColumns = (def: ResourceDef, view: TableView): readonly ResourceColumn[] =>
  view.hidden.length === 0 ? def.columns : def.columns.filter((c) => !view.hidden.includes(c.key));
