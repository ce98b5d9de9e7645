import type { z } from 'zod';
import type { ApiCall } from '../types.ts';
import { FIXED_GRANT_HOLDERS } from '../../grants.ts';
import { CSV_UPLOAD_LIMIT_BYTES } from '../../resources/constants.ts';
import { routeByName } from '../../routes/lookup.ts';
import { RESOURCE_CARD_CALL, routePermission } from './resource-cards.ts';
import { OPTION_SEARCHES, type OptionSearchName } from '../../resources/option-search.ts';
import { hasFileFilter, resourcePaths } from '../../resources/paths.ts';
import { resources } from '../../resources/registry.ts';
import { editSchema, serverOptionFields, ZFormOptionsAnswer, ZResourceWriteAnswer } from '../../resources/form.ts';
import { ZResourceCreateAnswer } from '../../resources/create.ts';
import { ZOptionSearchAnswer, ZOptionSearchQuery } from '../../resources/option-search.ts';
import { ZResourceChartAnswer, ZResourceDetailAnswer } from '../../resources/schemas.ts';
import { listAnswerOf } from '../../resources/rows.ts';
import { ZImportAnswer, ZImportPreviewAnswer, ZListParamsBody, ZListQuery, ZRowIdParams } from '../../schemas/list.ts';
import type { ResourceDef } from '../../resources/types.ts';
import { SWITCH_ACCOUNT_PERMISSION } from '../../permissions/names.ts';

/** Lists read by other screens too: the switch-account modal picks its account from the admins list. */
const LIST_ALSO_ALLOWED_BY: Readonly<Record<string, readonly string[]>> = { admins: [SWITCH_ACCOUNT_PERMISSION] };

/**
 * Exports of a page with an `<permission>_export` sub-permission or fixed grant need that
 * permission (e.g. offer_performance_analysis_export); other exports need the page itself.
 */
export function exportPermission(r: Pick<ResourceDef, 'routeName'>): string {
  const page = routePermission(r.routeName);
  const candidate = `${page}_export`;
  const route = routeByName(r.routeName);
  return FIXED_GRANT_HOLDERS.has(candidate) || route?.subPermissions?.includes(candidate) ? candidate : page;
}

/**
 * A page with an `<permission>_import` sub-permission or fixed grant imports with it (e.g.
 * adjust_spend_data_import); other imports need the page itself.
 */
export function importPermission(r: Pick<ResourceDef, 'routeName'>): string {
  const page = routePermission(r.routeName);
  const candidate = `${page}_import`;
  const route = routeByName(r.routeName);
  return FIXED_GRANT_HOLDERS.has(candidate) || route?.subPermissions?.includes(candidate) ? candidate : page;
}

/** The form engine's writes (create, edit, delete) and the options of its 'server' fields, all with the form's permission. */
function formCallsOf(r: ResourceDef, page: string): ApiCall[] {
  const form = r.form;
  if (!form) return [];
  const paths = resourcePaths(r);
  const permission = form.permission ?? page;
  const call = (name: string, method: ApiCall['method'], path: string, extra: Partial<ApiCall>): ApiCall => ({
    name: `${r.name}.${name}`,
    method,
    path,
    upstream: 'admin',
    permission,
    ...extra,
  });
  const entity = r.title;
  return [
    ...(form.create === false
      ? []
      : [
          call('create', 'POST', paths.list, {
            summary: `Adds to ${entity}`,
            body: form.schema,
            answer: ZResourceCreateAnswer,
            status: 201,
          }),
        ]),
    ...(form.edit
      ? [
          call('update', 'PUT', paths.detail, {
            summary: `Edits a row of ${entity}`,
            params: ZRowIdParams,
            body: editSchema(form),
            answer: ZResourceWriteAnswer,
          }),
        ]
      : []),
    ...(form.remove
      ? [
          call('delete', 'DELETE', paths.detail, {
            summary: `Deletes a row of ${entity}`,
            params: ZRowIdParams,
            answer: ZResourceWriteAnswer,
          }),
        ]
      : []),
    ...(serverOptionFields(form).length > 0
      ? [call('formOptions', 'GET', paths.formOptions, { summary: `The options of the ${entity} form`, answer: ZFormOptionsAnswer })]
      : []),
  ];
}

/**
 * The calls of one table definition (reports' tables too: api/calls/reports.ts, with their own list answer).
 * The list and file-filter calls answer `listAnswer`: by default the rows typed by the definition's columns.
 */
