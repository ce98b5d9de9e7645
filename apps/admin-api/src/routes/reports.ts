import { Readable } from 'node:stream';
import { ADMIN_DASHBOARD_CALL, ZExportFileNameAnswer, ZReportResponse } from '@bo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeCall } from '@bo/server-kit';
import { callsOf } from '../list-engine/calls.ts';
import { downloadAborted } from '../list-engine/csv-stream.ts';
import { contentDisposition, parseExportRequest } from '../list-engine/export.ts';
import { primed } from '../list-engine/primed.ts';
import { flattenParams } from '../list-engine/raw-params.ts';
import { adminDashboard } from '../reports/dashboard.ts';
import { exportReport, runReport, viewColumns } from '../reports/engine.ts';
import { serverReports } from '../reports/registry.ts';
import type { ServerReport } from '../reports/types.ts';
import { parseReportView } from '../reports/view.ts';

/**
 * One report's routes, from its table's contract calls (list, export, export.post) with routeCall. The list is
 * served with the report response as its serializer's schema; the call's own answer (reportAnswerOf: every cell
 * typed by its column) is for /api/openapi.json and the contract tests, since the rows leave the driver holding
 * Dates, which JSON turns into the ISO text that schema describes (as a table screen's page, routes/resources.ts).
 */
function registerReport(app: FastifyInstance, report: ServerReport): void {
  const { def } = report;
  const call = callsOf(def.resource);
  routeCall(app, { ...call('list'), answer: ZReportResponse }, async (request) =>
    runReport(app.readDb, report, parseReportView(def, flattenParams(request.query))),
  );
  const exportHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const raw = { ...flattenParams(request.query), ...flattenParams(request.body) };
    const view = parseReportView(def, raw);
    const exportRequest = parseExportRequest(def.resource, raw);
    if (exportRequest.onlyFileName) return ZExportFileNameAnswer.parse({ data: { file_name: exportRequest.fileName } });
    // Without chosen fields the file holds what the screen shows: the view's columns.
    const columns = raw.fields ? exportRequest.columns : viewColumns(report, view);
    const body = await primed(exportReport(app.readDb, report, view, columns, downloadAborted(reply.raw)), 2);
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', contentDisposition(exportRequest.fileName));
    return reply.send(Readable.from(body, { objectMode: false }));
  };
  routeCall(app, call('export'), exportHandler);
  routeCall(app, call('export.post'), exportHandler);
}

/** Every report of the contract (issue 15): one engine, the list response shape, CSV export. */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  for (const report of serverReports) registerReport(app, report);
  routeCall(app, ADMIN_DASHBOARD_CALL, async () => ({ data: await adminDashboard(app.readDb) }));
}
