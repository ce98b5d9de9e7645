import { JOB_LOG_CALLS, JOB_LOG_MESSAGES, jobLogCalls } from '@bo/contract';
import { bodyErrorsAs422, HttpError, routeCall, type FastifyPluginAsyncZod } from '@bo/server-kit';
import { recordAdminAction } from '../admin-log/record-action.ts';

const RETRY_CALL = jobLogCalls.find((call) => call.name === JOB_LOG_CALLS.retry.name)!;

interface RunRow {
  id: number;
  status: string;
  retried: boolean;
}

/**
 * Job Logs' "retry failed" (specification 04, section 6; page holders). Each chosen failed run becomes a
 * new queued run of the same job, queue and payload, one attempt more, with retry_of naming the failed one:
 * the log keeps the failure, and the queue's worker takes the new run. All or none: an unknown run, one
 * not failed or one already queued again refuses the request (422 naming the ids) and writes nothing.
 * The failed runs are locked first, so two retries of the same run (a double click) queue it once.
 */
export const jobLogRoutes: FastifyPluginAsyncZod = async (app) => {
  bodyErrorsAs422(app);
  routeCall(app, RETRY_CALL, async (request) => {
    const ids = [...new Set((request.body as { ids: number[] }).ids)].sort((a, b) => a - b);
    return app.db.transaction(async (tx) => {
      const { rows } = await tx.query<RunRow>(
        `SELECT jl.id::int AS id, jl.status,
                EXISTS (SELECT 1 FROM admin.job_logs r WHERE r.retry_of = jl.id) AS retried
         FROM admin.job_logs jl WHERE jl.id = ANY($1::bigint[]) ORDER BY jl.id FOR UPDATE`,
        [ids],
      );
      const found = new Set(rows.map((row) => row.id));
      const missing = ids.filter((id) => !found.has(id));
      if (missing.length > 0) throw new HttpError(422, { ids: [JOB_LOG_MESSAGES.notFound(missing)] });
      const notFailed = rows.filter((row) => row.status !== 'failed').map((row) => row.id);
      if (notFailed.length > 0) throw new HttpError(422, { ids: [JOB_LOG_MESSAGES.notFailed(notFailed)] });
      const retried = rows.filter((row) => row.retried).map((row) => row.id);
      if (retried.length > 0) throw new HttpError(422, { ids: [JOB_LOG_MESSAGES.alreadyRetried(retried)] });
      const inserted = await tx.query<{ id: number; retry_of: number }>(
        `INSERT INTO admin.job_logs (job, queue, payload, attempts, status, retry_of)
         SELECT job, queue, payload, attempts + 1, 'queued', id FROM admin.job_logs WHERE id = ANY($1::bigint[]) ORDER BY id
         RETURNING id::int AS id, retry_of::int AS retry_of`,
        [ids],
      );
      await recordAdminAction(tx, request.ctx, 'job_logs.retry', request.url, { retried: inserted.rows });
      return { data: { queued: inserted.rows }, message: JOB_LOG_MESSAGES.queued(inserted.rows.length) };
    });
  });
};
