import type { AdminPrincipal, ListResponse, ResourceDef } from '@bo/contract';
import type { FileFilterValue } from '../api/fetch-list.ts';
import { canCall, canCallNamed } from '../call-permissions.ts';
import type { ListState } from '../state/list-state.ts';
import { toQueryString, writeListState } from '../state/url-codec.ts';

/** What the screen offers this admin: what the resource declares (form, import, export), and the call the admin may make. */
export function formAbilities(resource: ResourceDef, admin: AdminPrincipal | null) {
  const form = resource.form;
  return {
    canCreate: Boolean(form && form.create !== false) && canCall(admin, resource, 'create'),
    canEdit: Boolean(form?.edit) && canCall(admin, resource, 'update'),
    canDelete: Boolean(form?.remove) && canCall(admin, resource, 'delete'),
    canImport: Boolean(resource.importable) && canCall(admin, resource, 'import'),
    canExport: Boolean(resource.exportable) && canCall(admin, resource, 'export'),
  };
}

/** The resource's bulk actions the admin may call (issue 19, item 5); none means no checkbox column. */
export const allowedBulkActions = (resource: ResourceDef, admin: AdminPrincipal | null) =>
  (resource.bulkActions ?? []).filter((a) => canCallNamed(admin, a.call));

/**
 * Which view the rows show, once settled ('' while a search runs, a previous page is shown, or nothing came yet):
 * the table's data-list-view, which lets browser tests wait for the search they started.
 */
export function settledListView(
  resource: ResourceDef,
  state: ListState,
  list: { busy: boolean; isPlaceholderData: boolean; hasData: boolean },
): string {
  return list.busy || list.isPlaceholderData || !list.hasData ? '' : toQueryString(writeListState(state, resource));
}

/** The export carries the chosen ids file, and as many numbered columns as the longest list among the filtered rows. */
export function exportExtrasOf(
  resource: ResourceDef,
  fileFilter: FileFilterValue | null,
  statistics: ListResponse['statistic_data'] | undefined,
) {
  const countStatistic = resource.dynamicFields?.countStatistic;
  return { fileFilter, dynamicFieldCount: countStatistic ? Number(statistics?.[countStatistic] ?? 0) : 0 };
}
