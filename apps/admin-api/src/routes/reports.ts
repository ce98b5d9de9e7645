import { Readable } from 'node:stream';
import { ADMIN_DASHBOARD_CALL, ZExportFileNameAnswer, ZReportResponse } from '@bo/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeCall, type ZodTypeProvider } from '@bo/server-kit';
import { z } from 'zod';
import { downloadAborted } from '../list-engine/csv-stream.ts';
import { contentDisposition, parseExportRequest } from '../list-engine/export.ts';
import { primed } from '../list-engine/primed.ts';
import { flattenParams } from '../list-engine/raw-params.ts';
import { adminDashboard } from '../reports/dashboard.ts';
import { exportReport, runReport, viewColumns } from '../reports/engine.ts';
import { serverReports } from '../reports/registry.ts';
import type { ServerReport } from '../reports/types.ts';
import { parseReportView } from '../reports/view.ts';

const ZQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

function registerReport(app: FastifyInstance, report: ServerReport): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { def } = report;
  typed.get(def.url, { schema: { querystring: ZQuery, response: { 200: ZReportResponse } } }, async (request) =>
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
  typed.get(`${def.url}/export`, { schema: { querystring: ZQuery } }, exportHandler);
  typed.post(`${def.url}/export`, exportHandler);
}

/** Every report of the contract (issue 15): one engine, the list response shape, CSV export. */
export async function reportRoutes(app: FastifyInstance): Promise<void> {
  for (const report of serverReports) registerReport(app, report);
  routeCall(app, ADMIN_DASHBOARD_CALL, async () => ({ data: await adminDashboard(app.readDb) }));
}
