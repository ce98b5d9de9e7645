import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  CSV_UPLOAD_LIMIT_BYTES,
  hasFileFilter,
  OPTION_SEARCH_CALL,
  type OptionSearchQuery,
  RESOURCE_CARD_CALL,
  resourcePaths,
  serverOptionFields,
  type ApiCall,
  type OptionSearchName,
  resources,
  UPLOAD_MESSAGES,
  ZExportFileNameAnswer,
  ZListResponse,
} from '@bo/contract';
import { badRequest, routeCall, type CallRequest, type FastifyPluginAsyncZod } from '@bo/server-kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callsOf } from '../list-engine/calls.ts';
import { runChart } from '../list-engine/chart.ts';
import { assertServerResources } from '../list-engine/check.ts';
import { runCreate, runDelete, runFormOptions, runUpdate } from '../list-engine/form-write.ts';
import { parseId, runDetail } from '../list-engine/detail.ts';
import { downloadAborted } from '../list-engine/csv-stream.ts';
import { contentDisposition, directExportFileName, exportCsv, parseExportRequest } from '../list-engine/export.ts';
import { parseFileFilter } from '../list-engine/file-filter.ts';
import { readImportFile } from '../list-engine/import-file.ts';
import { writeImport } from '../list-engine/import-write.ts';
import { runList } from '../list-engine/list.ts';
import { runOptionSearch } from '../list-engine/option-search.ts';
import { parseListParams } from '../list-engine/params.ts';
import { flattenParams } from '../list-engine/raw-params.ts';
import { primed } from '../list-engine/primed.ts';
import type { FilterValue, RawParams, ServerResource } from '../list-engine/types.ts';
import { readCsvUpload } from '../list-engine/upload.ts';
import { clickBreakdown } from '../resources/cards/click-breakdown.ts';
import { earnStarUserBasic } from '../resources/cards/earn-star-user-basic.ts';
import { surveyBasic } from '../resources/cards/survey-basic.ts';
import { serverResources } from '../resources/index.ts';
import { OPTION_SEARCH_SQL } from '../resources/option-searches.ts';
import { IMPORT_REFERENCES } from '../resources/references.ts';

/**
 * An export's search: the query plus a JSON body, or the multipart fields plus the file of a file
 * filter (the same ids the search used, sent again with each export call).
 */
async function exportSearch(
  request: FastifyRequest,
  def: ServerResource['def'],
): Promise<{ raw: RawParams; fileFilter?: Map<string, FilterValue> }> {
  const query = flattenParams(request.query);
  if (!request.isMultipart()) return { raw: { ...query, ...flattenParams(request.body) } };
  if (!hasFileFilter(def)) throw badRequest(UPLOAD_MESSAGES.noFileFilter);
  const { fields, file } = await readCsvUpload(request);
  if (!file) throw badRequest({ file: [UPLOAD_MESSAGES.fileRequired] });
  return { raw: { ...query, ...fields }, fileFilter: parseFileFilter(def, file.text) };
}

/** A row as the driver gives it: a plain object (its cells were typed by their columns when they were read). */
const isRow = (value: unknown): boolean => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The answer a page is checked against on its way out: the list envelope with its paging, and rows that are
 * objects. Each cell is not checked again: encoding every cell through a record schema (a copy of each row)
 * cost about as much as writing the page's JSON (measured on a 50-row clicks page: 0.67-0.95 ms against
 * 0.23-0.41 ms), on every page of every table.
 */
const ZServedPage = ZListResponse.extend({
  data: z.custom<Array<Record<string, unknown>> | Record<string, unknown>>(
    (data) => (Array.isArray(data) ? data.every(isRow) : isRow(data)),
    {
      message: 'rows must be objects',
    },
  ),
});

/**
 * A page's call (list, file filter) is served with ZServedPage as its serializer's schema; its own answer,
 * every row typed by its columns, is for /api/openapi.json and for resources-contract.test.ts, which parses
 * the demo's pages with it. Not as the serializer's schema: the rows leave the driver holding Dates, which
 * JSON turns into the ISO text the row schema describes, so checked before that every date cell would fail.
 */
const servedPage = (call: ApiCall): ApiCall => ({ ...call, answer: ZServedPage });

/** A row's id in a path (`:id`), as the call's params schema gives it. */
const rowIdOf = (request: CallRequest<ApiCall>): string => (request.params as { id: string }).id;

/**
 * One table screen's routes, each registered from its contract call (resourceCallsOf, packages/contract
 * src/api/calls/resources.ts) with routeCall: the path, the method and the schemas are the call's.
 */
