import { JOB_LOG_MESSAGES } from '@bo/contract';
import type { Db } from '@bo/db';
import { HttpError, type RequestContext } from '@bo/server-kit';
import { recordAdminAction } from '../admin-log/record-action.ts';

interface RunRow {
  id: number;
  status: string;
  retried: boolean;
}

/** The retry's answer: each new queued run with the failed run it retries. */
export interface RetryAnswer {
  data: { queued: Array<{ id: number; retry_of: number }> };
  message: string;
}

/**
 * Job Logs' "retry failed" (specification 04, section 6; page holders). Each chosen failed run becomes a new queued
 * run of the same job, queue and payload, one attempt more, with retry_of naming the failed one: the log keeps the
 * failure, and the queue's worker takes the new run. All or none: an unknown run, one not failed or one already
 * queued again refuses the request (422 naming the ids) and writes nothing. The failed runs are locked first, so two
 * retries of the same run (a double click) queue it once.
 */
export function retryFailedRuns(
  db: Db,
  ctx: Pick<RequestContext, 'adminId' | 'originalAdminId'>,
  chosen: readonly number[],
  url: string,
): Promise<RetryAnswer> {
  const ids = [...new Set(chosen)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
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
    await recordAdminAction(tx, ctx, 'job_logs.retry', url, { retried: inserted.rows });
    return { data: { queued: inserted.rows }, message: JOB_LOG_MESSAGES.queued(inserted.rows.length) };
  });
}