export function resourceCallsOf(r: ResourceDef, listAnswer: z.ZodType = listAnswerOf(r)): ApiCall[] {
  const paths = resourcePaths(r);
  const permission = routePermission(r.routeName);
  const alsoAllowedBy = LIST_ALSO_ALLOWED_BY[r.name];
  const listPermission = alsoAllowedBy ? [permission, ...alsoAllowedBy] : permission;
  const calls: ApiCall[] = [
    {
      name: `${r.name}.list`,
      method: 'GET',
      path: paths.list,
      upstream: 'admin',
      permission: listPermission,
      summary: `A page of ${r.title}: data, filterData, statistic_data, paging`,
      query: ZListQuery,
      answer: listAnswer,
    },
  ];
  if (r.chart) {
    // The chart reads the same rows as the list, so whoever may list them may chart them.
    calls.push({
      name: `${r.name}.chart`,
      method: 'GET',
      path: paths.chart,
      upstream: 'admin',
      permission: listPermission,
      summary: `The chart of ${r.title} over the filtered rows`,
      query: ZListQuery,
      answer: ZResourceChartAnswer,
    });
  }
  calls.push(...formCallsOf(r, permission));
  if (hasFileFilter(r)) {
    calls.push({
      name: `${r.name}.file`,
      method: 'POST',
      path: paths.file,
      upstream: 'admin',
      permission,
      uploadLimitBytes: CSV_UPLOAD_LIMIT_BYTES,
      summary: `A page of ${r.title} filtered by the ids of an uploaded CSV file`,
      answer: listAnswer,
    });
  }
  if (r.importable) {
    calls.push({
      name: `${r.name}.import`,
      method: 'POST',
      path: paths.import,
      upstream: 'admin',
      permission: importPermission(r),
      uploadLimitBytes: CSV_UPLOAD_LIMIT_BYTES,
      summary: `Imports rows of ${r.title} from a CSV file`,
      answer: ZImportAnswer,
    });
    if (r.importable.preview) {
      calls.push({
        name: `${r.name}.importPreview`,
        method: 'POST',
        path: paths.importPreview,
        upstream: 'admin',
        permission: importPermission(r),
        uploadLimitBytes: CSV_UPLOAD_LIMIT_BYTES,
        summary: `What importing a CSV file into ${r.title} would change (nothing is written)`,
        answer: ZImportPreviewAnswer,
      });
    }
  }
  if (r.exportable) {
    const exportPerm = exportPermission(r);
    // With a file filter, an export POSTs the filters plus the file (multipart), like the search.
    const upload = hasFileFilter(r) ? { uploadLimitBytes: CSV_UPLOAD_LIMIT_BYTES } : {};
    const summary = `${r.title} as CSV, streamed`;
    calls.push({
      name: `${r.name}.export`,
      method: 'GET',
      path: paths.export,
      upstream: 'admin',
      permission: exportPerm,
      streams: true,
      summary,
    });
    calls.push({
      name: `${r.name}.export.post`,
      method: 'POST',
      path: paths.export,
      upstream: 'admin',
      permission: exportPerm,
      streams: true,
      summary,
      body: ZListParamsBody,
      ...upload,
    });
    if (paths.directExport !== paths.export) {
      calls.push({
        name: `${r.name}.export.direct`,
        method: 'GET',
        path: paths.directExport,
        upstream: 'admin',
        permission: exportPerm,
        streams: true,
        summary,
      });
      calls.push({
        name: `${r.name}.export.direct.post`,
        method: 'POST',
        path: paths.directExport,
        upstream: 'admin',
        permission: exportPerm,
        streams: true,
        summary,
        body: ZListParamsBody,
        ...upload,
      });
    }
  }
  if (r.detail) {
    calls.push({
      name: `${r.name}.detail`,
      method: 'GET',
      path: paths.detail,
      upstream: 'admin',
      permission: routePermission(r.detail.routeName),
      summary: `A row of ${r.title}`,
      params: ZRowIdParams,
      answer: ZResourceDetailAnswer,
    });
  }
  return calls;
}

/**
 * The option searches of multi-select filters, by search: allowed to whoever may open a page whose filters
 * search there (a clicks-only admin picks surveys without the surveys page). A search no page uses has no call
 * and is not served; admin-api registers each from its call (routeCall), as every other route.
 */
export const OPTION_SEARCH_CALL: Partial<Record<OptionSearchName, ApiCall>> = Object.fromEntries(
  (Object.entries(OPTION_SEARCHES) as Array<[OptionSearchName, (typeof OPTION_SEARCHES)[OptionSearchName]]>).flatMap(([key, search]) => {
    const pages = resources.filter((r) => r.filters.some((f) => f.searchUrl === search.url)).map((r) => routePermission(r.routeName));
    if (pages.length === 0) return [];
    const call: ApiCall = {
      name: search.name,
      method: 'GET',
      path: search.url,
      upstream: 'admin',
      permission: [...new Set(pages)],
      summary: 'Options of a multi-select filter, searched',
      query: ZOptionSearchQuery,
      answer: ZOptionSearchAnswer,
    };
    return [[key, call]];
  }),
);

/** Generated from the resource definitions (packages/contract/src/resources), plus the cards beside them. */
export const resourceCalls: readonly ApiCall[] = [
  ...resources.flatMap((r) => resourceCallsOf(r)),
  ...Object.values(OPTION_SEARCH_CALL),
  ...Object.values(RESOURCE_CARD_CALL),
];