function registerResource(app: FastifyInstance, resource: ServerResource): void {
  const { def } = resource;
  const call = callsOf(def);

  routeCall(app, servedPage(call('list')), async (request) =>
    runList(app.readDb, resource, parseListParams(def, flattenParams(request.query))),
  );

  if (def.chart) {
    routeCall(app, call('chart'), async (request) => runChart(app.readDb, resource, parseListParams(def, flattenParams(request.query))));
  }

  const form = def.form;
  if (form) {
    // The form engine (issue 18): the definition's schema checks the body, as the form did in the browser.
    type Body = Record<string, unknown>;
    if (form.create !== false) {
      routeCall(app, call('create'), async (request) => runCreate(app.db, resource, request.body as Body, request.ctx, request.url));
    }
    if (form.edit) {
      routeCall(app, call('update'), async (request) =>
        runUpdate(app.db, resource, rowIdOf(request), request.body as Body, request.ctx, request.url),
      );
    }
    if (form.remove) {
      routeCall(app, call('delete'), async (request) => runDelete(app.db, resource, rowIdOf(request), request.ctx, request.url));
    }
    if (serverOptionFields(form).length > 0) {
      routeCall(app, call('formOptions'), async () => runFormOptions(app.db, resource));
    }
  }

  if (hasFileFilter(def)) {
    routeCall(app, servedPage(call('file')), async (request) => {
      const { fields, file } = await readCsvUpload(request);
      if (!file) throw badRequest({ file: [UPLOAD_MESSAGES.fileRequired] });
      return runList(app.readDb, resource, parseListParams(def, fields, parseFileFilter(def, file.text)));
    });
  }

  if (def.importable) {
    routeCall(app, call('import'), async (request) => {
      const { fields, file } = await readCsvUpload(request);
      // The filters travel with the file (specification 01, section 7): checked like a search.
      parseListParams(def, fields);
      if (!file) throw badRequest({ file: [UPLOAD_MESSAGES.fileRequired] });
      const rows = await readImportFile(app.db, def, file.text, IMPORT_REFERENCES);
      return writeImport(app.db, resource, rows, request.ctx.adminId, file.fileName);
    });
    if (def.importable.preview) {
      // The same checks and writes, rolled back: what the import would change (nothing is written).
      routeCall(app, call('importPreview'), async (request) => {
        const { fields, file } = await readCsvUpload(request);
        parseListParams(def, fields);
        if (!file) throw badRequest({ file: [UPLOAD_MESSAGES.fileRequired] });
        const rows = await readImportFile(app.db, def, file.text, IMPORT_REFERENCES);
        const { data } = await writeImport(app.db, resource, rows, request.ctx.adminId, file.fileName, true);
        return { data: { ...data, changes: data.changes ?? [] } };
      });
    }
  }

  if (def.exportable) {
    const exportHandler = (direct: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
      const { raw, fileFilter } = await exportSearch(request, def);
      const params = parseListParams(def, raw, fileFilter);
      // The direct exportUrl has no file-name step: its file is {exportName}.csv (specification 01, 7).
      const exportRequest = direct ? parseExportRequest(def, raw, directExportFileName(def)) : parseExportRequest(def, raw);
      if (exportRequest.onlyFileName && !direct) return ZExportFileNameAnswer.parse({ data: { file_name: exportRequest.fileName } });
      // The first rows are read before the headers go out, so a failing query is still a clean error answer.
      const body = await primed(exportCsv(app.readDb, resource, params, exportRequest.columns, downloadAborted(reply.raw)), 2);
      reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', contentDisposition(exportRequest.fileName));
      return reply.send(Readable.from(body, { objectMode: false }));
    };
    routeCall(app, call('export'), exportHandler(false));
    routeCall(app, call('export.post'), exportHandler(false));
    if (resourcePaths(def).directExport !== resourcePaths(def).export) {
      routeCall(app, call('export.direct'), exportHandler(true));
      routeCall(app, call('export.direct.post'), exportHandler(true));
    }
  }

  if (def.detail) {
    routeCall(app, call('detail'), async (request) => runDetail(app.db, resource, rowIdOf(request)));
  }
}

/**
 * Every table screen of the contract's resource registry, through the generic list engine: list,
 * file filter, import, export and detail, plus the cards beside them (survey basic, clicks
 * breakdown, EarnStar user basic). The gateway guards each call from the same registry.
 */
export const resourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  assertServerResources(serverResources, resources, IMPORT_REFERENCES);
  // Multipart for the uploads only (file filters, imports), unless the app already has it.
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart, { limits: { fileSize: CSV_UPLOAD_LIMIT_BYTES, files: 1 } });

  for (const resource of serverResources) registerResource(app, resource);

  // The multi-selects' remote option searches (before GET {url}/:id would read "search" as an id: static paths win).
  for (const [name, call] of Object.entries(OPTION_SEARCH_CALL) as Array<[OptionSearchName, ApiCall]>) {
    routeCall(app, call, async (request) => runOptionSearch(app.db, OPTION_SEARCH_SQL[name], request.query as OptionSearchQuery));
  }

  routeCall(app, RESOURCE_CARD_CALL.surveyBasic, async (request) => surveyBasic(app.db, parseId(request.params.id)));
  routeCall(app, RESOURCE_CARD_CALL.surveyClickBreakdown, async (request) => clickBreakdown(app.db, parseId(request.params.id)));
  routeCall(app, RESOURCE_CARD_CALL.earnStarUserBasic, async (request) => earnStarUserBasic(app.db, parseId(request.params.id)));
};
